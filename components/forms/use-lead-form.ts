'use client';

import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { EmailFormId } from '@/lib/email/config';
import type { SendResult } from '@/lib/email/client';
import type { Validation } from '@/lib/forms/validate';

type Message = { tone: 'error' | 'success'; text: string } | null;
type EmailClient = typeof import('@/lib/email/client');
type Parsed<F extends EmailFormId> = Extract<Validation<F>, { ok: true }>['data'];

/**
 * Validation (zod) and the EmailJS SDK load on the visitor's first interaction with a
 * form, not with the page: pages carrying a form stay light. Both are cached by the
 * module loader, so this runs the network once.
 */
const loadTools = () => Promise.all([import('@/lib/forms/validate'), import('@/lib/email/client')]);

/**
 * State shared by the lead forms: the typed values, per-field errors, the sending flag,
 * the form-level message and the honeypot. `submit` validates with the form's zod schema,
 * moves focus to the first field in error, and otherwise hands the parsed values to send.
 */
export function useLeadForm<F extends EmailFormId, Values extends Record<string, string>>({
  form,
  initial,
  fieldOrder,
  invalidSummary,
}: {
  form: F;
  initial: Values;
  /** Field names in page order, to focus the first one in error. */
  fieldOrder: (keyof Values & string)[];
  /** The form-level message when validation fails. */
  invalidSummary: (errors: Record<string, string>) => string;
}) {
  const idPrefix = useId().replace(/:/g, '');
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);

  const fieldId = (name: keyof Values & string) => `${idPrefix}-${name}`;

  function setField<K extends keyof Values & string>(name: K, value: Values[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }

  /** What every text, select and textarea field takes from the form: id, name, value, change and error. */
  function bind<K extends keyof Values & string>(name: K) {
    return {
      id: fieldId(name),
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
        setField(name, event.target.value as Values[K]),
      error: errors[name],
    };
  }

  function reset() {
    setValues(initial);
    setErrors({});
  }

  /** Starts loading validation and the SDK as soon as the visitor reaches the form. */
  function warmUp() {
    loadTools().catch(() => undefined);
  }

  /**
   * Runs one submission. `send` gets the parsed values and the email client and says how
   * it went; `onResult` decides what the visitor sees. A filled honeypot skips sending
   * and reports success.
   */
  async function submit(
    event: FormEvent<HTMLFormElement>,
    send: (parsed: Parsed<F>, client: EmailClient) => Promise<SendResult>,
    onResult: (result: SendResult) => void,
  ) {
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
      const [{ validateValues }, client] = tools;
      const checked = validateValues(form, values);
      if (!checked.ok) {
        setErrors(checked.errors);
        setMessage({ tone: 'error', text: invalidSummary(checked.errors) });
        const first = fieldOrder.find((name) => name in checked.errors);
        if (first) document.getElementById(fieldId(first))?.focus();
        return;
      }
      setErrors({});
      if (honeypot.current && honeypot.current.value !== '') {
        onResult({ ok: true, status: 200, text: 'OK' });
        return;
      }
      setSending(true);
      onResult(await send(checked.data as Parsed<F>, client));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { idPrefix, fieldId, bind, values, setField, errors, sending, message, setMessage, honeypot, reset, submit, warmUp };
}
