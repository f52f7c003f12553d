/**
 * Choices the lead forms offer. Kept apart from the zod schemas so a page
 * can draw a form without loading zod; validation code loads on first use.
 */

export const locationCounts = ['1', '2-5', '6-10', '11-25', '26 or more'] as const;

export const consentAnswers = ['yes', 'no'] as const;
export type ConsentAnswer = (typeof consentAnswers)[number];

export const limits = { name: 100, email: 254, phone: 40, company: 120, message: 2000, summary: 6000 } as const;

/**
 * What the endpoint answers for an over-long value (and the English forms say too): `{max}`
 * is the limit. Here, without zod, so the forms' words can use it without loading zod.
 */
export const API_TOO_LONG = 'Keep this under {max} characters.';
