/**
 * The main presentation: eight 16:9 slides a partner can present to a merchant. The
 * business types come from the industries family and the products and devices from the
 * site's own menus (content/navigation.ts),
 * so the deck and the website describe the same things.
 */
import { site, supportLanguageCount } from '../../content/site';
import { partnerCommission } from '../../content/pages/partnerships';
import { menus } from '../../content/navigation';
import { industries } from '../../content/industries';
import { colors as c, documentShell, html, logo, pageFooter, SLIDE, type Markup } from './brand';
import { coverArt, devices } from './illustrations';

const menu = (id: 'business' | 'features' | 'hardware') => menus.find((m) => m.id === id)!.items;

const css = `
.slide { padding: 0.65in 0.75in 0.9in; display: flex; flex-direction: column; background: ${c.white}; }
.slide h2 { font-size: 30pt; margin-top: 6pt; max-width: 9in; }
.slide .lead { font-size: 15pt; color: ${c.inkMuted}; margin-top: 10pt; max-width: 9.5in; }
.page-footer { position: absolute; left: 0.75in; right: 0.75in; bottom: 0.35in; display: flex; justify-content: space-between; font-size: 9pt; }
.grid { display: grid; gap: 14pt; margin-top: 24pt; }
.g4 { grid-template-columns: repeat(4, 1fr); } .g3 { grid-template-columns: repeat(3, 1fr); } .g2 { grid-template-columns: repeat(2, 1fr); }
.card { border: 1px solid ${c.line}; border-radius: 12pt; padding: 15pt 16pt; background: ${c.white}; }
.card h3 { font-size: 14.5pt; } .card p { font-size: 12pt; color: ${c.inkMuted}; margin-top: 5pt; line-height: 1.45; }
.card.warm { background: ${c.warm}; }
.dot { display: inline-block; width: 9pt; height: 9pt; border-radius: 50%; background: ${c.brand}; margin-right: 6pt; }
.cover { background: ${c.warm}; display: grid; grid-template-columns: 1.2fr 1fr; align-items: center; padding: 0.8in; }
.cover h1 { font-size: 40pt; margin-top: 30pt; max-width: 6.5in; }
.cover p { font-size: 15pt; color: ${c.inkMuted}; margin-top: 14pt; max-width: 6in; }
.dark { background: ${c.ink}; color: ${c.white}; }
.dark .lead, .dark .card p { color: #d6d3d1; }
.dark .card { background: #292524; border-color: #44403c; }
.dark .eyebrow { color: #fdba74; }
.stats { display: grid; grid-template-columns: repeat(5, 1fr); gap: 14pt; margin-top: 26pt; }
.stat { border-top: 4pt solid ${c.brand}; padding-top: 10pt; }
.stat b { display: block; font-size: 40pt; letter-spacing: -0.03em; } .stat span { color: ${c.inkMuted}; font-size: 13pt; }
.device { display: flex; flex-direction: column; align-items: center; text-align: center; }
.device svg { height: 1.7in; width: auto; margin-bottom: 10pt; }
.two { display: grid; grid-template-columns: 1fr 1fr; gap: 24pt; margin-top: 22pt; }
.panel { border-radius: 14pt; padding: 18pt 20pt; }
.panel h3 { font-size: 18pt; margin-bottom: 8pt; }
.panel ul { font-size: 13pt; }
.highlights { display: grid; grid-template-columns: repeat(3, 1fr); gap: 14pt; margin-top: 18pt; }
.highlights div { border-left: 4pt solid ${c.accent}; padding: 4pt 0 4pt 12pt; }
.highlights b { display: block; font-size: 22pt; letter-spacing: -0.03em; } .highlights span { color: ${c.inkMuted}; font-size: 12pt; }
.timeline { display: grid; grid-template-columns: repeat(3, 1fr); gap: 14pt; margin-top: 30pt; }
.timeline div { background: ${c.warm}; border-radius: 12pt; padding: 14pt 16pt; }
.timeline b { color: ${c.brand}; font-size: 18pt; display: block; } .timeline span { font-size: 12.5pt; }
.big { font-size: 48pt; font-weight: 700; letter-spacing: -0.04em; color: ${c.brand}; line-height: 1; }
`;

function slide(label: string, body: Markup, { dark = false } = {}) {
  return html`<section class="page slide${dark ? ' dark' : ''}">${body}${pageFooter(label, { dark })}</section>`;
}

