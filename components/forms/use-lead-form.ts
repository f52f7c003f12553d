'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { EmailFormId } from '@/lib/email/config';
import type { SendResult } from '@/lib/email/client';
import { emptyValues, leadForms, type LeadFormDefinition, type LeadValues } from '@/content/lead-forms';
import type { LeadContext } from '@/services/forms/send';
import type { ValidationCopy } from '@/content/forms';
import type { LeadPostState } from '@/services/forms/post-state';

type Message = { tone: 'error' | 'success'; text: string } | null;

/**
 * Validation (zod), the payload builders and the EmailJS SDK are not in the page's first
 * load: pages carrying a form stay light. They are fetched once the page is idle after
 * hydration, so the first tap on Submit never waits on the network. Both modules are cached
 * by the module loader, so this runs the network once.
 */
const loadTools = () => Promise.all([import('@/services/forms/validate'), import('@/services/forms/send')]);

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback: a timeout stands in). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1500);
  return () => window.clearTimeout(handle);
}

/**
 * State of one lead form: the typed values, per-field errors, the sending flag, the
 * form-level message and the honeypot. `submit` validates with the form's zod schema
 * (its messages from the copy the page passed),
 * moves focus to the first field in error, and otherwise sends; what the visitor typed
 * stays until a send succeeds.
 */
export function useLeadForm(
  form: EmailFormId,
  invalidSummary: (errors: Record<string, string>) => string,
  /** The validation messages, in the page's language (English without them). */
  messages?: ValidationCopy,
  /** What the server answered a post of this form made without script: shown until the visitor acts. */
  posted?: LeadPostState,
) {
  const { fields }: LeadFormDefinition = leadForms[form];
  const idPrefix = useId().replace(/:/g, '');
  const [values, setValues] = useState<LeadValues>(() => ({ ...emptyValues(fields), ...posted?.values }) as LeadValues);
  const [errors, setErrors] = useState<Record<string, string>>(posted?.errors ?? {});
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<Message>(posted?.message ?? null);
  const honeypot = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);

  const fieldId = (name: string) => `${idPrefix}-${name}`;

  function setField(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }

  function reset() {
    setValues(emptyValues(fields));
    setErrors({});
  }

  // Fetched while idle after hydration; a failure is retried by the first submit.
  useEffect(() => whenIdle(() => void loadTools().catch(() => undefined)), []);

  /**
   * Submit pressed before the consent question is answered (the form keeps Submit unavailable
   * until then): nothing is sent, `text` is said under the question and in the form's
   * message, and focus goes to the question's first answer (it carries the question's id).
   */
  function askForConsent(event: FormEvent<HTMLFormElement>, text: string) {
    event.preventDefault();
    const next = { ...errors, consent: text };
    setErrors(next);
    setMessage({ tone: 'error', text: invalidSummary(next) });
    document.getElementById(fieldId('consent'))?.focus();
  }

  /**
   * Runs one submission and hands its outcome to `onResult`, which decides what the
   * visitor sees. A filled honeypot skips sending and reports success.
   */
  async function submit(event: FormEvent<HTMLFormElement>, context: LeadContext, onResult: (result: SendResult) => void) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setMessage(null);
    try {
      let tools: Awaited<ReturnType<typeof loadTools>>;
      try {
        tools = await loadTools();
      } catch (error) {
        // The code could not be fetched (offline): the same outcome as a network failure.
        console.error(`The ${form} form could not load its sending code (0 Network Error)`, error);
        onResult({ ok: false, status: 0, text: 'Network Error' });
        return;
      }
      const [{ validateValues }, { sendLead }] = tools;
      const checked = validateValues(form, values, messages);
      if (!checked.ok) {
        setErrors(checked.errors);
        setMessage({ tone: 'error', text: invalidSummary(checked.errors) });
        // The consent question comes last; its first answer carries its id.
        const first = [...fields.map((field) => field.name), 'consent'].find((name) => name in checked.errors);
        if (first) document.getElementById(fieldId(first))?.focus();
        return;
      }
      setErrors({});
      if (honeypot.current && honeypot.current.value !== '') {
        onResult({ ok: true, status: 200, text: 'OK' });
        return;
      }
      setSending(true);
      const result = await sendLead(form, checked.data as never, context);
      onResult(result);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { idPrefix, fieldId, values, setField, errors, sending, message, setMessage, honeypot, reset, submit, askForConsent };
}
