import { z } from 'zod';
import { parseContent } from '@/content/schema';

/** Every policy on the site was last revised on this date. */
export const POLICY_DATE = '2025-09-26';

/**
 * Shape of a long-form legal document (Terms, Privacy, Cookies, SMS policy), as read from its
 * Markdown file (content/legal/markdown.ts). The web template (components/legal) and the PDF
 * renderer (scripts/documents) both read it, so a page and its printed copy cannot drift apart.
 *
 * A block is a paragraph (string), a bullet list, or a short labelled list of terms.
 */
const paragraph = z.string().min(20);
const list = z.object({ list: z.array(z.string().min(3)).min(2) });
const definitions = z.object({
  definitions: z.array(z.object({ term: z.string().min(2), text: z.string().min(10) })).min(1),
});
export const legalBlockSchema = z.union([paragraph, list, definitions]);

const anchorId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase, hyphenated anchor id');

export const legalSectionSchema = z.object({
  id: anchorId,
  heading: z.string().min(3),
  body: z.array(legalBlockSchema).min(1),
  subsections: z
    .array(z.object({ id: anchorId, heading: z.string().min(3), body: z.array(legalBlockSchema).min(1) }))
    .optional(),
});

export const legalDocumentSchema = z
  .object({
    /** Site path of the page that shows the document. */
    path: z.string().startsWith('/'),
    title: z.string().min(3),
    /** Meta description and the lead under the title. */
    summary: z.string().min(40),
    /** ISO date (YYYY-MM-DD); shown as "September 26, 2025". */
    lastUpdated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    intro: z.array(paragraph).default([]),
    sections: z.array(legalSectionSchema).min(3),
  })
  .superRefine((doc, ctx) => {
    // Table-of-contents anchors must be unique on the page.
    const ids = doc.sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((sub) => sub.id)]);
    const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
    if (duplicate) ctx.addIssue({ code: 'custom', message: `duplicate section id "${duplicate}"` });
  });

/** The frontmatter of content/legal/*.md; the intro and sections come from the Markdown body. */
export const legalFrontmatterSchema = z.object({
  /** Site path of the page that shows the document. */
  path: z.string().startsWith('/'),
  title: z.string().min(3),
  /** Meta description and the lead under the title. */
  summary: z.string().min(40),
  /** ISO date (YYYY-MM-DD); every policy shares POLICY_DATE unless its file says otherwise. */
  lastUpdated: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .default(() => POLICY_DATE),
});

export type LegalBlock = z.infer<typeof legalBlockSchema>;
export type LegalSection = z.infer<typeof legalSectionSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** Validates one document at module load, so a malformed entry fails `next build`. */
export function defineLegalDocument(key: string, doc: z.input<typeof legalDocumentSchema>): LegalDocument {
  return parseContent('legal documents', legalDocumentSchema, { [key]: doc })[key]!;
}

/** "2025-09-26" → "September 26, 2025" (US English long form, independent of the server's zone). */
export function formatLegalDate(iso: string) {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