export function renderPresentationHtml() {
  const businesses = industries.map((industry) => ({ title: industry.name, description: industry.menu.description }));
  const body = html`
<section class="page cover">
  <div>
    ${logo(46)}
    <h1>${site.tagline}</h1>
    <p>One system for the counter, the kitchen and the bank account, built for small food and drink businesses and backed by people who pick up the phone.</p>
    <p style="font-size:11pt;margin-top:28pt">Main presentation · ${site.owner}</p>
  </div>
  <div style="justify-self:center">${coverArt}</div>
</section>

${slide('Who we serve', html`
  <p class="eyebrow">Who Ladle serves</p>
  <h2>Made for owners who cook, pour and serve</h2>
  <p class="lead">Food trucks and pop-ups, bakeries, coffee and tea shops, juice bars, ice-cream shops, ghost kitchens and quick-service cafés: businesses where the line moves fast and margins are thin.</p>
  <div class="grid g4">${businesses.map((b) => html`<div class="card warm"><h3>${b.title}</h3><p>${b.description}</p></div>`)}</div>`)}

${slide('Products', html`
  <p class="eyebrow">Products</p>
  <h2>Everything from the first order to the last payout</h2>
  <p class="lead">Checkout works on a handheld or countertop, keeps selling offline and syncs when the connection returns. Menus, modifiers, combos, taxes, tips and refunds are set once and used everywhere.</p>
  <div class="grid g4">${menu('features').map((f) => html`<div class="card"><h3><span class="dot"></span>${f.title}</h3><p>${f.description}</p></div>`)}
    <div class="card warm"><h3><span class="dot" style="background:${c.accent}"></span>AI Manager</h3><p>Inventory suggestions, staff performance and sales forecasts from your own history.</p></div>
  </div>`)}

${slide('Hardware', html`
  <p class="eyebrow">Hardware</p>
  <h2>Devices that fit the space you have</h2>
  <p class="lead">From a truck window to a busy counter: pick the devices you need and run the same software on all of them.</p>
  <div class="grid g4" style="margin-top:30pt">
    ${menu('hardware').slice(1).map((d, i) => html`<div class="device">${[devices.handheld, devices.terminal, devices.kiosk, devices.kitchen][i]}<h3 style="font-size:15pt">${d.title}</h3><p class="muted" style="font-size:12pt;margin-top:5pt">${d.description}</p></div>`)}
  </div>`)}

${slide('Payments and banking', html`
  <p class="eyebrow">Payments and banking</p>
  <h2>Get paid the same day, and keep the money working</h2>
  <div class="two">
    <div class="panel" style="background:${c.brandSoft}">
      <h3>Payments</h3>
      <ul>
        <li>Same-day funding of card sales to your account</li>
        <li>Cash discount (dual pricing) shown clearly at checkout</li>
        <li>Secure multi-gateway processing for cards and wallets</li>
        <li>Refunds, receipts, tips and surcharges in the same flow</li>
      </ul>
    </div>
    <div class="panel" style="background:${c.accentSoft}">
      <h3>Embedded banking</h3>
      <ul>
        <li>Business accounts through our partner banks</li>
        <li>Instant deposits and instant tip payouts to staff</li>
        <li>Cash flow tools next to your sales reports</li>
        <li>Line of credit with next-business-day funding; working capital after 90 days of processing history</li>
      </ul>
    </div>
  </div>
  <div class="highlights">
    <div><b>Same day</b><span>funding of card sales batched before the cut-off</span></div>
    <div><b>Next business day</b><span>funding of approved line-of-credit draws</span></div>
    <div><b>90 days</b><span>of processing history before working capital may be offered</span></div>
  </div>`)}

${slide('Company', html`
  <p class="eyebrow">Ladle at a glance</p>
  <h2>Experience you can build a business on</h2>
  <p class="lead">${site.name} has served food businesses since 2007 and entered the US market in 2023.</p>
  <div class="stats">
    <div class="stat"><b>2007</b><span>Founded</span></div>
    <div class="stat"><b>12+</b><span>Years in the industry</span></div>
    <div class="stat"><b>5,000+</b><span>Locations</span></div>
    <div class="stat"><b>80+</b><span>Employees</span></div>
    <div class="stat"><b>10+</b><span>Countries</span></div>
  </div>
  <div class="timeline">
    <div><b>2007</b><span>${site.name} is founded to build software for food businesses.</span></div>
    <div><b>2023</b><span>${site.name} enters the US market, with its office in ${site.address.city}, ${site.address.regionName}.</span></div>
    <div><b>Today</b><span>More than 5,000 locations in over 10 countries run on ${site.name}.</span></div>
  </div>`)}

${slide('Partner program', html`
  <p class="eyebrow">Partner program</p>
  <h2>Grow with us: up to ${partnerCommission} per merchant, plus recurring income</h2>
  <div class="two" style="grid-template-columns:1.1fr 1fr">
    <div>
      <p class="lead" style="margin-top:0">Referral partners, resellers, value-added resellers, strategic alliances, authorized dealers and white-label partners each have a path into the program.</p>
      <ul style="margin-top:14pt;font-size:12pt">
        <li>Partner portal with an ISO, Sub-ISO and Agent hierarchy</li>
        <li>Merchant onboarding and account management in one place</li>
        <li>White-labelling with your own logo, colours and design</li>
        <li>Training videos, this deck and brand guidelines ready to use</li>
      </ul>
    </div>
    <div class="panel" style="background:${c.ink};color:${c.white};display:flex;flex-direction:column;justify-content:center">
      <span class="big" style="color:#fdba74">${partnerCommission}</span>
      <p style="margin-top:10pt;font-size:13pt;color:#d6d3d1">maximum commission per merchant you bring to ${site.name}, plus recurring income on top.</p>
    </div>
  </div>`)}

${slide('Support and next steps', html`
  <p class="eyebrow">Support</p>
  <h2>Real people, around the clock, in ${supportLanguageCount} languages</h2>
  <p class="lead">Support is available 24/7 in ${site.support.languages.join(', ')}. New merchants can try the software free for 30 days, with no hardware commitment.</p>
  <div class="grid g3">
    <div class="card"><h3>Talk to sales</h3><p>${site.sales.phone.display}<br>${site.sales.email}</p></div>
    <div class="card"><h3>24/7 support</h3><p>${site.support.phone.display}<br>${site.support.email}</p></div>
    <div class="card"><h3>Chat with us</h3><p>${site.support.messagingAppName}: ${site.support.messagingPhone.display}<br>${site.support.chatAppName}: ${site.support.chatHandle}</p></div>
  </div>`, { dark: true })}
`;
  return documentShell({ title: `${site.name} Main Presentation`, format: SLIDE, css, body });
}
