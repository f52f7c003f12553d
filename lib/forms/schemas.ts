import { z } from 'zod';
import { locales } from '@/lib/i18n/locale';
import { API_TOO_LONG, consentAnswers, limits, locationCounts } from './options';

// The forms' validation runs in the browser under a CSP without 'unsafe-eval': zod's probe for
// `new Function` throws there, and the browser reports it as a policy violation even though zod
// catches it. Jitless, zod never tries (and parses these small forms as fast).
z.config({ jitless: true });

export { consentAnswers, limits, locationCounts };
export type { ConsentAnswer } from './options';

/**
 * What each lead form accepts, written once: the forms validate what a visitor typed with
 * the *Values schemas, and the built-in email endpoint validates the EmailJS template
 * params with the *Params schemas, so a message the browser would refuse is refused by the
 * server too.
 */

/**
 * The messages a form's schemas speak, one object per language (the English is in
 * content/forms.ts, the Spanish in content/es/forms.ts). `{max}` is the limit in characters.
 */
export type ValidationCopy = {
  name: string;
  email: string;
  emailFormat: string;
  phone: string;
  phoneFormat: string;
  consent: string;
  tooLong: string;
  /** A value that is not one of a select's options. */
  option: string;
  /** The partner form's one message for any empty field. */
  partnerEmpty: string;
};

export const tooLongMessage = (messages: ValidationCopy, max: number) => messages.tooLong.replace('{max}', String(max));

const PHONE_CHARACTERS = /^[+()\-.\s\d]*$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;
const isPhone = (value: string) => PHONE_CHARACTERS.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The values schemas of the three forms, speaking the language of `messages`: the same
 * rules in every language, only the words differ. `businessTypes` are the values the trade
 * select may submit (content/trades.ts).
 */
export function valuesSchemasFor(messages: ValidationCopy, businessTypes: readonly string[]) {
  // The limit applies to the raw value: padding must not smuggle a long value past it.
  const text = (max: number) => z.string().max(max, tooLongMessage(messages, max)).trim();
  const requiredText = (max: number, empty: string) => text(max).min(1, empty);
  const email = (empty: string) => requiredText(limits.email, empty).regex(EMAIL, messages.emailFormat);
  const requiredPhone = (empty: string) => requiredText(limits.phone, empty).refine(isPhone, messages.phoneFormat);
  const optionalPhone = text(limits.phone).refine((value) => value === '' || isPhone(value), messages.phoneFormat);
  const oneOf = (options: readonly string[]) =>
    z.string().refine((value) => value === '' || options.includes(value), messages.option);
  const consent = z.enum(consentAnswers, { error: messages.consent });

  return {
    /** Partner application: every field is required (empty after trimming gets the catalogue message). */
    partner: z.object({
      name: requiredText(limits.name, messages.partnerEmpty),
      phone: requiredPhone(messages.partnerEmpty),
      email: email(messages.partnerEmpty),
      consent,
    }),
    contact: z.object({
      name: requiredText(limits.name, messages.name),
      email: email(messages.email),
      company: text(limits.company),
      phone: optionalPhone,
      businessType: oneOf(businessTypes),
      locations: oneOf(locationCounts),
      message: text(limits.message),
      consent,
    }),
    demo: z.object({
      name: requiredText(limits.name, messages.name),
      email: email(messages.email),
      phone: requiredPhone(messages.phone),
      businessType: oneOf(businessTypes),
      message: text(limits.message),
      consent,
    }),
  };
}

export type ValuesSchemas = ReturnType<typeof valuesSchemasFor>;
export type PartnerValues = z.infer<ValuesSchemas['partner']>;
export type ContactValues = z.infer<ValuesSchemas['contact']>;
export type DemoValues = z.infer<ValuesSchemas['demo']>;

/** The endpoint's answer for an over-long template param, in English whatever the page's language. */
export const apiTooLong = (max: number) => API_TOO_LONG.replace('{max}', String(max));

// The limit applies to the raw value: padding must not smuggle a long value past it.
const text = (max: number) => z.string().max(max, apiTooLong(max)).trim();
const requiredText = (max: number, empty: string) => text(max).min(1, empty);

/* ---- EmailJS template params, as sent by the browser and checked by the endpoint ---- */

/**
 * The language the visitor wrote in, so the team replies in it. Spanish forms send "es";
 * English forms send nothing (or "en").
 */
const language = z.enum(locales, { error: `language must be ${locales.map((code) => `"${code}"`).join(' or ')}` }).optional();

const baseParams = {
  from_name: requiredText(limits.name, 'from_name is required'),
  from_email: text(limits.email).regex(EMAIL, 'from_email must be an email address'),
  message: requiredText(limits.summary, 'message is required'),
  to_name: requiredText(limits.name, 'to_name is required'),
  subject: requiredText(200, 'subject is required'),
  language,
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

/** Field name → first error message, for showing next to each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
