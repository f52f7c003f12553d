import { fieldErrors, valuesSchemas } from './schemas';
import type { z } from 'zod';

type Forms = typeof valuesSchemas;

export type Validation<F extends keyof Forms> =
  | { ok: true; data: z.infer<Forms[F]> }
  | { ok: false; errors: Record<string, string> };

/**
 * Validates what a visitor typed. The forms load this module (and zod with it) on first
 * interaction, not with the page.
 */
export function validateValues<F extends keyof Forms>(form: F, values: unknown): Validation<F> {
  const result = valuesSchemas[form].safeParse(values);
  return result.success ? { ok: true, data: result.data as z.infer<Forms[F]> } : { ok: false, errors: fieldErrors(result.error) };
}
