'use client';

import { notify } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConsentField, FormMessage, Honeypot, SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import { useLeadForm } from '@/components/forms/use-lead-form';
import { contactParams } from '@/lib/forms/payloads';
import { businessTypes, limits, locationCounts, type ConsentAnswer } from '@/lib/forms/options';

export const CONTACT_SUCCESS = "Message sent successfully! We'll get back to you soon.";
export const CONTACT_FAILURE = 'Failed to send message. Please try again or contact us directly.';

const initial = {
  name: '',
  email: '',
  company: '',
  phone: '',
  businessType: '',
  locations: '',
  message: '',
  consent: '' as ConsentAnswer | '',
};

const summary = (errors: Record<string, string>) => {
  const count = Object.keys(errors).length;
  return count === 1 ? 'Please correct the highlighted field.' : `Please correct the ${count} highlighted fields.`;
};

/**
 * The contact form (/contact, /mwaa2025, /resources). It goes out as multipart form data
 * (emailjs.sendForm) with the contact template; the outcome is a toast.
 */
export function ContactForm({ source }: { source?: string }) {
  const form = useLeadForm({
    form: 'contact',
    initial,
    fieldOrder: ['name', 'email', 'company', 'phone', 'businessType', 'locations', 'message'],
    invalidSummary: summary,
  });
  const { values, sending, fieldId, setField, bind } = form;

  return (
    <form
      noValidate
      onFocus={form.warmUp}
      aria-label="Contact form"
      className="relative space-y-5"
      onSubmit={(event) =>
        form.submit(
          event,
          (parsed, client) => client.sendContactForm(contactParams(parsed, source)),
          (result) => {
            if (result.ok) {
              form.reset();
              void notify('success', CONTACT_SUCCESS);
            } else {
              // lib/email has logged the error to the console; everything typed stays.
              void notify('error', CONTACT_FAILURE);
            }
          },
        )
      }
    >
      <Honeypot id={`${form.idPrefix}-website`} inputRef={form.honeypot} />
      <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
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
          {...bind('company')}
          label="Company"
          autoComplete="organization"
        />
        <TextField
          {...bind('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
        />
        <SelectField
          {...bind('businessType')}
          label="Business type"
          placeholder="Choose your business type"
          options={businessTypes}
        />
        <SelectField
          {...bind('locations')}
          label="Number of locations"
          placeholder="Choose how many"
          options={locationCounts}
        />
        <TextAreaField
          {...bind('message')}
          className="sm:col-span-2"
          label="Message"
          maxLength={limits.message}
        />
        <div className="sm:col-span-2">
          <ConsentField
            id={fieldId('consent')}
            name={`${form.idPrefix}-consent`}
            question="May our team send you text messages about your enquiry?"
            value={values.consent}
            onChange={(answer) => setField('consent', answer)}
            disabled={sending}
          />
        </div>
      </fieldset>
      <FormMessage id={`${form.idPrefix}-message-status`} message={form.message} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending || values.consent === ''}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
