'use client';

import { notify } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConsentField, FormMessage, Honeypot, TextField } from '@/components/forms/fields';
import { useLeadForm } from '@/components/forms/use-lead-form';
import { partnerParams } from '@/lib/forms/payloads';
import { PARTNER_EMPTY_FIELDS, type ConsentAnswer } from '@/lib/forms/options';

export type PartnerApplicationFormProps = {
  /** "page": the home page section (button reads Applying...); "modal": inside the dialog (Submitting...). */
  variant: 'page' | 'modal';
  /** Called after a successful send (the modal closes itself with it). */
  onSuccess?: () => void;
};

export const PARTNER_SUCCESS = "Application submitted successfully! We'll contact you soon about our partnership program.";
export const PARTNER_FAILURE = 'Failed to submit application. Please try again or contact us directly.';

const initial = { name: '', phone: '', email: '', consent: '' as ConsentAnswer | '' };

/** The partner program application, sent with the partner template as JSON (emailjs.send). */
export function PartnerApplicationForm({ variant, onSuccess }: PartnerApplicationFormProps) {
  const form = useLeadForm({
    form: 'partner',
    initial,
    fieldOrder: ['name', 'phone', 'email'],
    invalidSummary: (errors) =>
      Object.values(errors).includes(PARTNER_EMPTY_FIELDS) ? PARTNER_EMPTY_FIELDS : 'Please correct the highlighted field.',
  });
  const { values, errors, sending, fieldId, setField, bind } = form;
  const messageId = `${form.idPrefix}-message`;
  // The catalogue message speaks for every empty field, so each one points at it.
  const errorFor = (name: 'name' | 'phone' | 'email') => (errors[name] === PARTNER_EMPTY_FIELDS ? undefined : errors[name]);
  const linkSummary = (name: 'name' | 'phone' | 'email') => (errors[name] === PARTNER_EMPTY_FIELDS ? messageId : undefined);
  const invalidAttr = (name: 'name' | 'phone' | 'email') => (errors[name] ? true : undefined);

  return (
    <form
      noValidate
      onFocus={form.warmUp}
      aria-label="Partner application"
      className="relative space-y-5"
      onSubmit={(event) =>
        form.submit(
          event,
          (parsed, client) => client.sendPartnerApplication(partnerParams(parsed)),
          (result) => {
            if (result.ok) {
              form.reset();
              if (variant === 'modal') {
                void notify('success', PARTNER_SUCCESS);
                onSuccess?.();
              } else {
                form.setMessage({ tone: 'success', text: PARTNER_SUCCESS });
                onSuccess?.();
              }
            } else {
              form.setMessage({ tone: 'error', text: PARTNER_FAILURE });
            }
          },
        )
      }
    >
      <Honeypot id={`${form.idPrefix}-website`} inputRef={form.honeypot} />
      <fieldset disabled={sending} className="space-y-5">
        <TextField
          {...bind('name')}
          label="Full name"
          autoComplete="name"
          required
          error={errorFor('name')}
          aria-invalid={invalidAttr('name')}
          extraDescribedBy={linkSummary('name')}
        />
        <TextField
          {...bind('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          error={errorFor('phone')}
          aria-invalid={invalidAttr('phone')}
          extraDescribedBy={linkSummary('phone')}
        />
        <TextField
          {...bind('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errorFor('email')}
          aria-invalid={invalidAttr('email')}
          extraDescribedBy={linkSummary('email')}
        />
        <ConsentField
          id={fieldId('consent')}
          name={`${form.idPrefix}-consent`}
          question="May our partnerships team send you text messages about your application?"
          value={values.consent}
          onChange={(answer) => setField('consent', answer)}
        />
      </fieldset>
      <FormMessage id={messageId} message={form.message} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending || values.consent === ''}>
        {sending ? (variant === 'modal' ? 'Submitting...' : 'Applying...') : variant === 'modal' ? 'Submit Application' : 'Apply for Partnership'}
      </Button>
    </form>
  );
}
