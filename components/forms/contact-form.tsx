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
  const { values, errors, sending, fieldId, setField } = form;

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
          id={fieldId('company')}
          label="Company"
          name="company"
          autoComplete="organization"
          value={values.company}
          onChange={(e) => setField('company', e.target.value)}
          error={errors.company}
        />
        <TextField
          id={fieldId('phone')}
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
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
        <SelectField
          id={fieldId('locations')}
          label="Number of locations"
          name="locations"
          placeholder="Choose how many"
          options={locationCounts}
          value={values.locations}
          onChange={(e) => setField('locations', e.target.value)}
          error={errors.locations}
        />
        <TextAreaField
          id={fieldId('message')}
          className="sm:col-span-2"
          label="Message"
          name="message"
          maxLength={limits.message}
          value={values.message}
          onChange={(e) => setField('message', e.target.value)}
          error={errors.message}
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
