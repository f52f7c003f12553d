/**
 * The lead forms' rules bound to this site: the English messages of content/forms.ts and the
 * trades of content/trades.ts, handed to the tool in lib/forms/schemas.ts.
 */
import { validationCopy } from '@/content/forms';
import { businessTypeOptions } from '@/content/trades';
import { valuesSchemasFor, type ValidationCopy, type ValuesSchemas } from '@/lib/forms/schemas';

export * from '@/lib/forms/schemas';

/** The values schemas of a form in the language of `messages`, over this site's trades. */
export const siteValuesSchemasFor = (messages: ValidationCopy): ValuesSchemas => valuesSchemasFor(messages, businessTypeOptions);

/** The values schema of each form, by form id, with the English messages. */
export const valuesSchemas = siteValuesSchemasFor(validationCopy);
export const partnerValuesSchema = valuesSchemas.partner;
export const contactValuesSchema = valuesSchemas.contact;
export const demoValuesSchema = valuesSchemas.demo;
