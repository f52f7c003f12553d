import { z } from 'zod';
import { emailConfig, formForTemplate, type EmailFormId } from './config';
import { Rejection, type Envelope } from './read-request';
import { apiTooLong, limits, templateParamsSchemas } from '@/lib/forms/schemas';
import type { LeadParamValue, NewLead } from '@/lib/leads/store';
import { locales } from '@/lib/i18n/locale';
import { cleanAttribution, isAttributionParam } from '@/lib/visit/clean-attribution';

/**
 * Checks an EmailJS envelope the way EmailJS does, and returns the copy to store: the
 * parsed, trimmed params, never the raw request.
 *
 * Template params: the fields a form requires are required; every field it may leave
 * empty is optional (a template prints nothing for it). Extra params a template may use
 * are accepted within limits: at most MAX_PARAMS keys, each a short identifier, each value
 * a string (at most limits.message characters), a number or a boolean. Anything else,
 * nested objects included, is refused with a reason before it is serialised anywhere.
 */

const MAX_PARAMS = 30;
const MAX_KEY_LENGTH = 64;
const KEY = new RegExp(`^[A-Za-z][A-Za-z0-9_-]{0,${MAX_KEY_LENGTH - 1}}$`);

/** What the endpoint stores: a lead before the endpoint adds how it came and the spam checks. */
export type ValidatedMessage = Omit<NewLead, 'via' | 'spam' | 'spam_reason'>;

/** Each form's params schema with the fields the form does not require made optional. */
const endpointSchemas = Object.fromEntries(
  Object.entries(templateParamsSchemas).map(([form, schema]) => [
    form,
    z.object(
      Object.fromEntries(
        Object.entries(schema.shape).map(([key, field]: [string, z.ZodType]) => [key, field.safeParse('').success ? field.optional() : field]),
      ),
    ),
  ]),
) as Record<EmailFormId, z.ZodObject>;

const extraText = z.string().max(limits.message, apiTooLong(limits.message)).trim();

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function kindOf(value: unknown) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function invalid(key: string, reason: string): never {
  throw new Rejection(400, `Invalid template_params.${key}: ${reason}`);
}

/** Shape checks every param passes before any schema sees it. */
function checkShape(params: unknown): Record<string, LeadParamValue> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new Rejection(400, 'The template_params parameter must be an object');
  }
  const entries = Object.entries(params);
  if (entries.length > MAX_PARAMS) {
    throw new Rejection(400, `The template_params parameter has ${entries.length} keys; at most ${MAX_PARAMS} are accepted`);
  }
  for (const [key, value] of entries) {
    if (!KEY.test(key)) {
      const shown = JSON.stringify(key.length > 80 ? `${key.slice(0, 80)}…` : key);
      throw new Rejection(400, `The template_params key ${shown} is not 1-${MAX_KEY_LENGTH} letters, digits, "_" or "-", starting with a letter`);
    }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      invalid(key, `a string, number or boolean is expected, not ${kindOf(value)}`);
    }
  }
  return params as Record<string, LeadParamValue>;
}

function validateParams(form: EmailFormId, raw: unknown): Record<string, LeadParamValue> {
  const params = checkShape(raw);
  const schema = endpointSchemas[form];
  const checked = schema.safeParse(params);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    invalid(issue?.path.join('.') ?? '', issue?.message ?? 'malformed');
  }
  const result: Record<string, LeadParamValue> = { ...(checked.data as Record<string, string>) };
  for (const [key, value] of Object.entries(params)) {
    // Where the visit came from is cleaned, never a reason to refuse the lead (below).
    if (key in schema.shape || isAttributionParam(key)) continue;
    if (typeof value !== 'string') {
      result[key] = value;
      continue;
    }
    const extra = extraText.safeParse(value);
    if (!extra.success) invalid(key, extra.error.issues[0]?.message ?? 'malformed');
    result[key] = extra.data;
  }
  return { ...result, ...cleanAttribution(params, locales) };
}

export function validateEnvelope(envelope: Envelope): ValidatedMessage {
  const { user_id, service_id, template_id, template_params, lib_version } = envelope;
  if (!nonEmptyString(user_id)) throw new Rejection(400, 'The user_id parameter is required (the public key, a non-empty string)');
  if (user_id !== emailConfig.publicKey) throw new Rejection(400, 'The public key (user_id) is invalid');
  if (!nonEmptyString(service_id)) throw new Rejection(400, 'The service_id parameter is required (a non-empty string)');
  if (service_id !== emailConfig.serviceId) throw new Rejection(400, 'The service ID (service_id) is invalid');
  if (!nonEmptyString(template_id)) throw new Rejection(400, 'The template_id parameter is required (a non-empty string)');
  const form = formForTemplate(template_id);
  if (!form) throw new Rejection(400, 'The template ID (template_id) is invalid');
  return {
    form,
    service_id,
    template_id,
    ...(typeof lib_version === 'string' && lib_version.length <= 32 ? { lib_version } : {}),
    template_params: validateParams(form, template_params),
  };
}
