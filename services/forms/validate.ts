import { fieldErrors, siteValuesSchemasFor, valuesSchemas } from './schemas';
import type { ValidationCopy } from '@/lib/forms/schemas';
import type { z } from 'zod';

type Forms = typeof valuesSchemas;

export type Validation<F extends keyof Forms> =
  | { ok: true; data: z.infer<Forms[F]> }
  | { ok: false; errors: Record<string, string> };

/** Schemas built once per messages object (a page passes one copy for its whole life). */
const built = new WeakMap<ValidationCopy, Forms>();

function schemasFor(messages: ValidationCopy | undefined): Forms {
  if (!messages) return valuesSchemas;
  let schemas = built.get(messages);
  if (!schemas) {
    schemas = siteValuesSchemasFor(messages);
    built.set(messages, schemas);
  }
  return schemas;
}

/**
 * Validates what a visitor typed, with the error messages of `messages` (the form's copy,
 * in the page's language; English without it). The forms load this module (and zod with
 * it) on first interaction, not with the page.
 */
export function validateValues<F extends keyof Forms>(form: F, values: unknown, messages?: ValidationCopy): Validation<F> {
  const result = schemasFor(messages)[form].safeParse(values);
  return result.success ? { ok: true, data: result.data as z.infer<Forms[F]> } : { ok: false, errors: fieldErrors(result.error) };
}
