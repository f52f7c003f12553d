/**
 * The brand messaging brochure: how partners and our own team talk about Ladle. Four
 * letter-size pages: positioning, messaging pillars, tone of voice, messages per audience.
 */
import { site } from '../../content/site';
import { colors as c, documentShell, html, LETTER, logo, pageFooter, type Markup } from './brand';
import { coverArt } from './illustrations';

const css = `
.sheet { padding: 0.75in 0.8in 0.9in; }
.sheet h2 { font-size: 26pt; margin-top: 6pt; }
.sheet .lead { font-size: 13pt; color: ${c.inkMuted}; margin-top: 10pt; }
.page-footer { position: absolute; left: 0.8in; right: 0.8in; bottom: 0.4in; display: flex; justify-content: space-between; font-size: 8.5pt; }
.cover { background: ${c.warm}; padding: 0.9in 0.8in; display: flex; flex-direction: column; }
.cover h1 { font-size: 38pt; margin-top: 0.7in; max-width: 5.8in; }
.cover .lead { font-size: 14pt; margin-top: 14pt; max-width: 5.6in; color: ${c.inkMuted}; }
.statement { margin-top: auto; background: ${c.white}; border: 1px solid ${c.line}; border-radius: 14pt; padding: 18pt 20pt; }
.statement p { font-size: 13pt; margin-top: 6pt; }
.pillar { display: grid; grid-template-columns: 0.55in 1fr; gap: 12pt; padding: 14pt 0; border-top: 1px solid ${c.line}; }
.pillar .n { font-size: 26pt; font-weight: 700; color: ${c.brand}; line-height: 1; }
.pillar h3 { font-size: 15pt; } .pillar p { margin-top: 4pt; }
.pillar ul { margin-top: 6pt; font-size: 10.5pt; color: ${c.inkMuted}; }
.voice { display: grid; grid-template-columns: 1fr 1fr; gap: 12pt; margin-top: 18pt; }
.voice .card { border-radius: 12pt; padding: 13pt 15pt; background: ${c.warm}; }
.voice h3 { font-size: 13.5pt; } .voice p { font-size: 10.5pt; margin-top: 4pt; color: ${c.inkMuted}; }
table { width: 100%; border-collapse: collapse; margin-top: 18pt; font-size: 10.5pt; }
th { text-align: left; font-size: 9.5pt; text-transform: uppercase; letter-spacing: 0.08em; padding: 6pt 8pt; }
th.say { background: ${c.accentSoft}; color: ${c.accentStrong}; } th.avoid { background: ${c.brandSoft}; color: ${c.brandStrong}; }
td { padding: 8pt; border-bottom: 1px solid ${c.line}; vertical-align: top; width: 50%; }
.audience { border: 1px solid ${c.line}; border-radius: 12pt; padding: 9pt 14pt; margin-top: 8pt; break-inside: avoid; }
.audience h3 { font-size: 13pt; } .audience .msg { font-size: 11.5pt; margin-top: 4pt; font-weight: 500; }
.audience p.proof { font-size: 10pt; color: ${c.inkMuted}; margin-top: 4pt; }
.boiler { margin-top: 12pt; background: ${c.ink}; color: ${c.white}; border-radius: 12pt; padding: 14pt 16pt; font-size: 10.5pt; }
.boiler .eyebrow { color: #fdba74; }
`;

const pillars = [
  {
    title: 'Built for food and drink',
    line: `${site.name} is made for food trucks, cafés and quick-service counters, not adapted from retail.`,
    proof: ['Modifiers, combos and custom menus for dine-in, pickup and delivery', 'Offline mode that keeps a truck selling with no signal', 'Kitchen display and kiosk that speak the same menu'],
  },
  {
    title: 'Your money, sooner',
    line: 'Same-day funding and a business account in the same place you ring up sales.',
    proof: ['Same-day funding of card sales', 'Cash discount (dual pricing) handled at checkout', 'Instant deposits, instant tip payouts and a line of credit with next-business-day funding'],
  },
  {
    title: 'One system, counter to kitchen',
    line: 'Orders from the register, the kiosk, QR tables and delivery apps land in one queue.',
    proof: ['Online and QR table ordering straight into the POS', 'Multi-platform delivery integration', 'Staff, schedules, loyalty and reports without extra apps'],
  },
  {
    title: 'People who pick up',
    line: `Support answers 24/7 in ${site.support.languages.length} languages, and you can start with a free 30-day software trial.`,
    proof: [`${site.support.languages.join(', ')}`, 'No hardware commitment to try the software', 'Training videos for every part of the system'],
  },
];

