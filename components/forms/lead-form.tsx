'use client';

import { notify } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConsentField, Field, FormMessage, Honeypot } from '@/components/forms/fields';
import { useLeadForm } from '@/components/forms/use-lead-form';
import type { EmailFormId } from '@/lib/email/config';
import { invalidSummary, type CommonFormCopy, type LeadFormCopy } from '@/content/forms';
import { leadForms, type FormLayout, type LeadFormDefinition } from '@/content/lead-forms';
import type { ConsentAnswer } from '@/lib/forms/options';
import type { Locale } from '@/lib/i18n/locale';

const layouts: Record<FormLayout, { fieldset: string; submit: string; wide?: string }> = {
  'two-columns': { fieldset: 'grid gap-5 sm:grid-cols-2', submit: 'w-full sm:w-auto', wide: 'sm:col-span-2' },
  stack: { fieldset: 'space-y-5', submit: 'w-full sm:w-auto' },
  compact: { fieldset: 'space-y-4', submit: 'w-full' },
};

/** Where an outcome is said: a toast (it outlives a closing dialog) or the form's own message. */
type Channel = 'toast' | 'inline';

export type LeadFormProps = {
  form: EmailFormId;
  copy: LeadFormCopy;
  common: CommonFormCopy;
  /** The page the lead came from, added to the message for the sales team. */
  source?: string;
  announce: { success: Channel; failure: Channel };
  /** Called after a successful send (a dialog closes itself with it). */
  onSent?: () => void;
  /** The page's language; a lead from a Spanish page carries `language: "es"`. */
  language?: Locale;
};

/** What a page passes one of the lead forms: its words (defaults: English), where the lead came from, its language. */
export type LeadFormOptions = Partial<Pick<LeadFormProps, 'copy' | 'common'>> & Pick<LeadFormProps, 'source' | 'language'>;

/**
 * The one lead-form shell: honeypot, the form's fields (content/lead-forms.ts), the text
 * consent, the form-level message and Submit. Everything the visitor reads comes in
 * `copy` and `common`. A failed send keeps everything typed; a successful one clears it.
 */
export function LeadForm({ form, copy, common, source, announce, onSent, language }: LeadFormProps) {
  const { fields, layout: layoutName }: LeadFormDefinition = leadForms[form];
  const layout = layouts[layoutName];
  const state = useLeadForm(form, (errors) => invalidSummary(copy.invalid, errors), common.messages);
  const { values, errors, sending, fieldId, setField, idPrefix } = state;
  const statusId = `${idPrefix}-status`;
  const { formLevel } = copy.invalid;

  const say = (channel: Channel, tone: 'success' | 'error', text: string) =>
    channel === 'toast' ? void notify(tone, text) : state.setMessage({ tone, text });

  const consent = (
    <ConsentField
      id={fieldId('consent')}
      name={`${idPrefix}-consent`}
      question={copy.consentQuestion}
      copy={common.consent}
      value={values.consent}
      onChange={(answer: ConsentAnswer) => setField('consent', answer)}
      disabled={sending}
    />
  );

  return (
    <form
      noValidate
      onFocus={state.warmUp}
      aria-label={copy.name}
      className="relative space-y-5"
      onSubmit={(event) =>
        state.submit(event, language && language !== 'en' ? { source, language } : { source }, (result) => {
          if (result.ok) {
            state.reset();
            say(announce.success, 'success', copy.success);
            onSent?.();
          } else {
            // lib/email has logged the error to the console; everything typed stays.
            say(announce.failure, 'error', copy.failure);
          }
        })
      }
    >
      <Honeypot id={`${idPrefix}-website`} label={common.honeypot} inputRef={state.honeypot} />
      <fieldset disabled={sending} className={layout.fieldset}>
        {fields.map((spec) => (
          <Field
            key={spec.name}
            spec={spec}
            copy={copy.fields[spec.name]!}
            optional={common.optional}
            id={fieldId(spec.name)}
            value={values[spec.name] ?? ''}
            onChange={(value) => setField(spec.name, value)}
            error={errors[spec.name]}
            errorShownAt={formLevel && errors[spec.name] === formLevel ? statusId : undefined}
            className={spec.wide ? layout.wide : undefined}
          />
        ))}
        {layout.wide ? <div className={layout.wide}>{consent}</div> : consent}
      </fieldset>
      <FormMessage id={statusId} message={state.message} />
      <Button type="submit" size="lg" className={layout.submit} disabled={sending || values.consent === ''}>
        {sending ? copy.submit.sending : copy.submit.idle}
      </Button>
    </form>
  );
}
