'use client';

import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { consentAnswers, type ConsentAnswer } from '@/lib/forms/options';

/**
 * The labelled controls every lead form is built from. Each control owns its ids: the
 * error paragraph sits right under it and is linked with aria-describedby, and the
 * control says aria-invalid while the error shows.
 */

const controlClass =
  'block w-full rounded-control border border-ink/25 bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-ink-muted/80 disabled:cursor-not-allowed disabled:bg-surface-sunk aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger';

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

type FieldShellProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
};

function FieldShell({ id, label, required, error, hint, children, className }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}*
          </span>
        ) : (
          <span className="font-normal text-ink-muted"> (optional)</span>
        )}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
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

type CommonProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Extra element ids that describe the control (a form-level message, for instance). */
  extraDescribedBy?: string;
  className?: string;
};

export function TextField({
  id,
  label,
  error,
  hint,
  extraDescribedBy,
  className,
  required,
  ...input
}: CommonProps & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`, extraDescribedBy)}
        className={controlClass}
        {...input}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  extraDescribedBy,
  className,
  required,
  ...textarea
}: CommonProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        required={required}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`, extraDescribedBy)}
        className={cn(controlClass, 'min-h-28 resize-y')}
        {...textarea}
      />
    </FieldShell>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  extraDescribedBy,
  className,
  required,
  options,
  placeholder,
  ...select
}: CommonProps & Omit<ComponentProps<'select'>, 'id' | 'className'> & { options: readonly string[]; placeholder: string }) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`, extraDescribedBy)}
        className={cn(controlClass, 'appearance-auto')}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * The required yes/no text-message consent. A radio group in a fieldset, so the question
 * is read with each answer; the forms keep Submit disabled until an answer is chosen.
 */
export function ConsentField({
  id,
  name,
  value,
  onChange,
  error,
  disabled,
  question = 'May we send you text messages about your request?',
}: {
  id: string;
  name: string;
  value: ConsentAnswer | '';
  onChange: (value: ConsentAnswer) => void;
  error?: string;
  disabled?: boolean;
  question?: string;
}) {
  const labels: Record<ConsentAnswer, string> = { yes: 'Yes, text me', no: 'No, thanks' };
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
      aria-required="true"
      className="min-w-0"
    >
      <legend id={`${id}-legend`} className="mb-1.5 text-sm font-semibold text-ink">
        {question}
        <span aria-hidden="true" className="text-danger">
          {' '}*
        </span>
      </legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-ink-muted">
        Required: choose yes or no; either answer lets you send. Message and data rates may apply; reply STOP to opt
        out. See our{' '}
        <a href="/privacy-phone-text" className="font-medium text-brand underline underline-offset-2">
          SMS Privacy Policy
        </a>
        .
      </p>
      <div className="flex flex-wrap gap-3">
        {consentAnswers.map((answer) => (
          <label
            key={answer}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-ink/25 px-4 text-sm font-medium text-ink has-checked:border-brand has-checked:bg-brand-soft has-disabled:cursor-not-allowed"
          >
            <input
              type="radio"
              name={name}
              value={answer}
              checked={value === answer}
              onChange={() => onChange(answer)}
              disabled={disabled}
              className="size-4 accent-brand"
            />
            {labels[answer]}
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
export function Honeypot({ id, inputRef }: { id: string; inputRef: React.RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
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
