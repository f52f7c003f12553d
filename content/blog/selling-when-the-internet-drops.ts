import type { RawPost } from '@/lib/blog/schema';

export const sellingWhenTheInternetDrops: RawPost = {
  id: 'selling-when-the-internet-drops',
  title: 'Keep Selling When the Internet Drops: A Guide to Offline Mode',
  created_at: '2025-08-26T12:00:00.000Z',
  image_url: '/illustrations/blog/offline-mode.svg',
  meta_title: 'POS Offline Mode: Keep Selling When the Internet Drops',
  meta_description:
    'What POS offline mode does with orders and card payments during an outage, how syncing works afterwards, and the settings and habits that make outages uneventful.',
  description: `
<p>Internet outages never happen at three in the afternoon on a quiet Tuesday. They happen during the Saturday brunch rush, at the festival with ten thousand phones on one cell tower, or the morning the router decides to update itself. If your register stops when the connection does, so does your business. Offline mode is the feature that keeps the line moving, and it pays to understand what it does before you need it.</p>

<h2>What offline mode keeps working</h2>
<p>A well-designed point of sale treats the internet as something it uses, not something it needs for every tap. With Ladle's offline mode, while the connection is down you can still:</p>
<ul>
  <li>Ring up orders from your full menu, with modifiers, combos, taxes and tips.</li>
  <li>Send tickets to the kitchen printer or kitchen display on your local network.</li>
  <li>Take cash and print receipts.</li>
  <li>Accept card payments, which are stored securely on the device until they can be sent.</li>
</ul>
<p>When the connection returns, the register syncs on its own: orders, payments and inventory counts upload, and your reports fill in as if nothing happened.</p>

<h2>What to know about offline card payments</h2>
<p>While you are offline, a card cannot be checked with the bank at the moment of sale. The payment is approved later, when it is uploaded. Most go through without trouble, but a card that turns out to be declined will only show up afterwards. A few precautions keep that risk small:</p>
<ul>
  <li><strong>Set an offline limit per transaction.</strong> A cap on offline sales, for example the price of your largest normal order, limits what a single decline can cost.</li>
  <li><strong>Set a total offline limit.</strong> Decide how much you are comfortable holding before the team switches to cash-only until the connection returns.</li>
  <li><strong>Reconnect as soon as you can.</strong> Offline payments should be uploaded within hours, not days. The sooner they go through, the sooner any problem is known and the sooner the money is in your account.</li>
  <li><strong>Do not sign out or reset a device</strong> that still holds offline payments. The register shows how many are waiting; wait until that number is zero.</li>
</ul>

<h2>Prepare before the outage</h2>
<ol>
  <li><strong>Have a second connection.</strong> A cellular hotspot or a router with a cellular backup often means you never go offline at all.</li>
  <li><strong>Keep printers and kitchen displays on the local network.</strong> Devices that talk to each other over your own Wi-Fi or Ethernet keep working when the outside connection is gone.</li>
  <li><strong>Charge everything.</strong> An outage is sometimes a power cut. Handhelds with a full-day battery keep taking orders when the countertop cannot.</li>
  <li><strong>Practise once.</strong> Turn off the router during a quiet hour and ring up a few orders. Staff who have seen the offline banner before do not panic when it appears during a rush.</li>
  <li><strong>Write a one-page plan</strong> that says who decides when to go cash-only, where the hotspot is and who to call for help.</li>
</ol>

<h2>During the outage</h2>
<ul>
  <li>Tell guests calmly that cards still work. A small sign ("Our internet is down, but we can still take your card") prevents a lot of questions.</li>
  <li>Keep an eye on the offline total and your limits.</li>
  <li>Pause online ordering and delivery menus if they cannot reach the kitchen, so guests are not charged for orders nobody sees.</li>
</ul>

<h2>After the connection returns</h2>
<ol>
  <li>Check that the register has uploaded every offline payment.</li>
  <li>Look at the payments report for any offline card payments that were declined, and note them for follow-up.</li>
  <li>Compare the day's sales with your deposits as usual. With same-day funding, the uploaded payments show up quickly.</li>
  <li>Write down what went wrong and how long it lasted. If outages keep happening, it is time to talk to your internet provider or add a backup line.</li>
</ol>

<h2>Questions to ask any POS provider</h2>
<ul>
  <li>Can I take card payments offline, and how are they protected on the device?</li>
  <li>Can I set per-transaction and total offline limits?</li>
  <li>Do the kitchen printer and display keep working without internet?</li>
  <li>How do I see which payments are still waiting to upload?</li>
  <li>Who answers the phone when this happens at 9 p.m. on a Saturday?</li>
</ul>
<p>Ladle answers the last question with 24/7 support in five languages. The rest are settings you can try for yourself during a free 30-day trial.</p>
`,
};
