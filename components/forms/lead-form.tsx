'use client';

import { useActionState, useSyncExternalStore, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { notify } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConsentField, Field, FormMessage, Honeypot } from '@/components/forms/fields';
import { useLeadForm } from '@/components/forms/use-lead-form';
import type { EmailFormId } from '@/lib/email/config';
import { invalidSummary, type CommonFormCopy, type LeadFormCopy } from '@/content/forms';
import { leadForms, type FormLayout, type LeadFormDefinition } from '@/content/lead-forms';
import type { ConsentAnswer } from '@/lib/forms/options';
import type { Locale } from '@/lib/i18n/locale';
import { postLead } from '@/services/forms/post-lead';
import { POST_FIELDS, type LeadPostState } from '@/services/forms/post-state';

const layouts: Record<FormLayout, { fields: string; submit: string; wide?: string }> = {
  'two-columns': { fields: 'grid gap-5 sm:grid-cols-2', submit: 'w-full sm:w-auto', wide: 'sm:col-span-2' },
  stack: { fields: 'space-y-5', submit: 'w-full sm:w-auto' },
  compact: { fields: 'space-y-4', submit: 'w-full' },
};

/** Where an outcome is said: a toast (it outlives a closing dialog) or the form's own message. */
type Channel = 'toast' | 'inline';

/** Nothing to subscribe to: once script runs, it keeps running. */
const noChange = () => () => undefined;

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
  /**
   * Where the form posts without JavaScript, and so the page that shows its outcome (a path,
   * optionally with a #fragment). Every form with the same permalink shares its posted state
   * (React matches it by permalink), so a dialog's form can land on the page holding the same
   * form inline. Default: the page the form is on.
   */
  permalink?: string;
  /** Shown after the form for what the server answered a post without script (the demo form's slot picker). */
  afterPost?: (posted: NonNullable<LeadPostState>) => ReactNode;
};

/** What a page passes one of the lead forms: its words (defaults: English), where the lead came from, its language, where it posts. */
export type LeadFormOptions = Partial<Pick<LeadFormProps, 'copy' | 'common'>> & Pick<LeadFormProps, 'source' | 'language' | 'permalink'>;

/**
 * The one lead-form shell: honeypot, the form's fields (content/lead-forms.ts), the text
 * consent, the form-level message and Submit. Everything the visitor reads comes in
 * `copy` and `common`. A failed send keeps everything typed; a successful one clears it.
 *
 * HTML first: the form is a plain form whose action is the Server Function postLead, so
 * without JavaScript the browser posts it and the server validates, checks for spam and
 * stores it (services/forms/native-post.ts), answering with the page of `permalink` showing
 * the outcome and everything typed. With JavaScript, onSubmit prevents that post and the
 * form sends through EmailJS (use-lead-form.ts). Focusing a field fetches the fill-time
 * ticket (the `focus-within` background, app/api/forms/ticket) the server checks.
 *
 * The consent rule (SPEC §4, §5): with script, Submit is unavailable until the consent
 * question is answered. It says so with `aria-disabled`, not `disabled`, so it keeps its
 * place in the tab order and its name; pressing it sends nothing, says the consent message
 * under the question and moves focus there. The server's HTML carries no such mark (the
 * server snapshot below is false): before script, and without it, Submit posts the form and
 * the server refuses a missing answer with the same message.
 */
export function LeadForm({ form, copy, common, source, announce, onSent, language, permalink, afterPost }: LeadFormProps) {
  const { fields, layout: layoutName }: LeadFormDefinition = leadForms[form];
  const layout = layouts[layoutName];
  const page = usePathname();
  const [posted, postAction] = useActionState(postLead, null, permalink ?? page ?? undefined);
  const state = useLeadForm(form, (errors) => invalidSummary(copy.invalid, errors), common.messages, posted?.form === form ? posted : undefined);
  const { values, errors, sending, fieldId, setField, idPrefix } = state;
  const statusId = `${idPrefix}-status`;
  const { formLevel } = copy.invalid;
  const scripted = useSyncExternalStore(noChange, () => true, () => false);
  const awaitingConsent = scripted && values.consent === '';

  const say = (channel: Channel, tone: 'success' | 'error', text: string) =>
    channel === 'toast' ? void notify(tone, text) : state.setMessage({ tone, text });

  const consent = (
    <ConsentField
      id={fieldId('consent')}
      name="consent"
      question={copy.consentQuestion}
      copy={common.consent}
      value={values.consent}
      onChange={(answer: ConsentAnswer) => setField('consent', answer)}
      error={errors.consent}
      disabled={sending}
    />
  );

  return (
    <>
    <form
      noValidate
      action={postAction}
      aria-label={copy.name}
      className="relative space-y-5 focus-within:bg-[url(/api/forms/ticket)]"
      onSubmit={(event) => {
        if (awaitingConsent) {
          state.askForConsent(event, common.messages.consent);
          return;
        }
        state.submit(event, language && language !== 'en' ? { source, language } : { source }, (result) => {
          if (result.ok) {
            state.reset();
            say(announce.success, 'success', copy.success);
            onSent?.();
          } else {
            // lib/email has logged the error to the console; everything typed stays.
            say(announce.failure, 'error', copy.failure);
          }
        });
      }}
    >
      <Honeypot id={`${idPrefix}-website`} label={common.honeypot} inputRef={state.honeypot} />
      <input type="hidden" name={POST_FIELDS.form} value={form} />
      <input type="hidden" name={POST_FIELDS.language} value={language ?? 'en'} />
      <input type="hidden" name={POST_FIELDS.page} value={page ?? ''} />
      {source ? <input type="hidden" name={POST_FIELDS.source} value={source} /> : null}
      {posted?.ticket ? <input type="hidden" name={POST_FIELDS.ticket} value={posted.ticket} /> : null}
      {/* A plain box, not a fieldset: it only lays the fields out, and each control is disabled
          itself while sending. A fieldset is a group to assistive technology, and this one had
          no name (no legend) around fields the form's own name already covers. */}
      <div className={layout.fields}>
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
            disabled={sending}
          />
        ))}
        {layout.wide ? <div className={layout.wide}>{consent}</div> : consent}
      </div>
      <FormMessage id={statusId} message={state.message} />
      <Button type="submit" size="lg" className={layout.submit} disabled={sending} aria-disabled={awaitingConsent || undefined}>
        {sending ? copy.submit.sending : copy.submit.idle}
      </Button>
    </form>
    {posted?.form === form && afterPost ? afterPost(posted) : null}
    </>
  );
}
