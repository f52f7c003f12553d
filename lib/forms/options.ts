/**
 * Choices the lead forms offer. Kept apart from the zod schemas so a page
 * can draw a form without loading zod; validation code loads on first use.
 */

/** The trades a lead can pick, from the industries family's index, plus a catch-all. */
export { businessTypeOptions as businessTypes } from '@/content/trades';

export const locationCounts = ['1', '2-5', '6-10', '11-25', '26 or more'] as const;

export const consentAnswers = ['yes', 'no'] as const;
export type ConsentAnswer = (typeof consentAnswers)[number];

export const limits = { name: 100, email: 254, phone: 40, company: 120, message: 2000, summary: 6000 } as const;
