/**
 * Logo and brand guidelines: logo usage and clear space, colours (hex values identical to
 * the site's design tokens), typography, illustration style and do / don't examples.
 */
import { site } from '../../content/site';
import { colors as c, documentShell, html, LETTER, logo, logoMark, pageFooter, raw, type Markup } from './brand';
import { siteIllustration } from './illustrations';

const css = `
.sheet { padding: 0.75in 0.8in 0.9in; }
.sheet h2 { font-size: 26pt; margin-top: 6pt; }
.sheet h3 { font-size: 14pt; margin-top: 18pt; }
.sheet .lead { font-size: 12.5pt; color: ${c.inkMuted}; margin-top: 8pt; }
.page-footer { position: absolute; left: 0.8in; right: 0.8in; bottom: 0.4in; display: flex; justify-content: space-between; font-size: 8.5pt; }
.cover { background: ${c.brand}; color: ${c.white}; padding: 0.9in 0.8in; display: flex; flex-direction: column; justify-content: space-between; }
.cover h1 { font-size: 40pt; } .cover p { font-size: 14pt; color: ${c.brandSoft}; margin-top: 12pt; max-width: 5.5in; }
.tiles { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12pt; margin-top: 14pt; }
.tile { border-radius: 12pt; height: 1.5in; display: flex; align-items: center; justify-content: center; border: 1px solid ${c.line}; }
.tile-label { font-size: 9.5pt; color: ${c.inkMuted}; margin-top: 5pt; }
.clear { position: relative; margin-top: 14pt; display: inline-block; padding: 36px; border: 1.5px dashed ${c.brand}; border-radius: 8pt; background: ${c.warm}; }
.swatches { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12pt; margin-top: 16pt; }
.swatch { border: 1px solid ${c.line}; border-radius: 12pt; overflow: hidden; }
.swatch .chip { height: 0.85in; }
.swatch .info { padding: 8pt 10pt; font-size: 9.5pt; }
.swatch b { font-size: 11pt; display: block; } .swatch code { font-family: inherit; font-weight: 600; color: ${c.ink}; }
.scale > div { display: grid; grid-template-columns: 1.6in 1fr; align-items: baseline; border-top: 1px solid ${c.line}; padding: 9pt 0; }
.scale span.meta { font-size: 9pt; color: ${c.inkMuted}; }
.weights { display: flex; gap: 18pt; margin-top: 10pt; font-size: 18pt; }
.art { display: grid; grid-template-columns: repeat(3, 1fr); gap: 10pt; margin-top: 14pt; }
.art svg { width: 100%; height: auto; border-radius: 10pt; display: block; }
.dodont { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12pt; margin-top: 14pt; }
.ex { border-radius: 12pt; border: 1px solid ${c.line}; overflow: hidden; }
.ex .stage { height: 1.15in; display: flex; align-items: center; justify-content: center; background: ${c.warm}; }
.ex .cap { padding: 7pt 10pt; font-size: 9.5pt; }
.ex.do .cap { border-top: 3pt solid ${c.accent}; } .ex.dont .cap { border-top: 3pt solid ${c.brandStrong}; }
.ex .cap b { display: block; font-size: 9pt; text-transform: uppercase; letter-spacing: 0.08em; }
.ex.do .cap b { color: ${c.accent}; } .ex.dont .cap b { color: ${c.brandStrong}; }
ul.rules { margin-top: 8pt; font-size: 10.5pt; }
`;

const swatches = [
  { name: 'Brand', hex: c.brand, use: 'Primary buttons, the logo tile, key highlights. White text passes AA.' },
  { name: 'Brand strong', hex: c.brandStrong, use: 'Hover states and brand text on light backgrounds.' },
  { name: 'Brand soft', hex: c.brandSoft, use: 'Tints behind icons, illustration fills, callouts.' },
  { name: 'Accent', hex: c.accent, use: 'Secondary actions, success moments, money in. White text passes AA.' },
  { name: 'Accent soft', hex: c.accentSoft, use: 'Illustration fills and quiet panels.' },
  { name: 'Ink', hex: c.ink, use: 'Body text, headings, outlines and dark bands.' },
  { name: 'Ink muted', hex: c.inkMuted, use: 'Secondary text on white and warm backgrounds.' },
  { name: 'Warm', hex: c.warm, use: 'Hero and section backgrounds.' },
  { name: 'Line', hex: c.line, use: 'Borders and dividers.' },
];

const scale = [
  { label: 'Display', meta: '60 / 64 pt · Bold · -3.5%', size: '30pt', weight: 700, text: 'Get paid today' },
  { label: 'Title', meta: '32 / 40 pt · Bold · -2%', size: '22pt', weight: 700, text: 'Same-day funding' },
  { label: 'Lead', meta: '19 / 28 pt · Regular', size: '14pt', weight: 400, text: 'One system from the counter to the kitchen.' },
  { label: 'Body', meta: '16 / 24 pt · Regular', size: '11pt', weight: 400, text: 'Take orders and payments anywhere, even with no signal.' },
  { label: 'Eyebrow', meta: '13 pt · Semibold · caps · +8%', size: '9.5pt', weight: 600, text: 'FOR FOOD TRUCKS' },
];

function sheet(label: string, body: Markup) {
  return html`<section class="page sheet">${body}${pageFooter(label)}</section>`;
}

function example(kind: 'do' | 'dont', stage: Markup, caption: string) {
  return html`<div class="ex ${kind}"><div class="stage">${stage}</div><div class="cap"><b>${kind === 'do' ? 'Do' : "Don't"}</b>${caption}</div></div>`;
}

