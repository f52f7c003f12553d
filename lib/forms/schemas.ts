import { z } from 'zod';
import { businessTypes, consentAnswers, limits, locationCounts, PARTNER_EMPTY_FIELDS } from './options';

export { businessTypes, consentAnswers, limits, locationCounts, PARTNER_EMPTY_FIELDS };
export type { ConsentAnswer } from './options';

/**
 * What each lead form accepts, written once: the forms validate what a visitor typed with
 * the *Values schemas, and the built-in email endpoint validates the EmailJS template
 * params with the *Params schemas, so a message the browser would refuse is refused by the
 * server too.
 */

export const fieldMessages = {
  name: 'Enter your name.',
  email: 'Enter an email address, like name@example.com.',
  emailFormat: 'Enter a valid email address, like name@example.com.',
  phone: 'Enter a phone number, including the area code.',
  phoneFormat: 'Enter a phone number with 7 to 15 digits, like (954) 555-0100.',
  consent: 'Choose yes or no.',
  tooLong: (max: number) => `Keep this under ${max} characters.`,
} as const;

const PHONE_CHARACTERS = /^[+()\-.\s\d]*$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;
const isPhone = (value: string) => PHONE_CHARACTERS.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The limit applies to the raw value: padding must not smuggle a long value past it.
const text = (max: number) => z.string().max(max, fieldMessages.tooLong(max)).trim();
const requiredText = (max: number, empty: string) => text(max).min(1, empty);
const email = (empty: string) =>
  requiredText(limits.email, empty).regex(EMAIL, fieldMessages.emailFormat);
const requiredPhone = (empty: string) => requiredText(limits.phone, empty).refine(isPhone, fieldMessages.phoneFormat);
const optionalPhone = text(limits.phone).refine((value) => value === '' || isPhone(value), fieldMessages.phoneFormat);
const oneOf = (options: readonly string[]) =>
  z.string().refine((value) => value === '' || options.includes(value), 'Choose one of the listed options.');
const consent = z.enum(consentAnswers, { error: fieldMessages.consent });

/** Partner application: every field is required (empty after trimming gets the catalogue message). */
export const partnerValuesSchema = z.object({
  name: requiredText(limits.name, PARTNER_EMPTY_FIELDS),
  phone: requiredPhone(PARTNER_EMPTY_FIELDS),
  email: email(PARTNER_EMPTY_FIELDS),
  consent,
});
export type PartnerValues = z.infer<typeof partnerValuesSchema>;

export const contactValuesSchema = z.object({
  name: requiredText(limits.name, fieldMessages.name),
  email: email(fieldMessages.email),
  company: text(limits.company),
  phone: optionalPhone,
  businessType: oneOf(businessTypes),
  locations: oneOf(locationCounts),
  message: text(limits.message),
  consent,
});
export type ContactValues = z.infer<typeof contactValuesSchema>;

export const demoValuesSchema = z.object({
  name: requiredText(limits.name, fieldMessages.name),
  email: email(fieldMessages.email),
  phone: requiredPhone(fieldMessages.phone),
  businessType: oneOf(businessTypes),
  message: text(limits.message),
  consent,
});
export type DemoValues = z.infer<typeof demoValuesSchema>;

/* ---- EmailJS template params, as sent by the browser and checked by the endpoint ---- */

const baseParams = {
  from_name: requiredText(limits.name, 'from_name is required'),
  from_email: text(limits.email).regex(EMAIL, 'from_email must be an email address'),
  message: requiredText(limits.summary, 'message is required'),
  to_name: requiredText(limits.name, 'to_name is required'),
  subject: requiredText(200, 'subject is required'),
};

export const partnerParamsSchema = z.object({ ...baseParams, phone: requiredText(limits.phone, 'phone is required') });
export const contactParamsSchema = z.object({
  ...baseParams,
  company: text(limits.company),
  phone: text(limits.phone),
  business_type: text(60),
  number_of_locations: text(20),
});
export const demoParamsSchema = z.object({
  ...baseParams,
  phone: requiredText(limits.phone, 'phone is required'),
  business_type: text(60),
});

export type PartnerParams = z.infer<typeof partnerParamsSchema>;
export type ContactParams = z.infer<typeof contactParamsSchema>;
export type DemoParams = z.infer<typeof demoParamsSchema>;

export const templateParamsSchemas = {
  partner: partnerParamsSchema,
  contact: contactParamsSchema,
  demo: demoParamsSchema,
} as const;

/** The values schema of each form, by form id. */
export const valuesSchemas = {
  partner: partnerValuesSchema,
  contact: contactValuesSchema,
  demo: demoValuesSchema,
} as const;

/** Field name → first error message, for showing next to each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
