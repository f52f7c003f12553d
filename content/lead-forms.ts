import type { EmailFormId } from '@/lib/email/config';
import { limits, locationCounts, type ConsentAnswer } from '@/lib/forms/options';
import { businessTypeOptions as businessTypes } from '@/content/trades';

/**
 * What each lead form asks for, in page order: the one lead-form shell
 * (components/forms/lead-form.tsx) draws a form from its entry here, and its strings from
 * content/forms.ts. Adding a field is one entry here, its label in the copy and its rule
 * in the zod schema (lib/forms/schemas.ts).
 */

type FieldBase<Name extends string> = {
  name: Name;
  /** Marked with an asterisk and `required`; otherwise the label says "(optional)". */
  required?: boolean;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
};

export type FieldSpec<Name extends string = string> =
  | (FieldBase<Name> & { kind: 'input'; type: 'text' | 'email' | 'tel'; autoComplete: string })
  | (FieldBase<Name> & { kind: 'select'; options: readonly string[] })
  | (FieldBase<Name> & { kind: 'textarea'; maxLength: number; rows?: number });

/** How the shell lays the fields out (the classes live with the component). */
export type FormLayout = 'two-columns' | 'stack' | 'compact';

const contactFields = [
  { name: 'name', kind: 'input', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', kind: 'input', type: 'email', autoComplete: 'email', required: true },
  { name: 'company', kind: 'input', type: 'text', autoComplete: 'organization' },
  { name: 'phone', kind: 'input', type: 'tel', autoComplete: 'tel' },
  { name: 'businessType', kind: 'select', options: businessTypes },
  { name: 'locations', kind: 'select', options: locationCounts },
  { name: 'message', kind: 'textarea', maxLength: limits.message, wide: true },
] as const satisfies readonly FieldSpec[];

const demoFields = [
  { name: 'name', kind: 'input', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', kind: 'input', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', kind: 'input', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'businessType', kind: 'select', options: businessTypes },
  { name: 'message', kind: 'textarea', maxLength: limits.message, rows: 3 },
] as const satisfies readonly FieldSpec[];

const partnerFields = [
  { name: 'name', kind: 'input', type: 'text', autoComplete: 'name', required: true },
  { name: 'phone', kind: 'input', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'email', kind: 'input', type: 'email', autoComplete: 'email', required: true },
] as const satisfies readonly FieldSpec[];

export type ContactFieldName = (typeof contactFields)[number]['name'];
export type DemoFieldName = (typeof demoFields)[number]['name'];
export type PartnerFieldName = (typeof partnerFields)[number]['name'];

export type LeadFormDefinition = { fields: readonly FieldSpec[]; layout: FormLayout };

export const leadForms = {
  contact: { fields: contactFields, layout: 'two-columns' },
  demo: { fields: demoFields, layout: 'compact' },
  partner: { fields: partnerFields, layout: 'stack' },
} as const satisfies Record<EmailFormId, LeadFormDefinition>;

/** What a visitor has typed: one string per field, plus the consent answer ('' until chosen). */
export type LeadValues = Record<string, string> & { consent: ConsentAnswer | '' };

/** Every field empty and no consent answer: a new form, and a form after a successful send. */
export function emptyValues(fields: readonly FieldSpec[]): LeadValues {
  return { ...Object.fromEntries(fields.map((field) => [field.name, ''])), consent: '' };
}
