import type { RawPost } from '@/lib/blog/schema';

export const cashDiscountVsSurcharging: RawPost = {
  id: 'cash-discount-vs-surcharging',
  title: 'Cash Discount vs. Surcharging: Which Way to Cover Card Fees?',
  created_at: '2025-03-04T14:00:00.000Z',
  image_url: '/illustrations/blog/cash-discount.svg',
  meta_title: 'Cash Discount vs. Surcharging for Food Businesses',
  meta_description:
    'How cash discount (dual pricing) and credit card surcharging differ, what each asks of you at the counter, and how to choose for a café, truck or bakery.',
  description: `
<p>Card fees are one of the few costs that grow every time business gets better. A coffee shop that takes $30,000 a month on cards can easily hand over several hundred dollars of it to processing. Two programs let you pass some or all of that cost to the guest who chooses to pay by card: <strong>cash discount</strong> (often called dual pricing) and <strong>surcharging</strong>. They sound alike, and guests often cannot tell them apart, but they work differently and come with different rules.</p>

<h2>How a cash discount works</h2>
<p>With a cash discount, the price on your menu board is the card price. A guest who pays with cash gets a discount off that posted price. On a dual-pricing menu you show both numbers side by side, for example <em>Latte $5.20 card / $5.00 cash</em>, so nobody is surprised at the register.</p>
<ul>
  <li><strong>It applies to every card.</strong> Because you are discounting cash rather than adding a fee to cards, the program covers credit and debit alike.</li>
  <li><strong>Your prices do the work.</strong> The card price is built into the menu, so the receipt shows a clean total instead of an extra line.</li>
  <li><strong>Signage matters.</strong> Post the policy at the entrance and at the register, and make sure both prices appear on printed and online menus.</li>
</ul>

<h2>How surcharging works</h2>
<p>A surcharge is a separate fee added to the bill when the guest pays with a credit card. The menu shows one price; the card fee appears as its own line at checkout.</p>
<ul>
  <li><strong>Credit cards only.</strong> Card network rules do not allow surcharges on debit or prepaid cards, even when they are run as credit.</li>
  <li><strong>There is a cap.</strong> The surcharge cannot exceed what you actually pay to accept the card, and the card networks also set a maximum percentage.</li>
  <li><strong>Notice is required.</strong> Networks expect you to register your intent to surcharge in advance, and you must disclose the fee at the entrance, at the point of sale and on the receipt.</li>
  <li><strong>Local law applies.</strong> A few states restrict or prohibit surcharging. Check the current rules where each of your locations trades before you switch it on.</li>
</ul>

<h2>The same sale, two ways</h2>
<table>
  <thead>
    <tr><th scope="col">Guest pays for a $12.00 order</th><th scope="col">Cash discount</th><th scope="col">Surcharge</th></tr>
  </thead>
  <tbody>
    <tr><td>Posted menu price</td><td>$12.00 (card price)</td><td>$12.00</td></tr>
    <tr><td>Pays by credit card</td><td>$12.00</td><td>$12.00 plus the surcharge line</td></tr>
    <tr><td>Pays by debit card</td><td>$12.00</td><td>$12.00, no surcharge allowed</td></tr>
    <tr><td>Pays with cash</td><td>$12.00 minus the cash discount</td><td>$12.00</td></tr>
  </tbody>
</table>

<h2>Which one fits your business?</h2>
<h3>Choose a cash discount when</h3>
<ul>
  <li>Many of your guests pay with debit cards, as they often do at coffee counters and lunch trucks. A surcharge would not touch those sales.</li>
  <li>You want one simple rule for staff to explain: "cash gets a discount."</li>
  <li>You operate in more than one state and want a program that does not change at the state line.</li>
</ul>
<h3>Choose a surcharge when</h3>
<ul>
  <li>Your ticket sizes are large and mostly paid by credit card, such as catering orders or a sit-down café with a big lunch crowd.</li>
  <li>You would rather keep menu prices unchanged and show the fee only to the guests it applies to.</li>
  <li>You are ready to handle registration, disclosures and refunds of the fee when an order is returned.</li>
</ul>

<h2>Telling guests without losing them</h2>
<p>Regulars react to surprises, not to prices. Whichever program you pick, make it visible before anyone orders:</p>
<ol>
  <li>Put a short, friendly sign at the door and another beside the card reader.</li>
  <li>Show both prices, or the surcharge notice, on your online ordering menu as well as the board.</li>
  <li>Brief your team with a one-sentence answer, for example: "Card prices include processing; pay cash and we knock a little off."</li>
  <li>Print the discount or the surcharge as a clear line on the receipt.</li>
</ol>

<h2>Let the register do the arithmetic</h2>
<p>Both programs fail when they depend on a cashier remembering to do math during a rush. In Ladle's point of sale, cash discount and surcharges are settings, not workarounds: the register prices each item for the tender the guest chooses, prints the right receipt lines and keeps the reporting straight, so your end-of-day totals still match your deposits. Pair it with same-day funding and the money you keep arrives sooner too.</p>
<p>Not sure which program suits your menu? Our team walks through your last few months of sales with you and shows what each option would have cost and saved, in plain numbers. Ask for that when you request a demo.</p>
`,
};
