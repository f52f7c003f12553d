import type { RawPost } from '@/lib/blog/schema';

export const choosingAFoodTruckPos: RawPost = {
  id: 'choosing-a-food-truck-pos',
  title: 'How to Choose a POS for Your Food Truck',
  created_at: '2025-05-20T15:30:00.000Z',
  image_url: '/illustrations/blog/food-truck-pos.svg',
  meta_title: 'Choosing a Food Truck POS: A Practical Checklist',
  meta_description:
    'Battery life, offline card payments, line-busting handhelds, menu changes per event and same-day funding: what to test before you buy a food truck POS.',
  description: `
<p>A food truck asks more of a point of sale than almost any other kind of restaurant. The register moves every day, the internet comes and goes, the menu changes by event, and the line can go from zero to forty people in the ten minutes after a concert lets out. A system that works fine in a café can fall apart in a parking lot. Here is what to check before you commit.</p>

<h2>1. Power that lasts a whole service</h2>
<p>Your generator is busy running the fryer and the fridge. The POS should not depend on it. Look for handheld devices that run a full day on one charge; Ladle's handhelds are rated for 12+ hours. Ask how long the countertop unit and the printer run on battery, and keep a spare charging cable in the truck, not in the commissary.</p>

<h2>2. Selling when the signal drops</h2>
<p>Festival grounds and stadium lots are notorious for weak cellular data. Ask every vendor the same direct question: <em>what happens to a card payment when the connection drops mid-service?</em> A good answer covers:</p>
<ul>
  <li>Orders still go through and print to the kitchen without a connection.</li>
  <li>Card payments are stored securely on the device and sent once the connection returns.</li>
  <li>You can see which payments are still waiting to upload, and the system tells you when they have cleared.</li>
</ul>
<p>Ladle's offline mode works this way: you keep selling, and everything syncs when the signal is back. Our article on keeping sales going through an outage covers the settings and habits that make offline days uneventful.</p>

<h2>3. A line that keeps moving</h2>
<p>The fastest way to serve more guests is to take orders before they reach the window. A handheld lets a second person walk the line, take the order and the payment, and send the ticket straight to the kitchen. When you compare systems, time how many taps it takes to ring up your three best sellers with a common modifier, such as "no onions" or "extra sauce". Every tap saved is multiplied by hundreds of orders a week.</p>

<h2>4. Menus that change by event</h2>
<p>Trucks rarely sell the same menu twice. A brewery night might call for a short menu with bigger portions; a school lunch run needs smaller, cheaper items. Check that you can:</p>
<ul>
  <li>Save several menus and switch between them in seconds.</li>
  <li>Mark an item as sold out from the handheld so nobody orders it.</li>
  <li>Set different prices for pickup, delivery and events without duplicating items.</li>
  <li>Group options as modifiers and combos so a meal deal is one button, not four.</li>
</ul>

<h2>5. Taxes, tips and fees that follow you</h2>
<p>Tax rates change when you cross a city or county line. Make sure you can switch the tax profile per location in a couple of taps. Tips should be easy to prompt on the screen and easy to pay out to the crew at the end of the night. If you pass card costs on through a cash discount or a surcharge, the register should price it automatically.</p>

<h2>6. Money in your account quickly</h2>
<p>Trucks buy ingredients daily and often in cash. Waiting several days for card sales to land squeezes that cycle. Ask about funding times: same-day funding means Friday's festival pays for Saturday's shopping. It also helps to see your deposits and your sales side by side so reconciling takes minutes.</p>

<h2>7. Reports you will actually read</h2>
<p>After a long day nobody wants a forty-page report. You want to know which event made money, which items sold out first and how long the wait was. Look for a dashboard that compares locations and dates, and an assistant that suggests how much to prep for the next event based on the last few. Ladle's AI manager does this with inventory suggestions and sales forecasts.</p>

<h2>A short test before you sign</h2>
<ol>
  <li>Ring up ten real orders from your menu, with modifiers, as fast as you can.</li>
  <li>Turn on airplane mode, take a card payment, then reconnect and watch it upload.</li>
  <li>Switch menus and change a price from the handheld.</li>
  <li>Print a kitchen ticket and a receipt in bright sunlight, and read the screen at the same time.</li>
  <li>Call support at an awkward hour and see who answers. Ladle's support runs 24/7 in English, Spanish, Chinese, Portuguese and Russian.</li>
</ol>
<p>Ladle's software comes with a free 30-day trial and no hardware commitment, so you can run these tests on a real service before you decide.</p>
`,
};
