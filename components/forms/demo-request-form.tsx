'use client';

import { notify } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConsentField, FormMessage, Honeypot, SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import { useLeadForm } from '@/components/forms/use-lead-form';
import { demoParams } from '@/lib/forms/payloads';
import { businessTypes, limits, type ConsentAnswer } from '@/lib/forms/options';

type DemoRequestFormProps = {
  source?: string;
  /** Called after a successful send: the dialog closes. */
  onSent: () => void;
};

export const DEMO_SUCCESS = "Demo request sent! We'll call you within one business day to set it up.";
export const DEMO_FAILURE = 'Failed to send your demo request. Please try again or contact us directly.';

const initial = { name: '', email: '', phone: '', businessType: '', message: '', consent: '' as ConsentAnswer | '' };

const summary = (errors: Record<string, string>) => {
  const count = Object.keys(errors).length;
  return count === 1 ? 'Please correct the highlighted field.' : `Please correct the ${count} highlighted fields.`;
};

/** The short form inside the shared demo dialog, sent as JSON (emailjs.send) with the demo template. */
export function DemoRequestForm({ source, onSent }: DemoRequestFormProps) {
  const form = useLeadForm({
    form: 'demo',
    initial,
    fieldOrder: ['name', 'email', 'phone', 'businessType', 'message'],
    invalidSummary: summary,
  });
  const { values, errors, sending, fieldId, setField } = form;

  return (
    <form
      noValidate
      onFocus={form.warmUp}
      aria-label="Demo request"
      className="relative space-y-5"
      onSubmit={(event) =>
        form.submit(
          event,
          (parsed, client) => client.sendDemoRequest(demoParams(parsed, source)),
          (result) => {
            if (result.ok) {
              form.reset();
              void notify('success', DEMO_SUCCESS);
              onSent();
            } else {
              form.setMessage({ tone: 'error', text: DEMO_FAILURE });
            }
          },
        )
      }
    >
      <Honeypot id={`${form.idPrefix}-website`} inputRef={form.honeypot} />
      <fieldset disabled={sending} className="space-y-4">
        <TextField
          id={fieldId('name')}
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(e) => setField('name', e.target.value)}
          error={errors.name}
        />
        <TextField
          id={fieldId('email')}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => setField('email', e.target.value)}
          error={errors.email}
        />
        <TextField
          id={fieldId('phone')}
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={values.phone}
          onChange={(e) => setField('phone', e.target.value)}
          error={errors.phone}
        />
        <SelectField
          id={fieldId('businessType')}
          label="Business type"
          name="businessType"
          placeholder="Choose your business type"
          options={businessTypes}
          value={values.businessType}
          onChange={(e) => setField('businessType', e.target.value)}
          error={errors.businessType}
        />
        <TextAreaField
          id={fieldId('message')}
          label="What would you like to see?"
          name="message"
          rows={3}
          maxLength={limits.message}
          value={values.message}
          onChange={(e) => setField('message', e.target.value)}
          error={errors.message}
        />
        <ConsentField
          id={fieldId('consent')}
          name={`${form.idPrefix}-consent`}
          question="May we text you to schedule the demo?"
          value={values.consent}
          onChange={(answer) => setField('consent', answer)}
          disabled={sending}
        />
      </fieldset>
      <FormMessage id={`${form.idPrefix}-message-status`} message={form.message} />
      <Button type="submit" size="lg" className="w-full" disabled={sending || values.consent === ''}>
        {sending ? 'Sending...' : 'Send Request'}
      </Button>
    </form>
  );
}
