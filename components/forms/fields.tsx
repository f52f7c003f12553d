'use client';

import type { ChangeEvent, ReactNode, RefObject } from 'react';
import { cn } from '@/lib/utils';
import { consentAnswers, type ConsentAnswer } from '@/lib/forms/options';
import { aroundSlot, type CommonFormCopy, type FieldCopy } from '@/content/forms';
import type { FieldSpec } from '@/content/lead-forms';

/**
 * The controls every lead form is built from. `Field` owns the wiring of one field: the
 * label names the control, the hint and the error sit right under it and are linked with
 * aria-describedby, and the control says aria-invalid while it is in error.
 */

const controlClass =
  'block w-full rounded-control border border-ink/25 bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-ink-muted/80 disabled:cursor-not-allowed disabled:bg-surface-sunk aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger';

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

type FieldProps = {
  spec: FieldSpec;
  copy: FieldCopy;
  /** The "(optional)" marker after the label of a field that may be left empty. */
  optional: string;
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's error, shown under it. */
  error?: string;
  /**
   * Set when the error is said elsewhere (the form's own message): the field is still
   * invalid and points at that element instead of repeating it.
   */
  errorShownAt?: string;
  className?: string;
  /** While the form is sending. */
  disabled?: boolean;
};

export function Field({ spec, copy, optional, id, value, onChange, error, errorShownAt, className, disabled }: FieldProps) {
  const hintId = copy.hint ? `${id}-hint` : undefined;
  const ownError = errorShownAt ? undefined : error;
  const control = {
    id,
    name: spec.name,
    value,
    required: spec.required,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hintId, ownError && `${id}-error`, error && errorShownAt),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {copy.label}
        {spec.required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}*
          </span>
        ) : (
          <span className="font-normal text-ink-muted">{` ${optional}`}</span>
        )}
      </label>
      {spec.kind === 'input' ? (
        <input {...control} type={spec.type} autoComplete={spec.autoComplete} className={controlClass} />
      ) : spec.kind === 'textarea' ? (
        <textarea {...control} rows={spec.rows ?? 4} maxLength={spec.maxLength} className={cn(controlClass, 'min-h-28 resize-y')} />
      ) : (
        <select {...control} className={cn(controlClass, 'appearance-auto')}>
          <option value="">{copy.placeholder}</option>
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {copy.options?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
      {hintId ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {copy.hint}
        </p>
      ) : null}
      {ownError ? <FieldError id={`${id}-error`}>{ownError}</FieldError> : null}
    </div>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className="mt-0.5 shrink-0">
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M10 5.5v5.5M10 13.5v1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

/**
 * The required yes/no text-message consent. A radio group in a fieldset, so the question
 * is read with each answer. With script, the form keeps Submit unavailable until an answer
 * is chosen; before script, Submit posts and the server refuses a missing answer. Either way
 * the catalogue's message is said under the question, and focus goes to the first answer
 * (it carries `id`).
 */
export function ConsentField({
  id,
  name,
  question,
  copy,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  name: string;
  question: string;
  copy: CommonFormCopy['consent'];
  value: ConsentAnswer | '';
  onChange: (value: ConsentAnswer) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [beforePolicy, afterPolicy] = aroundSlot(copy.hint, 'policy');
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      className="min-w-0"
    >
      <legend id={`${id}-legend`} className="mb-1.5 text-sm font-semibold text-ink">
        {question}
        <span aria-hidden="true" className="text-danger">
          {' '}*
        </span>
      </legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-ink-muted">
        {beforePolicy}
        <a href={copy.policy.href} className="font-medium text-brand underline underline-offset-2">
          {copy.policy.label}
        </a>
        {afterPolicy}
      </p>
      <div className="flex flex-wrap gap-3">
        {consentAnswers.map((answer, index) => (
          <label
            key={answer}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-ink/25 px-4 text-sm font-medium text-ink has-checked:border-brand has-checked:bg-brand-soft has-disabled:cursor-not-allowed"
          >
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={name}
              required
              value={answer}
              checked={value === answer}
              onChange={() => onChange(answer)}
              disabled={disabled}
              className="size-4 accent-brand"
            />
            {copy.answers[answer]}
          </label>
        ))}
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}

/**
 * A field people never see or reach with the keyboard, which form-filling bots fill in.
 * A submission with it filled "succeeds" without sending anything.
 */
export function Honeypot({ id, label, inputRef }: { id: string; label: string; inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * The form-level message (validation summary, send failure or success). The live region
 * is always in the page, so screen readers announce the text the moment it changes.
 */
export function FormMessage({ id, message }: { id: string; message: { tone: 'error' | 'success'; text: string } | null }) {
  return (
    <div id={id} role="alert" aria-atomic="true">
      {message ? (
        <p
          data-tone={message.tone}
          className={cn(
            'rounded-control border px-4 py-3 text-sm font-medium',
            message.tone === 'error' ? 'border-danger/40 bg-danger/5 text-danger' : 'border-success/40 bg-success/5 text-success',
          )}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
