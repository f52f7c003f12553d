import sanitizeHtml from 'sanitize-html';
import type { Token } from 'markdown-it';
import { formatAddress, site } from '@/content/site';
import { CONSENT_KEY } from '@/lib/consent';
import { FIRST_TOUCH_DAYS, FIRST_TOUCH_KEY } from '@/lib/visit/first-touch';
import { TICKET_COOKIE, TICKET_MAX_AGE_MS } from '@/lib/forms/ticket-cookie';
import { DEMO_REQUEST_COOKIE, DEMO_REQUEST_MAX_AGE_MS } from '@/lib/forms/demo-request-cookie';
import { BUCKET_COOKIE, BUCKET_COOKIE_DAYS, BUCKET_COUNT } from '@/lib/experiments/assignment';
import { FIRST_VIEW_PREFIX } from '@/lib/experiments/first-view';
import { EXPERIMENT_RETENTION_DAYS, RETENTION_DAYS, VITALS_RETENTION_DAYS } from '@/lib/insights/store';
import { createMarkdown, createToken, readMarkdownFile, slugify } from '@/content/markdown';
import { linkifySegments } from './links';
import { defineLegalDocument, legalFrontmatterSchema, type LegalBlock, type LegalDocument } from './schema';

/**
 * Reads a legal text from content/legal/{key}.md into two forms of one source:
 *   - the document's data (sections, paragraphs, lists, terms), which the PDF renderer and
 *     the tests read;
 *   - its HTML, rendered by markdown-it and sanitized, which the page places as one opaque
 *     node that React does not hydrate element by element.
 *
 * Writing a legal text: `##` starts a numbered section and `###` a subsection; the anchor id is
 * the heading's slug, or `{#id}` after the heading. A bullet list whose every item starts
 * with `**Term**: ` is a list of terms. `{{name}}`, `{{owner}}`, `{{address}}`,
 * `{{support.email}}`, `{{support.phone}}`, `{{sales.email}}`, `{{sales.phone}}` and
 * `{{consentKey}}`, `{{firstTouchKey}}`, `{{firstTouchDays}}`, `{{ticketCookie}}`,
 * `{{ticketHours}}`, `{{demoRequestCookie}}`, `{{demoRequestDays}}`, `{{bucketCookie}}`, `{{bucketDays}}`, `{{bucketMax}}`, `{{firstViewPrefix}}`
 * `{{experimentRecordDays}}`, `{{countRecordDays}}` and `{{vitalRecordDays}}` insert those facts from content/site.ts, lib/consent.ts,
 * lib/visit/first-touch.ts, lib/forms/ticket-cookie.ts, lib/experiments and lib/insights/store.ts.
 */
export type LegalPage = LegalDocument & {
  /** Sanitized HTML of the intro and of each numbered section, in order. */
  html: { intro: string; sections: string[] };
};

const facts: Record<string, string> = {
  name: site.name,
  owner: site.owner,
  address: formatAddress(),
  'support.email': site.support.email,
  'support.phone': site.support.phone.display,
  'sales.email': site.sales.email,
  'sales.phone': site.sales.phone.display,
  consentKey: CONSENT_KEY,
  firstTouchKey: FIRST_TOUCH_KEY,
  firstTouchDays: String(FIRST_TOUCH_DAYS),
  ticketCookie: TICKET_COOKIE,
  ticketHours: String(TICKET_MAX_AGE_MS / 3_600_000),
  demoRequestCookie: DEMO_REQUEST_COOKIE,
  demoRequestDays: String(DEMO_REQUEST_MAX_AGE_MS / 86_400_000),
  bucketCookie: BUCKET_COOKIE,
  bucketDays: String(BUCKET_COOKIE_DAYS),
  bucketMax: String(BUCKET_COUNT - 1),
  firstViewPrefix: FIRST_VIEW_PREFIX,
  experimentRecordDays: String(EXPERIMENT_RETENTION_DAYS),
  countRecordDays: String(RETENTION_DAYS),
  vitalRecordDays: String(VITALS_RETENTION_DAYS),
};

/**
 * The one class the HTML carries: a list of terms is drawn apart from a bullet list. Every
 * other style of a legal text is in app/globals.css (`.legal-html`), written once there
 * instead of on each of its hundreds of elements: the page sends this HTML twice, in the
 * markup and again in its RSC payload.
 */