export function renderGuidelinesHtml() {
  const thumbnails = ['getting-started', 'payments', 'menu'].map((name) => siteIllustration(`illustrations/resources/${name}.svg`));
  const body = html`
<section class="page cover">
  ${logo(44, { wordColor: c.white, tile: c.white, ink: c.brand })}
  <div>
    <p class="eyebrow" style="color:${c.brandSoft}">Logo and brand guidelines</p>
    <h1 style="margin-top:8pt">The ${site.name} brand, used well</h1>
    <p>How to place our logo, which colours and type to use, and how our illustrations look, for partners, resellers and anyone producing material about ${site.name}.</p>
  </div>
  <p style="font-size:10pt">${site.owner} · Questions about the brand: ${site.sales.email}</p>
</section>

${sheet('Logo', html`
  <p class="eyebrow">Logo usage</p>
  <h2>The mark and the wordmark</h2>
  <p class="lead">The mark is a ladle pouring into a bowl on a rounded tile. It always sits to the left of the wordmark; use the mark alone only where space is tight, such as app icons and favicons.</p>
  <div class="tiles">
    <div><div class="tile" style="background:${c.white}">${logo(34)}</div><p class="tile-label">Primary: on white or warm backgrounds</p></div>
    <div><div class="tile" style="background:${c.brand};border-color:${c.brand}">${logo(34, { wordColor: c.white, tile: c.white, ink: c.brand })}</div><p class="tile-label">Reversed: on the brand colour</p></div>
    <div><div class="tile" style="background:${c.ink};border-color:${c.ink}">${logo(34, { wordColor: c.white })}</div><p class="tile-label">On ink and dark photography</p></div>
  </div>
  <h3>Clear space</h3>
  <p>Keep a margin around the logo equal to the height of the bowl, which is one third of the tile. No text, edge or other logo may enter it.</p>
  <div class="clear">${logo(48)}</div>
  <h3>Minimum size</h3>
  <p>Print the full logo at least 0.3 in (8 mm) tall and the mark alone at least 0.2 in (5 mm). On screens, use at least 24 px for the tile.</p>`)}

${sheet('Colour', html`
  <p class="eyebrow">Colour</p>
  <h2>Warm, food-first colours</h2>
  <p class="lead">Brand orange carries actions and the logo; teal accent marks money in and success; ink and warm neutrals do the rest. Use the hex values below exactly; they are the same values the website uses.</p>
  <div class="swatches">${swatches.map((s) => html`<div class="swatch"><div class="chip" style="background:${s.hex}${s.hex === c.warm ? `;border-bottom:1px solid ${c.line}` : ''}"></div><div class="info"><b>${s.name}</b><code>${s.hex.toUpperCase()}</code><p class="muted" style="margin-top:3pt">${s.use}</p></div></div>`)}</div>`)}

${sheet('Typography', html`
  <p class="eyebrow">Typography</p>
  <h2>Geist Sans, in five sizes</h2>
  <p class="lead">Every ${site.name} document and screen is set in Geist Sans. Headlines are bold with slightly tightened letter spacing; body text is regular at a comfortable 1.5 line height. Do not substitute another typeface in materials you produce.</p>
  <div class="weights"><span style="font-weight:400">Regular</span><span style="font-weight:500">Medium</span><span style="font-weight:600">Semibold</span><span style="font-weight:700">Bold</span></div>
  <div class="scale" style="margin-top:16pt">${scale.map((s) => html`<div><span><b style="font-size:11pt">${s.label}</b><br><span class="meta">${s.meta}</span></span><span style="font-size:${s.size};font-weight:${s.weight};letter-spacing:${s.weight === 700 ? '-0.02em' : s.label === 'Eyebrow' ? '0.08em' : '0'};color:${s.label === 'Eyebrow' ? c.brand : c.ink}">${s.text}</span></div>`)}</div>`)}

${sheet('Illustration and examples', html`
  <p class="eyebrow">Illustration style</p>
  <h2>Flat shapes, rounded corners, brand palette</h2>
  <ul class="rules">
    <li>Build scenes from simple flat shapes with rounded corners; no gradients, textures or 3D.</li>
    <li>Use only the palette on the colour page, with ink outlines of 1.5 to 2 px where a shape needs edges.</li>
    <li>Show the product in use (screens, cards, menus, devices) rather than people's faces.</li>
  </ul>
  <div class="art">${thumbnails}</div>
  <h3>Do and don't</h3>
  <div class="dodont">
    ${example('do', logo(30), 'Use the logo as supplied, in brand orange on light backgrounds.')}
    ${example('do', html`<span style="background:${c.brand};padding:10pt 14pt;border-radius:8pt">${logo(26, { wordColor: c.white, tile: c.white, ink: c.brand })}</span>`, 'Reverse to white on the brand colour or ink.')}
    ${example('do', html`<span style="padding:16pt;border:1.5px dashed ${c.brand};border-radius:6pt">${logoMark(30)}</span>`, 'Keep the clear space free around the logo.')}
    ${example('dont', html`<span style="display:inline-block;transform:scaleX(1.6)">${logo(26)}</span>`, 'Stretch, squash or rotate the logo.')}
    ${example('dont', logo(30, { tile: '#2563eb', wordColor: '#7c3aed' }), 'Recolour the logo outside the brand palette.')}
    ${example('dont', raw(`<span style="filter:drop-shadow(3px 4px 2px rgba(0,0,0,.55));display:inline-flex">${logo(30).__html}</span>`), 'Add shadows, outlines or other effects.')}
  </div>`)}
`;
  return documentShell({ title: `${site.name} Logo and Brand Guidelines`, format: LETTER, css, body });
}
