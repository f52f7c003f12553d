/**
 * Shared look of every generated document: the brand palette (the same hex values as the
 * @theme tokens in app/globals.css), Geist Sans, the Ladle mark, and the HTML shell.
 * Fonts are referenced relatively (fonts/…) and copied next to the HTML by build.mjs, so
 * the HTML, and therefore its hash in the manifest, does not depend on where the repo lives.
 */
import { site } from '../../content/site';

export const colors = {
  brand: '#c2410c',
  brandStrong: '#9a3412',
  brandSoft: '#ffedd5',
  accent: '#0f766e',
  accentStrong: '#115e59',
  accentSoft: '#ccfbf1',
  ink: '#1c1917',
  inkMuted: '#57534e',
  line: '#e7e0d8',
  warm: '#fff8f1',
  sunk: '#f5efe8',
  white: '#ffffff',
} as const;

/**
 * Static Geist Sans weights from the geist package; build.mjs copies them into fonts/.
 * Static files (not the variable font) so Chromium embeds real fonts, not Type 3 glyphs.
 */
export const FONT_FILES = { 400: 'Geist-Regular.woff2', 500: 'Geist-Medium.woff2', 600: 'Geist-SemiBold.woff2', 700: 'Geist-Bold.woff2' } as const;

export function escapeHtml(value: string) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Tagged template that escapes interpolated strings but passes arrays of markup through. */
export type Markup = { __html: string };
export const raw = (html: string): Markup => ({ __html: html });
export function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += toHtml(value) + (strings[index + 1] ?? '');
  });
  return raw(out);
}
function toHtml(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(toHtml).join('');
  if (typeof value === 'object' && '__html' in (value as Markup)) return (value as Markup).__html;
  return escapeHtml(String(value));
}

/** The Ladle mark (ladle pouring into a bowl), drawn as in components/layout/logo.tsx. */
type LogoColors = { tile?: string; ink?: string; wordColor?: string };

export function logoMark(size: number, { tile = colors.brand, ink = colors.white }: LogoColors = {}) {
  return raw(`<svg viewBox="0 0 32 32" width="${size}" height="${size}" aria-hidden="true">
<rect width="32" height="32" rx="9" fill="${tile}"/>
<path d="M21.5 5.5 15 15" stroke="${ink}" stroke-width="2.6" stroke-linecap="round"/>
<path d="M7 15.5h18a9 9 0 0 1-18 0Z" fill="${ink}"/>
<circle cx="13" cy="19.5" r="1.4" fill="${tile}"/></svg>`);
}

/** Mark plus wordmark. */
export function logo(size: number, { wordColor = colors.ink, tile = colors.brand, ink = colors.white }: LogoColors = {}) {
  return html`<span class="logo" style="gap:${size * 0.28}px">${logoMark(size, { tile, ink })}<span style="font-size:${size * 0.72}px;color:${wordColor}">${site.name}</span></span>`;
}

const baseCss = `
${Object.entries(FONT_FILES)
  .map(([weight, file]) => `@font-face { font-family: 'Geist'; src: url('fonts/${file}') format('woff2'); font-weight: ${weight}; font-style: normal; }`)
  .join('\n')}
* { box-sizing: border-box; margin: 0; padding: 0; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Geist', sans-serif; color: ${colors.ink}; font-size: 11pt; line-height: 1.55; font-feature-settings: 'kern'; }
h1, h2, h3, h4 { letter-spacing: -0.02em; line-height: 1.15; }
ul { padding-left: 1.2em; }
li { margin: 0.25em 0; }
li::marker { color: ${colors.brand}; }
a { color: ${colors.brand}; text-decoration: none; }
.logo { display: inline-flex; align-items: center; font-weight: 700; letter-spacing: -0.03em; }
.eyebrow { font-size: 9.5pt; font-weight: 600; letter-spacing: 0.12em; text-transform: uppercase; color: ${colors.brand}; }
.muted { color: ${colors.inkMuted}; }
/* Fixed-size designed pages (slides, brochure spreads) */
.page { position: relative; overflow: hidden; break-after: page; }
.page:last-child { break-after: auto; }
`;

export type PageFormat = { width: string; height: string };
export const LETTER: PageFormat = { width: '8.5in', height: '11in' };
export const SLIDE: PageFormat = { width: '13.333in', height: '7.5in' };

/** A complete, self-contained HTML document for one PDF. */
export function documentShell({ title, format, margin = '0', css, body }: { title: string; format: PageFormat; margin?: string; css: string; body: Markup }) {
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<meta name="author" content="${escapeHtml(site.owner)}">
<style>
@page { size: ${format.width} ${format.height}; margin: ${margin}; }
${baseCss}
.page { width: ${format.width}; height: ${format.height}; }
${css}
</style>
</head>
<body>
${body.__html}
</body>
</html>
`;
}

/** Small footer used on designed pages: owner, contact and page label. */
export function pageFooter(label: string, { dark = false } = {}) {
  const color = dark ? colors.accentSoft : colors.inkMuted;
  return html`<footer class="page-footer" style="color:${color}"><span>${site.owner} · ${site.sales.email} · ${site.sales.phone.display}</span><span>${label}</span></footer>`;
}