const TERMS_CLASS = 'terms';

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ['section', 'h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'span'],
  allowedAttributes: { '*': ['class', 'id'], a: ['href', 'class'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

const md = createMarkdown();
const HEADING_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/;

/** The visible text of an inline token, escapes resolved. */
function inlineText(inline: Token) {
  return (inline.children ?? []).map((child) => (child.type === 'softbreak' ? ' ' : child.content)).join('');
}

/** Heading text and anchor id; strips a trailing `{#id}` from the rendered heading. */
function headingOf(inline: Token) {
  const children = inline.children ?? [];
  const last = children[children.length - 1];
  const explicit = last?.type === 'text' ? HEADING_ID.exec(last.content) : null;
  if (explicit && last) last.content = last.content.slice(0, explicit.index);
  const heading = inlineText(inline);
  return { heading, id: explicit?.[1] ?? slugify(heading) };
}

/** Replaces the text tokens of an inline token (outside bold terms) by linked segments. */
function linkify(inline: Token, currentPath: string) {
  const out: Token[] = [];
  let inStrong = false;
  for (const child of inline.children ?? []) {
    if (child.type === 'strong_open') inStrong = true;
    if (child.type === 'strong_close') inStrong = false;
    if (child.type !== 'text' || inStrong) {
      out.push(child);
      continue;
    }
    for (const segment of linkifySegments(child.content, currentPath)) {
      const text = createToken(md, 'text', '', 0, segment.text);
      if (!segment.href) {
        out.push(text);
        continue;
      }
      const open = createToken(md, 'link_open', 'a', 1);
      open.attrs = [['href', segment.href]];
      out.push(open, text, createToken(md, 'link_close', 'a', -1));
    }
  }
  inline.children = out;
}

/** A bullet list is a list of terms when every item starts with `**Term**: `. */
function termOf(inline: Token) {
  const [open, name, close, rest] = inline.children ?? [];
  if (open?.type !== 'strong_open' || name?.type !== 'text' || close?.type !== 'strong_close' || !rest?.content.startsWith(': ')) return null;
  return { term: name.content, text: inlineText(inline).slice(name.content.length + 2) };
}

type Group = { heading?: { heading: string; id: string }; tokens: Token[] };

/** Reads one block (paragraph or list) starting at tokens[start]; returns its data and its end. */
function readBlock(tokens: Token[], start: number): { block: LegalBlock; end: number } {
  const token = tokens[start]!;
  if (token.type === 'paragraph_open') {
    return { block: inlineText(tokens[start + 1]!), end: start + 3 };
  }
  if (token.type !== 'bullet_list_open') throw new Error(`unsupported Markdown block "${token.type}" in a legal text`);
  let end = start + 1;
  while (!(tokens[end]!.type === 'bullet_list_close' && tokens[end]!.level === token.level)) end++;
  const items = tokens.slice(start, end).filter((t) => t.type === 'inline' && t.level === token.level + 3);
  const terms = items.map(termOf);
  if (terms.every((term) => term !== null)) {
    token.attrSet('class', TERMS_CLASS);
    return { block: { definitions: terms }, end: end + 1 };
  }
  return { block: { list: items.map(inlineText) }, end: end + 1 };
}

function readBlocks(tokens: Token[]) {
  const blocks: LegalBlock[] = [];
  for (let index = 0; index < tokens.length; ) {
    const { block, end } = readBlock(tokens, index);
    blocks.push(block);
    index = end;
  }
  return blocks;
}

/** Splits block tokens at headings of one level: the part before the first one, then one group per heading. */
function splitAt(tokens: Token[], tag: 'h2' | 'h3'): [Token[], Group[]] {
  const before: Token[] = [];
  const groups: Group[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === 'heading_open' && token.tag === tag) {
      groups.push({ heading: headingOf(tokens[index + 1]!), tokens: tokens.slice(index, index + 3) });
      index += 2;
    } else (groups.length ? groups[groups.length - 1]!.tokens : before).push(token);
  }
  return [before, groups];
}

const render = (tokens: Token[]) => sanitizeHtml(md.renderer.render(tokens, md.options, {}), sanitizeOptions);

/**
 * A numbered section's HTML, carrying its length in characters of text: on a small screen the
 * stylesheet sizes the section's placeholder from it while the section is off screen
 * (`.legal-html > section` in app/globals.css).
 */
function sectionHtml(tokens: Token[]) {
  const html = render(tokens);
  return `<section style="--text-length:${html.replace(/<[^>]*>/g, '').length}">${html}</section>`;
}

/** Prefixes a heading's inline content: `<span>1.</span> ` for sections, `1.2 ` for subsections. */
function numberHeading(headingTokens: Token[], id: string, prefix: Token) {
  const [open, inline] = headingTokens;
  open!.attrSet('id', id);
  inline!.children = [prefix, ...(inline!.children ?? [])];
}

export function loadLegalDocument(key: string): LegalPage {
  const { meta, body } = readMarkdownFile('legal documents', `legal/${key}.md`, legalFrontmatterSchema, facts);
  const tokens = md.parse(body, {});
  // Emails, phone numbers and other policies become links in the text, never in headings.
  tokens.forEach((token, index) => token.type === 'inline' && tokens[index - 1]?.type !== 'heading_open' && linkify(token, meta.path));

  const [introTokens, sectionGroups] = splitAt(tokens, 'h2');
  const intro = readBlocks(introTokens).map((block) => {
    if (typeof block !== 'string') throw new Error(`content/legal/${key}.md: the intro holds paragraphs only`);
    return block;
  });

  const sectionsHtml: string[] = [];
  const sections = sectionGroups.map((group, index) => {
    const [headingTokens, rest] = [group.tokens.slice(0, 3), group.tokens.slice(3)];
    const number = String(index + 1);
    numberHeading(headingTokens, group.heading!.id, createToken(md, 'html_inline', '', 0, `<span>${number}.</span> `));
    const [bodyTokens, subGroups] = splitAt(rest, 'h3');
    const subsections = subGroups.map((sub, subIndex) => {
      numberHeading(sub.tokens.slice(0, 3), sub.heading!.id, createToken(md, 'text', '', 0, `${number}.${subIndex + 1} `));
      return { id: sub.heading!.id, heading: sub.heading!.heading, body: readBlocks(sub.tokens.slice(3)) };
    });
    const sectionBody = readBlocks(bodyTokens);
    sectionsHtml.push(sectionHtml(group.tokens));
    return {
      id: group.heading!.id,
      heading: group.heading!.heading,
      body: sectionBody,
      ...(subsections.length ? { subsections } : {}),
    };
  });

  const document = defineLegalDocument(key, { ...meta, intro, sections });
  return { ...document, html: { intro: render(introTokens), sections: sectionsHtml } };
}