const voice = [
  { title: 'Plain', text: 'Short sentences and everyday words. Say "get paid the same day", not "accelerated settlement capabilities".' },
  { title: 'Warm', text: 'Talk like a helpful regular, not a bank. We respect the hours owners work and never talk down to them.' },
  { title: 'Concrete', text: 'Lead with what changes on a busy Saturday: fewer steps, faster lines, money in the account.' },
  { title: 'Confident, not loud', text: 'State facts we can prove. No exclamation marks, no "revolutionary", no promises about results we do not control.' },
];

const sayAvoid = [
  ['Same-day funding for card sales', 'Instant money, guaranteed'],
  ['Keeps selling offline and syncs later', 'Never goes down'],
  ['Support 24/7 in five languages', 'World-class, best-in-class support'],
  ['Try the software free for 30 days', 'Totally free forever'],
  ['Built for food trucks, cafés and counters', 'The only POS you will ever need'],
];

const audiences = [
  { who: 'Food trucks and pop-ups', msg: 'Take every card at the window, even with no signal, and have the money in your account the same day.', proof: 'Handheld POS with 12+ hours per charge, offline mode, same-day funding.' },
  { who: 'Coffee shops, tea shops and juice bars', msg: 'Every size, milk, sweetness and boost priced correctly, and guests who come back because of it.', proof: 'Fast modifiers, loyalty, SMS and email campaigns.' },
  { who: 'Bakeries and ice-cream shops', msg: 'Pre-orders, pastry cases and seasonal flavours in one register that your newest hire learns in a morning.', proof: 'Menu management, online pre-orders, training videos.' },
  { who: 'Quick-service cafés and ghost kitchens', msg: 'Counter, kiosk, QR and delivery orders in one kitchen queue, with the numbers to staff the rush.', proof: 'Kiosk, kitchen display, delivery integration, AI manager forecasts.' },
  { who: 'Partners and resellers', msg: 'Sell a system merchants keep, earn up to $1,000 per merchant plus recurring income, and put your own brand on it.', proof: 'Partner portal with ISO, Sub-ISO and Agent hierarchy, white-labelling.' },
];

function sheet(label: string, body: Markup) {
  return html`<section class="page sheet">${body}${pageFooter(label)}</section>`;
}

export function renderBrochureHtml() {
  const body = html`
<section class="page cover">
  ${logo(40)}
  <p class="eyebrow" style="margin-top:0.6in">Brand messaging brochure</p>
  <h1 style="margin-top:8pt">How we talk about ${site.name}</h1>
  <p class="lead">A short guide for our team and our partners: what ${site.name} stands for, the four ideas every message comes back to, how we sound, and what to say to each kind of business.</p>
  <div style="margin:0.35in 0 0 auto">${coverArt}</div>
  <div class="statement">
    <p class="eyebrow">Positioning statement</p>
    <p>For owners of small food and drink businesses, ${site.name} is the point-of-sale, payments and banking system that runs the counter, the kitchen and the cash flow in one place, so they get paid the same day and spend less time on admin.</p>
  </div>
</section>

${sheet('Messaging pillars', html`
  <p class="eyebrow">Messaging pillars</p>
  <h2>Four ideas behind every message</h2>
  <p class="lead">Each headline, email or conversation should land on at least one pillar and back it with a proof point from the list.</p>
  <div style="margin-top:16pt">${pillars.map((p, i) => html`<div class="pillar"><span class="n">${i + 1}</span><div><h3>${p.title}</h3><p>${p.line}</p><ul>${p.proof.map((item) => html`<li>${item}</li>`)}</ul></div></div>`)}</div>`)}

${sheet('Tone of voice', html`
  <p class="eyebrow">Tone of voice</p>
  <h2>Sound like someone who has worked a rush</h2>
  <p class="lead">Our readers are busy. They read between orders, on a phone, often in their second language. Write so that one pass is enough.</p>
  <div class="voice">${voice.map((v) => html`<div class="card"><h3>${v.title}</h3><p>${v.text}</p></div>`)}</div>
  <table><thead><tr><th class="say">We say</th><th class="avoid">We avoid</th></tr></thead>
  <tbody>${sayAvoid.map(([say, avoid]) => html`<tr><td>${say}</td><td>${avoid}</td></tr>`)}</tbody></table>`)}

${sheet('Key messages per audience', html`
  <p class="eyebrow">Key messages</p>
  <h2>What to say to whom</h2>
  ${audiences.map((a) => html`<div class="audience"><h3>${a.who}</h3><p class="msg">${a.msg}</p><p class="proof">Proof: ${a.proof}</p></div>`)}
  <div class="boiler"><p class="eyebrow">Boilerplate</p><p style="margin-top:4pt">${site.name} is operated by ${site.owner}, based in ${site.address.city}, ${site.address.regionName}. Founded in 2007, ${site.name} serves more than 5,000 locations in over 10 countries with point-of-sale, payment processing and embedded banking built for food and drink businesses.</p></div>`)}
`;
  return documentShell({ title: `${site.name} Brand Messaging Brochure`, format: LETTER, css, body });
}
