/**
 * The catalogue of generated PDFs. Each entry knows its public file, how to render its
 * source HTML, and the Chromium PDF options; build.mjs prints them and writes the manifest,
 * and tests/unit/documents.test.ts re-renders them to check the committed PDFs are current.
 */
import { createHash } from 'node:crypto';
import { marketingResources } from '../../content/resources';
import { SMS_POLICY_PDF, smsPolicyDocument } from '../../content/legal/sms-policy';
import { legalFooterTemplate, renderLegalPdfHtml } from './legal-pdf';
import { renderPresentationHtml } from './presentation';
import { renderBrochureHtml } from './brochure';
import { renderGuidelinesHtml } from './guidelines';

/**
 * `tagged` writes the structure tree (headings, paragraphs, lists, reading order) so screen
 * readers can read the PDF; `outline` turns its headings into bookmarks. Title and language
 * come from each document's <title> and <html lang>.
 */
export type PdfOptions = {
  preferCSSPageSize: true;
  printBackground: true;
  tagged: true;
  outline: true;
  displayHeaderFooter: boolean;
  headerTemplate?: string;
  footerTemplate?: string;
};

export type GeneratedDocument = {
  /** Public path, e.g. /documents/ladle-main-presentation.pdf */
  link: string;
  title: string;
  render: () => string;
  pdf: PdfOptions;
};

const designed: PdfOptions = { preferCSSPageSize: true, printBackground: true, tagged: true, outline: true, displayHeaderFooter: false };

function linkOf(title: string) {
  const resource = marketingResources.find((r) => r.title === title);
  if (!resource) throw new Error(`No marketing resource titled "${title}" in content/resources.ts`);
  return resource.link;
}

export const documents: GeneratedDocument[] = [
  {
    link: SMS_POLICY_PDF,
    title: smsPolicyDocument.title,
    render: () => renderLegalPdfHtml(smsPolicyDocument),
    pdf: {
      preferCSSPageSize: true,
      printBackground: true,
      tagged: true,
      outline: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: legalFooterTemplate(smsPolicyDocument),
    },
  },
  { link: linkOf('Main Presentation'), title: 'Main Presentation', render: renderPresentationHtml, pdf: designed },
  { link: linkOf('Brand Messaging Brochure'), title: 'Brand Messaging Brochure', render: renderBrochureHtml, pdf: designed },
  { link: linkOf('Logo and Brand Guidelines'), title: 'Logo and Brand Guidelines', render: renderGuidelinesHtml, pdf: designed },
];

/** What the manifest records: a hash over everything that decides the PDF's content. */
export function sourceHash(html: string, pdf: PdfOptions) {
  return createHash('sha256').update(JSON.stringify({ html, pdf })).digest('hex');
}

export const MANIFEST_PATH = 'public/documents/manifest.json';
export type Manifest = Record<string, { title: string; sourceSha256: string }>;
