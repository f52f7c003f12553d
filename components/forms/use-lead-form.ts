'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '@/lib/forms/schemas';
import type { SendResult } from '@/lib/email/client';

type Message = { tone: 'error' | 'success'; text: string } | null;

/**
 * State shared by the lead forms: the typed values, per-field errors, the sending flag,
 * the form-level message and the honeypot. `submit` validates with the form's zod schema,
 * moves focus to the first field in error, and otherwise hands the parsed values to send.
 */
export function useLeadForm<Values extends Record<string, string>, Parsed>({
  schema,
  initial,
  fieldOrder,
  invalidSummary,
}: {
  schema: z.ZodType<Parsed>;
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

  function reset() {
    setValues(initial);
    setErrors({});
  }

  /**
   * Runs one submission. `send` gets the parsed values and says how it went; `onResult`
   * decides what the visitor sees. A filled honeypot skips sending and reports success.
   */
  async function submit(
    event: FormEvent<HTMLFormElement>,
    send: (parsed: Parsed) => Promise<SendResult>,
    onResult: (result: SendResult) => void,
  ) {
    event.preventDefault();
    if (inFlight.current) return;
    setMessage(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      setMessage({ tone: 'error', text: invalidSummary(found) });
      const first = fieldOrder.find((name) => name in found);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    if (honeypot.current && honeypot.current.value !== '') {
      onResult({ ok: true, status: 200, text: 'OK' });
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      onResult(await send(parsed.data));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { idPrefix, fieldId, values, setField, errors, sending, message, setMessage, honeypot, reset, submit };
}
