import type { RawPost } from '@/lib/blog/schema';

export const instantTipPayouts: RawPost = {
  id: 'instant-tip-payouts',
  title: 'Instant Tip Payouts: Paying Your Team Faster Without the Cash Drawer Chaos',
  created_at: '2025-10-07T16:00:00.000Z',
  image_url: '/illustrations/blog/tip-payouts.svg',
  meta_title: 'Instant Tip Payouts for Cafés, Trucks and Quick Service',
  meta_description:
    'Why paying tips out instantly helps you hire and keep staff, how to set a fair tip pool, and how digital payouts replace end-of-shift cash counting.',
  description: `
<p>For a barista, a line cook or a truck crew member, tips are a large part of take-home pay. Yet in many small food businesses card tips still move slowly: they are totalled at the end of the shift, sometimes paid in cash from the drawer, sometimes added to a paycheck two weeks later. Instant tip payouts change that, and they are one of the simplest ways to make a job more attractive without raising your base wage bill.</p>

<h2>Why speed matters to your team</h2>
<ul>
  <li><strong>It helps with hiring.</strong> "Tips paid the same day" is a concrete benefit you can put in a job post.</li>
  <li><strong>It helps with retention.</strong> People who can cover a bill today are less likely to pick up a second job that competes with your schedule.</li>
  <li><strong>It builds trust.</strong> When each person can see what they earned and when it arrived, there are fewer questions about how tips were shared.</li>
</ul>

<h2>Why it helps you, too</h2>
<ul>
  <li><strong>Less cash in the building.</strong> Paying card tips from the drawer means keeping extra cash on hand and counting it late at night.</li>
  <li><strong>Fewer mistakes.</strong> A payout calculated from clock-in times and sales records is more accurate than a calculator at closing.</li>
  <li><strong>Cleaner records.</strong> Every payout is recorded with the shift it came from, which makes payroll and tax reporting simpler.</li>
</ul>

<h2>Set up a tip policy first</h2>
<p>Fast payouts only work when everyone agrees on how tips are divided. Write your policy down and share it when people are hired. Decide:</p>
<ol>
  <li><strong>Who shares in the pool.</strong> Front-of-house only, or the kitchen too? Managers and supervisors are generally excluded from tip pools; check the labor rules in your state before you include anyone with management duties.</li>
  <li><strong>How the pool is divided.</strong> By hours worked is the most common and the easiest to explain. Some shops weight by role, which needs a clear table everyone can see.</li>
  <li><strong>What counts as a shift.</strong> Split shifts, early closers and people who came in to cover for an hour all need a rule.</li>
  <li><strong>How cash tips are handled.</strong> Counted and entered at the end of the shift, so cash and card tips follow the same policy.</li>
</ol>

<h2>How instant payouts work in practice</h2>
<p>With Ladle's staff tools, your team clocks in and out on the same system that takes payments. At the end of each shift the system knows who worked, for how long and what tips came in on each order. It calculates each person's share using your rules, shows it to the manager to approve and sends it to the employee. Funds go to their account right away rather than on the next payday.</p>
<p>A typical closing looks like this:</p>
<ol>
  <li>The last person clocks out on the register or the handheld.</li>
  <li>The manager opens the tip summary, checks hours and any cash tips, and approves.</li>
  <li>Each employee gets their payout and a breakdown of how it was calculated.</li>
</ol>

<h2>Keep an eye on the numbers</h2>
<p>Tips are also useful business data. Labor analytics show tip totals by shift, by day and by employee, next to sales and hours. If the Saturday morning crew consistently earns less than the Sunday crew, it may be a staffing problem worth fixing, not just a quieter day. And if the tip prompt on your screen offers percentages that nobody chooses, try different ones.</p>

<h2>Common questions</h2>
<h3>Does paying tips instantly change how they are taxed?</h3>
<p>No. Tips are income for the employee whenever they are paid, and they still need to be reported through payroll. Instant payouts change when the money arrives, not how it is reported. Your accountant can confirm what your records need to include.</p>
<h3>What if a card tip is later disputed?</h3>
<p>Disputes on tips are rare. Your policy should say how an adjustment is handled, for example by deducting it from the next pool rather than asking an individual to repay it.</p>
<h3>Can we start small?</h3>
<p>Yes. Many owners start by offering instant payouts at one location or for one shift pattern, then extend it once the team has seen it work.</p>
<p>If you would like to see tip pooling and payouts on a real schedule, ask for a walkthrough of Ladle's staff management when you request a demo.</p>
`,
};
