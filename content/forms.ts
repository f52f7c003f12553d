import type { Locale } from '@/lib/i18n/locale';
import { API_TOO_LONG, type ConsentAnswer } from '@/lib/forms/options';
import type { ValidationCopy } from '@/lib/forms/schemas';
import type { ContactFieldName, DemoFieldName, PartnerFieldName } from '@/content/lead-forms';

/**
 * Every string a visitor reads or hears in the lead forms and their dialogs, in English.
 * Plain, serialisable data: a server page can pass another language's copy of these
 * objects to the same components as props. `{count}`, `{brand}`, `{replyWithin}`, `{policy}`
 * and `{phone}` mark where a number, a name, the reply time or a link goes, so a translation
 * can put them where its grammar wants them. The brand and the reply time are filled in by
 * the lead dialog from facts its server component hands it (components/forms/lead-dialog.tsx),
 * so this module, which the inline forms bring to the browser, does not bring content/site.ts
 * with it. The words of the buttons that open the dialogs are in
 * content/form-buttons.ts: they are on every page, these only where a form is.
 */

/** The partner form's one message for any empty field (the zod schema reports it too). */
export const PARTNER_EMPTY_FIELDS = 'Please fill in all fields to apply for partnership.';

/**
 * The messages of the forms' zod schemas (lib/forms/schemas.ts builds them from a copy of
 * this object, so a translation of it gives translated errors).
 */
export type { ValidationCopy };

export const validationCopy: ValidationCopy = {
  name: 'Enter your name.',
  email: 'Enter an email address, like name@example.com.',
  emailFormat: 'Enter a valid email address, like name@example.com.',
  phone: 'Enter a phone number, including the area code.',
  phoneFormat: 'Enter a phone number with 7 to 15 digits, like (954) 555-0100.',
  consent: 'Choose yes or no.',
  // The same sentence the endpoint answers with, so it is written once.
  tooLong: API_TOO_LONG,
  option: 'Choose one of the listed options.',
  partnerEmpty: PARTNER_EMPTY_FIELDS,
};

export type FieldCopy = {
  label: string;
  /** Shown under the control and linked to it with aria-describedby. */
  hint?: string;
  /** The empty first option of a select. */
  placeholder?: string;
  /**
   * What a select shows for each of its values, where it differs from the value (a
   * translation): the value sent stays the same in every language.
   */
  options?: Readonly<Record<string, string>>;
};

export type LeadFormCopy<Field extends string = string> = {
  /** The form's accessible name. */
  name: string;
  fields: Record<Field, FieldCopy>;
  consentQuestion: string;
  submit: { idle: string; sending: string };
  /** The button's words when the form sits in a dialog, if they differ. */
  submitInDialog?: { idle: string; sending: string };
  success: string;
  failure: string;
  /** The form-level message when fields are in error; `many` has a `{count}`. */
  invalid: {
    one: string;
    many: string;
    /**
     * A field error that speaks for the whole form: it is said once, as the form's
     * message, and every field it belongs to points at that message.
     */
    formLevel?: string;
  };
};

/** Strings every lead form shares. */
export type CommonFormCopy = {
  /** After the label of a field that may be left empty. */
  optional: string;
  /** The label of the hidden field that only bots fill in. */
  honeypot: string;
  /** The validation messages, in the same language as the labels. */
  messages: ValidationCopy;
  consent: {
    /** Under the consent question; `{policy}` is where the policy link goes. */
    hint: string;
    policy: { label: string; href: string };
    answers: Record<ConsentAnswer, string>;
  };
};

/**
 * What only the server says, in its answer to a form posted without JavaScript
 * (services/forms/native-post.ts). Kept apart from CommonFormCopy, which the browser's
 * code and every Spanish form's props carry, so those never hold words they cannot show.
 */
export type PostedFormCopy = {
  /** The server could not yet tell the post from an automated one (no fill-time ticket, or sent too fast): nothing was sent, everything typed is kept. */
  resend: string;
};

export const postedFormCopy: PostedFormCopy = {
  resend: 'Almost there: your message is not sent yet. Please check your details and press the button again to send it.',
};

export type DialogCopy = {
  title: string;
  /** `{brand}` is where the company name goes, `{replyWithin}` the reply time. */
  description: string;
  /** After the description; `{phone}` is where the sales number goes. */
  callPrompt?: string;
};

