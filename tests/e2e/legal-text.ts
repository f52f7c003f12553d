import type { LegalBlock, LegalDocument } from '../../content/legal/schema';

/** Server HTML reduced to its visible text: tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Every sentence-level string of a legal document: headings, paragraphs, list items, terms. */
export function documentStrings(doc: LegalDocument) {
  const fromBlocks = (blocks: LegalBlock[]) =>
    blocks.flatMap((block) =>
      typeof block === 'string' ? [block] : 'list' in block ? block.list : block.definitions.flatMap((d) => [d.term, d.text]),
    );
  return [
    doc.title,
    doc.summary,
    ...doc.intro,
    ...doc.sections.flatMap((s) => [
      s.heading,
      ...fromBlocks(s.body),
      ...(s.subsections ?? []).flatMap((sub) => [sub.heading, ...fromBlocks(sub.body)]),
    ]),
  ].map((text) => text.replace(/\s+/g, ' '));
}
