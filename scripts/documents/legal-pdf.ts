/**
 * Prints a legal document (content/legal/*) as a PDF page: a cover with the title, date,
 * summary and contents, then the numbered sections, word for word as the web page shows them.
 */
import { site, formatAddress } from '../../content/site';
import { linkifySegments } from '../../content/legal/links';
import { formatLegalDate, type LegalBlock, type LegalDocument } from '../../content/legal/schema';
import { colors, documentShell, html, LETTER, logo, raw, type Markup } from './brand';

/** Email and phone links stay live in the PDF; site paths are plain text (a PDF has no site). */
function text(value: string): Markup {
  return html`${linkifySegments(value).map((segment) =>
    segment.href && !segment.href.startsWith('/') ? html`<a href="${segment.href}">${segment.text}</a>` : html`${segment.text}`,
  )}`;
}

function blocks(items: LegalBlock[]): Markup {
  return html`${items.map((block) => {
    if (typeof block === 'string') return html`<p>${text(block)}</p>`;
    if ('list' in block) return html`<ul>${block.list.map((item) => html`<li>${text(item)}</li>`)}</ul>`;
    return html`<ul class="terms">${block.definitions.map(({ term, text: body }) => html`<li><strong>${term}</strong>: ${text(body)}</li>`)}</ul>`;
  })}`;
}

const css = `
.cover { width: 8.5in; height: 11in; padding: 0.9in 0.9in 0.8in; background: ${colors.warm}; display: flex; flex-direction: column; }
.cover h1 { font-size: 34pt; margin-top: 1.6in; }
.cover .date { margin-top: 14pt; font-weight: 500; color: ${colors.inkMuted}; }
.cover .summary { margin-top: 18pt; font-size: 13.5pt; line-height: 1.5; color: ${colors.inkMuted}; max-width: 5.6in; }
.cover .band { height: 6pt; width: 1.2in; background: ${colors.brand}; border-radius: 3pt; margin-top: 22pt; }
.cover nav { margin-top: auto; border-top: 1px solid ${colors.line}; padding-top: 14pt; }
.cover nav ol { columns: 2; column-gap: 0.4in; padding-left: 1.3em; font-size: 10.5pt; }
.cover address { font-style: normal; margin-top: 16pt; font-size: 9.5pt; color: ${colors.inkMuted}; }
.body { padding: 0; max-width: 6.3in; margin: 0 auto; }
.body > p.intro { font-size: 12pt; margin-bottom: 8pt; }
section { margin-top: 20pt; break-inside: avoid; }
section h2 { font-size: 15pt; color: ${colors.ink}; border-bottom: 1px solid ${colors.line}; padding-bottom: 5pt; }
section h2 span { color: ${colors.brand}; }
section h3 { font-size: 12pt; margin-top: 12pt; }
section p, section ul { margin-top: 8pt; }
ul.terms { list-style: none; padding-left: 0; }
ul.terms li { border-left: 2pt solid ${colors.brandSoft}; padding-left: 9pt; }
`;

export function renderLegalPdfHtml(doc: LegalDocument) {
  const date = formatLegalDate(doc.lastUpdated);
  const body = html`
<div class="page cover">
  ${logo(40)}
  <h1>${doc.title}</h1>
  <div class="band"></div>
  <p class="date">Last updated ${date}</p>
  <p class="summary">${doc.summary}</p>
  <nav>
    <p class="eyebrow">Contents</p>
    <ol>${doc.sections.map((section) => html`<li>${section.heading}</li>`)}</ol>
    <address>${site.owner} · ${formatAddress()}<br>${site.support.email} · ${site.support.phone.display}</address>
  </nav>
</div>
<main class="body">
  ${doc.intro.map((paragraph) => html`<p class="intro">${text(paragraph)}</p>`)}
  ${doc.sections.map(
    (section, index) => html`<section>
    <h2><span>${index + 1}.</span> ${section.heading}</h2>
    ${blocks(section.body)}
    ${(section.subsections ?? []).map((sub, subIndex) => html`<h3>${index + 1}.${subIndex + 1} ${sub.heading}</h3>${blocks(sub.body)}`)}
  </section>`,
  )}
</main>`;
  return documentShell({ title: `${site.name} ${doc.title}`, format: LETTER, margin: '0.85in 0 0.9in', css: `@page :first { margin: 0; }\n${css}`, body });
}

/** Page numbers and the document name, printed by Chromium in the bottom margin (not on the cover). */
export function legalFooterTemplate(doc: LegalDocument) {
  return raw(
    `<div style="width:100%;font-family:sans-serif;font-size:8pt;color:${colors.inkMuted};padding:0 0.9in;display:flex;justify-content:space-between">` +
      `<span>${site.name} ${doc.title} · Last updated ${formatLegalDate(doc.lastUpdated)}</span>` +
      `<span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
  ).__html;
}
