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
  const { values, sending, fieldId, setField, bind } = form;

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
          {...bind('name')}
          label="Name"
          autoComplete="name"
          required
        />
        <TextField
          {...bind('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          {...bind('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
        />
        <SelectField
          {...bind('businessType')}
          label="Business type"
          placeholder="Choose your business type"
          options={businessTypes}
        />
        <TextAreaField
          {...bind('message')}
          label="What would you like to see?"
          rows={3}
          maxLength={limits.message}
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
