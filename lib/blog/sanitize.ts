import sanitizeHtml from 'sanitize-html';

/**
 * The only way post HTML reaches a page. The body comes from an editor-controlled database,
 * so it is treated as hostile: a strict allowlist, and links and images limited to safe
 * schemes. Anything not listed is dropped (script and style with their content).
 */
const SAFE_LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^https?:\/\//i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr',
    'ul', 'ol', 'li',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'abbr',
    'blockquote', 'code', 'pre', 'kbd',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'a', 'img', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside these is dropped together with the tag, not left behind as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'title', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    // The page's title is the only h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const next: sanitizeHtml.Attributes = {};
      if (SAFE_LINK.test(href)) next.href = href;
      if (attribs.title) next.title = attribs.title;
      if (/^https?:/i.test(href)) {
        next.target = '_blank';
        next.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs, loading: 'lazy', decoding: 'async' };
      if (!SAFE_IMAGE.test((attribs.src ?? '').trim())) delete next.src;
      next.alt = attribs.alt ?? '';
      return { tagName, attribs: next };
    },
  },
  // An image left without a safe source shows nothing useful: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|tr|td|th|figcaption|div)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The body as plain text: tags removed, blocks separated by a space, whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
