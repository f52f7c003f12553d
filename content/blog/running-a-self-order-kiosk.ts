import type { RawPost } from '@/lib/blog/schema';

export const runningASelfOrderKiosk: RawPost = {
  id: 'running-a-self-order-kiosk',
  title: 'Running a Self-Order Kiosk That Guests Actually Use',
  created_at: '2025-07-15T13:00:00.000Z',
  image_url: '/illustrations/blog/self-order-kiosk.svg',
  meta_title: 'Self-Order Kiosks for Quick-Service Restaurants: A Guide',
  meta_description:
    'Where to place a self-order kiosk, how to lay out its menu, which upsells work and how to connect it to the kitchen so it shortens the line instead of adding one.',
  description: `
<p>A self-order kiosk can take pressure off the counter at lunch, shorten the line and raise the average ticket. It can also sit unused in a corner while guests queue for a cashier. The difference is rarely the hardware. It is where you put the kiosk, how you build its menu and how the kitchen receives its orders.</p>

<h2>Put it where the decision happens</h2>
<p>Guests decide how to order in the first few seconds after they walk in. Place the kiosk so it is the first thing they see, not something they find after joining the line.</p>
<ul>
  <li><strong>At the entrance, facing the door.</strong> A kiosk beside the counter competes with the cashier; one at the entrance gets there first.</li>
  <li><strong>With room to queue.</strong> Leave space for two people behind the person ordering so the queue does not block the door.</li>
  <li><strong>Away from glare.</strong> A large screen beside a sunny window is hard to read. Test the spot at your busiest hour.</li>
  <li><strong>At a comfortable height,</strong> and check that a guest in a wheelchair can reach the screen and the card reader.</li>
</ul>

<h2>Build a menu for tapping, not reading</h2>
<p>Your printed menu is written for reading. A kiosk menu is built for tapping. A 21.5-inch screen, like the one on Ladle's self-service kiosk, has room for photos, but every screen should still do one job.</p>
<ol>
  <li><strong>Start with categories,</strong> five to seven at most, each with a photo of its best seller.</li>
  <li><strong>Lead with the items that make money.</strong> The first row of each category gets most of the taps.</li>
  <li><strong>Turn choices into steps.</strong> Size, then milk, then extras: one decision per screen is faster than one long form.</li>
  <li><strong>Use short names and real photos.</strong> Guests order what they can see.</li>
  <li><strong>Show the running total</strong> at all times, including tax, so there are no surprises at payment.</li>
</ol>

<h2>Upsells that help rather than nag</h2>
<p>Kiosks tend to raise the average order because guests take their time and do not feel judged for adding extras. That only works when suggestions are relevant:</p>
<ul>
  <li>Offer one pairing per item (fries with a burger, a cookie with a coffee), not a carousel of everything.</li>
  <li>Offer the combo at the moment a guest picks the main item.</li>
  <li>Let guests skip any suggestion with one clear button.</li>
  <li>Review which suggestions are accepted each month and drop the ones that are not.</li>
</ul>

<h2>Connect it to the kitchen</h2>
<p>A kiosk that prints to a separate printer, or that staff have to re-key, creates a second line at the pass. Kiosk orders should arrive in the same queue as counter and online orders, in the order they were paid. A kitchen display helps here: tickets appear on screen as soon as they are paid, with timers, and the cook bumps them when they are ready. Ladle's kiosk, kitchen display and point of sale share one menu and one order queue, so a price change or a sold-out item updates everywhere at once.</p>

<h2>Tell guests when their food is ready</h2>
<p>Once guests leave the kiosk they need to know when to come back. Print an order number on the receipt and show it on a ready screen, or ask for a phone number and send a text message when the order is up. Texts keep the pickup area clear because guests can wait at a table instead of crowding the counter.</p>

<h2>Help guests who have never used one</h2>
<ul>
  <li>During the first weeks, have a team member stand near the kiosk at peak times and offer to help.</li>
  <li>Keep the first screen simple: a large "Start your order" button and a language choice.</li>
  <li>Accept every payment the counter accepts, including tap-to-pay phones.</li>
  <li>Keep at least one staffed register for guests who prefer it.</li>
</ul>

<h2>Measure, then adjust</h2>
<p>After a month, compare kiosk and counter orders: average ticket, items per order, time from order to pickup and the share of guests using each. If the kiosk share is low, move it closer to the door or simplify the first screen. If pickup times are slipping, look at how the kitchen sees kiosk tickets. Small changes to placement and menu layout usually matter more than anything else.</p>
`,
};