/**
 * Everything a lead-form dialog says, handed by the server to the button that opens it
 * (components/forms/lead-dialog.tsx), so a Spanish page's dialog speaks Spanish without the
 * browser loading both languages. Without it the dialog uses the English copy below.
 */
export type LeadDialogCopy = {
  dialog: DialogCopy;
  form: LeadFormCopy;
  common: CommonFormCopy;
  /** The dialog's close button. */
  close: string;
  /** Sent with the lead (`language` in the template params) when it is not English. */
  language?: Locale;
};

/** Labels the contact and demo forms share. */
const sharedFields = {
  name: { label: 'Name' },
  email: { label: 'Email' },
  phone: { label: 'Phone' },
  businessType: { label: 'Business type', placeholder: 'Choose your business type' },
} satisfies Record<string, FieldCopy>;

const invalidCount = {
  one: 'Please correct the highlighted field.',
  many: 'Please correct the {count} highlighted fields.',
};

const contact: LeadFormCopy<ContactFieldName> = {
  name: 'Contact form',
  fields: {
    ...sharedFields,
    company: { label: 'Company' },
    locations: { label: 'Number of locations', placeholder: 'Choose how many' },
    message: { label: 'Message' },
  },
  consentQuestion: 'May our team send you text messages about your enquiry?',
  submit: { idle: 'Send Message', sending: 'Sending...' },
  success: "Message sent successfully! We'll get back to you soon.",
  failure: 'Failed to send message. Please try again or contact us directly.',
  invalid: invalidCount,
};

const demo: LeadFormCopy<DemoFieldName> = {
  name: 'Demo request',
  fields: { ...sharedFields, message: { label: 'What would you like to see?' } },
  consentQuestion: 'May we text you to schedule the demo?',
  submit: { idle: 'Send Request', sending: 'Sending...' },
  success: "Demo request sent! We'll call you within {replyWithin} to set it up.",
  failure: 'Failed to send your demo request. Please try again or contact us directly.',
  invalid: invalidCount,
};

const partner: LeadFormCopy<PartnerFieldName> = {
  name: 'Partner application',
  fields: {
    name: { label: 'Full name' },
    phone: sharedFields.phone,
    email: sharedFields.email,
  },
  consentQuestion: 'May our partnerships team send you text messages about your application?',
  submit: { idle: 'Apply for Partnership', sending: 'Applying...' },
  submitInDialog: { idle: 'Submit Application', sending: 'Submitting...' },
  success: "Application submitted successfully! We'll contact you soon about our partnership program.",
  failure: 'Failed to submit application. Please try again or contact us directly.',
  invalid: { one: invalidCount.one, many: invalidCount.one, formLevel: PARTNER_EMPTY_FIELDS },
};

export const leadFormCopy = { contact, demo, partner };

export const commonFormCopy: CommonFormCopy = {
  optional: '(optional)',
  honeypot: 'Leave this field empty',
  messages: validationCopy,
  consent: {
    hint: 'Required: choose yes or no; either answer lets you send. Message and data rates may apply; reply STOP to opt out. See our {policy}.',
    policy: { label: 'SMS Privacy Policy', href: '/privacy-phone-text' },
    answers: { yes: 'Yes, text me', no: 'No, thanks' },
  },
};

export const dialogCopy: Record<'demo' | 'partner', DialogCopy> = {
  demo: {
    title: 'Request a demo',
    description: 'See {brand} on your own menu. A specialist will call you within {replyWithin} to set up a 20-minute walkthrough.',
    callPrompt: 'Prefer to talk now? Call {phone}.',
  },
  partner: {
    title: 'Apply to become a partner',
    description: 'Tell us how to reach you. Our partnerships team replies within {replyWithin}.',
  },
};

/** The form-level message for a failed validation. */
export function invalidSummary(copy: LeadFormCopy['invalid'], errors: Record<string, string>) {
  const messages = Object.values(errors);
  if (copy.formLevel && messages.includes(copy.formLevel)) return copy.formLevel;
  return messages.length === 1 ? copy.one : copy.many.replace('{count}', String(messages.length));
}

/** Splits a string at its `{slot}` marker, for putting a link or a number there. */
export function aroundSlot(text: string, slot: string): [before: string, after: string] {
  const at = text.indexOf(`{${slot}}`);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + slot.length + 2)];
}
