import { z } from 'zod';
import { featureBlockSchema, featureCardSchema, featureNavSchema, iconName, keyedItems, parseContent } from '@/content/schema';
import { site } from '@/content/site';

/**
 * The four product pages (/products/<slug>), one entry each, rendered by one template
 * (components/product/product-page.tsx). Facts come from SPEC §1 and §9 only.
 */
export const productSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3),
  nav: featureNavSchema,
  metaTitle: z.string().min(5).max(60),
  metaDescription: z.string().min(70).max(170),
  hero: z.object({
    eyebrow: z.string().min(3),
    title: z.string().min(10),
    description: z.string().min(40),
    image: featureBlockSchema.shape.image,
    /** Which demo-dialog button the page leads with. */
    action: z.enum(['Request Demo', 'Get Started']),
  }),
  /** Three short facts under the hero, e.g. "Same day / card sales funded". */
  facts: keyedItems(z.object({ value: z.string().min(2), label: z.string().min(5) })).length(3),
  features: z.object({
    title: z.string().min(5),
    description: z.string().min(20),
    items: keyedItems(featureCardSchema.extend({ icon: iconName })).min(3).max(6),
  }),
  blocks: keyedItems(featureBlockSchema).min(1).max(3),
  faq: keyedItems(z.object({ question: z.string().min(10), answer: z.string().min(20) })).min(2).max(5),
  cta: z.object({ title: z.string().min(10), description: z.string().min(20) }),
});
export type Product = z.infer<typeof productSchema>;
export const productHref = (product: Pick<Product, 'slug'>) => `/products/${product.slug}`;

const illustration = (name: string, alt: string) => ({ src: `/illustrations/products/${name}.svg`, alt, width: 640, height: 480 });

const rawProducts: Record<string, unknown> = {
  payments: {
    slug: 'payments',
    name: 'Payments',
    nav: { label: 'Payments', description: 'Same-day funding, cash discount and secure gateways.', order: 2 },
    metaTitle: 'Payment Processing',
    metaDescription: 'Card payments with same-day funding, a cash discount or dual pricing program and secure multi-gateway processing, built into your POS.',
    hero: {
      eyebrow: 'Payments',
      title: 'Get paid today for what you sold today',
      description:
        'Card, tap and mobile wallet payments built into your register, with same-day funding, an optional cash discount program and gateways that keep you selling.',
      image: illustration('payments', 'A card tapping a handheld terminal with a same-day deposit notification beside it'),
      action: 'Get Started',
    },
    facts: [
      { id: 'funding-card', value: 'Same day', label: 'funding of your card sales' },
      { id: 'cash-discount', value: 'Dual pricing', label: 'cash discount program, optional' },
      { id: 'secure-processing', value: 'Multi-gateway', label: 'secure processing with failover' },
    ],
    features: {
      title: 'Payments that work the way you serve',
      description: 'At the counter, in the line, at the table or online: one processor, one report.',
      items: [
        { id: 'same-day', title: 'Same-day funding', description: 'Card sales settle into your account the same day, not three days later.', icon: 'bolt' },
        { id: 'cash-discount', title: 'Cash discount', description: 'Show a cash price and a card price, with the right signage and receipts, where your state allows it.', icon: 'percent' },
        { id: 'multi-gateway', title: 'Multi-gateway security', description: 'Encrypted, tokenised card data and more than one gateway so a single outage does not stop sales.', icon: 'shield' },
        { id: 'tap-chip', title: 'Tap, chip and wallets', description: `Contactless cards, chip cards and mobile wallets on every ${site.name} device.`, icon: 'card' },
        { id: 'tips-surcharges', title: 'Tips and surcharges', description: 'Suggested tips on screen and surcharges that appear correctly on every receipt.', icon: 'wallet' },
        { id: 'refunds-two', title: 'Refunds in two taps', description: 'Find the order, refund all or part, and the receipt updates itself.', icon: 'receipt' },
      ],
    },
    blocks: [
      {
        id: 'same-day',
        title: 'Same-day funding, every day',
        description: `Close out tonight and see the money in your ${site.name} business account the same day, ready for payroll or the produce order.`,
        features: ['Deposits shown by day and by device', 'Fees itemised on every statement', 'Instant payouts to your account'],
        image: illustration('payments-funding', 'A calendar with today marked and a deposit arriving in a business account'),
      },
      {
        id: 'cash-discount',
        title: 'Cash discount or dual pricing',
        description: `Offer guests a lower price for cash and a card price that covers processing. ${site.name} prints both on the menu, screen and receipt.`,
        features: ['Two prices calculated automatically', 'Compliant receipts and signage', 'Switch the program on or off per location'],
        image: illustration('payments-dual', 'A receipt showing a cash price and a card price'),
        reverse: true,
      },
    ],
    faq: [
      { id: 'fast-card', question: 'How fast do card sales reach my account?', answer: 'With same-day funding, card sales settle into your account the same day you make them.' },
      { id: 'cash-discount', question: 'What is a cash discount program?', answer: 'Also called dual pricing: guests see a cash price and a card price, and the card price covers the cost of processing.' },
      { id: 'keep-taking', question: 'Can I keep taking cards if the internet drops?', answer: `Yes. ${site.name} keeps selling offline and syncs the payments when the connection returns.` },
    ],
    cta: { title: 'See what same-day funding means for your cash flow', description: 'A specialist will walk you through pricing and setup in a 20-minute call.' },
  },
  customers: {
    slug: 'customers',
    name: 'Customers',
    nav: { label: 'Customers', description: 'Profiles, loyalty and campaigns that bring guests back.', order: 3 },
    metaTitle: 'Customer Management and Loyalty',
    metaDescription: 'Guest profiles, a loyalty program, a CRM and SMS and email marketing campaigns that bring your regulars back, all built into your POS.',
    hero: {
      eyebrow: 'Customers',
      title: 'Know your regulars and give them a reason to come back',
      description:
        'Every sale builds a guest profile. Reward visits with loyalty, see who has not been in for a while, and send them an offer by SMS or email in a few taps.',
      image: illustration('customers', 'A guest profile card with loyalty stamps and a phone showing a 20% off offer'),
      action: 'Request Demo',
    },
    facts: [
      { id: 'built-sale', value: 'Profiles', label: 'built from every sale' },
      { id: 'points-rewards', value: 'Loyalty', label: 'points and rewards by phone number' },
      { id: 'open-rate', value: '98%', label: 'open rate for SMS marketing' },
    ],
    features: {
      title: 'From first visit to regular',
      description: 'Profiles, loyalty, CRM and campaigns in the same system that rings the sale.',
      items: [
        { id: 'guest-profiles', title: 'Guest profiles', description: 'Visits, favourite items and total spend, gathered at checkout without a separate sign-up.', icon: 'users' },
        { id: 'loyalty-program', title: 'Loyalty program', description: 'Points or punch cards by phone number, redeemed at the register, kiosk or online.', icon: 'gift' },
        { id: 'crm', title: 'CRM', description: 'Segment guests by visits, spend or last order, and find the ones you are losing.', icon: 'chart' },
        { id: 'sms-campaigns', title: 'SMS campaigns', description: 'Text messages have a 98% open rate: send an offer and watch the redemptions.', icon: 'message' },
        { id: 'email-campaigns', title: 'Email campaigns', description: 'Menu launches and seasonal offers with your logo and photos.', icon: 'mail' },
        { id: 'birthday-rewards', title: 'Birthday rewards', description: 'A treat sent automatically on each guest’s birthday.', icon: 'calendar' },
      ],
    },
    blocks: [
      {
        id: 'loyalty-guests',
        title: 'Loyalty your guests actually use',
        description: 'Guests join with their phone number at checkout. Points build with every order and rewards apply at the register without a card or app.',
        features: ['Points or punch-card rewards', 'Works at the counter, kiosk and online', 'Rewards redeemed in one tap'],
        image: illustration('customers-loyalty', 'A loyalty card with nine stamps and a free drink reward'),
      },
      {
        id: 'campaigns-bring',
        title: 'Campaigns that bring them back',
        description: 'Pick a segment, such as guests who have not visited in 30 days, write an offer like 20% off, and send it by SMS, email or push.',
        features: ['Segments built from real sales', 'Offers redeemed and tracked at the POS', 'Opt-outs handled automatically'],
        link: { label: 'See notification samples', href: '/customers/notifications' },
        image: illustration('customers-campaign', 'A campaign builder sending a 20% off offer to a guest segment'),
        reverse: true,
      },
    ],
    faq: [
      { id: 'guests-need', question: 'Do guests need an app to join loyalty?', answer: 'No. They join with their phone number at checkout and earn on every order.' },
      { id: 'which-channels', question: 'Which channels can campaigns use?', answer: 'SMS, email and push notifications, all from the same campaign builder.' },
      { id: 'guests-opt', question: 'Can guests opt out of messages?', answer: 'Yes. Replying STOP or UNSUBSCRIBE removes them, and HELP returns support details.' },
    ],
    cta: { title: 'Turn first-time guests into regulars', description: 'See profiles, loyalty and campaigns on your own sales in a demo.' },
  },
  staff: {
    slug: 'staff',
    name: 'Staff',
    nav: { label: 'Staff', description: 'Schedules, clock in and out, and instant tip payouts.', order: 6 },
    metaTitle: 'Staff Management and Scheduling',
    metaDescription: 'Roles and permissions, schedules and shifts, clock in and out, instant tip payouts and labour analytics in the same system as your POS.',
    hero: {
      eyebrow: 'Staff',
      title: 'Schedules, clock-ins and tips, without the spreadsheet',
      description:
        'Build next week’s schedule in minutes, let your team clock in on the register, pay out tips the same night and see labour against sales by the hour.',
      image: illustration('staff', 'A weekly shift schedule with colour-coded shifts and a clock-in screen'),
      action: 'Request Demo',
    },
    facts: [
      { id: 'permissions-per', value: 'Roles', label: 'and permissions per employee' },
      { id: 'tip-payouts', value: 'Instant', label: 'tip payouts to your team' },
      { id: 'labour-against', value: 'By hour', label: 'labour against sales' },
    ],
    features: {
      title: 'Everything between hiring and payday',
      description: 'Your team, their shifts and their tips, in the system they already use to ring orders.',
      items: [
        { id: 'roles-permissions', title: 'Roles and permissions', description: 'Cashiers ring orders, shift leads issue refunds, managers see reports.', icon: 'shield' },
        { id: 'schedules', title: 'Schedules', description: 'Drag shifts onto a weekly grid and publish it to your team’s phones.', icon: 'calendar' },
        { id: 'shifts-swaps', title: 'Shifts and swaps', description: 'Staff request swaps; managers approve them in one tap.', icon: 'users' },
        { id: 'clock-out', title: 'Clock in and out', description: `Employees clock in on any ${site.name} device with their own PIN.`, icon: 'clock' },
        { id: 'instant-tip', title: 'Instant tip payouts', description: 'Tips paid out at the end of the shift instead of on the next paycheck.', icon: 'wallet' },
        { id: 'labour-analytics', title: 'Labour analytics', description: 'Labour cost as a share of sales by hour, day and location.', icon: 'chart' },
      ],
    },
    blocks: [
      {
        id: 'schedule-built',
        title: 'A schedule built around your rush',
        description: 'See last month’s sales by hour beside next week’s schedule so you add a person for the Saturday peak, not the Tuesday lull.',
        features: ['Weekly grid with drag-and-drop shifts', 'Published to staff phones', 'Overtime warnings before you publish'],
        image: illustration('staff-schedule', 'A sales-by-hour chart above a shift schedule'),
      },
      {
        id: 'tips-paid',
        title: 'Tips paid out tonight',
        description: 'Tips from cards are pooled or assigned per person and paid out at the end of the shift, with every payout on the report.',
        features: ['Tip pooling rules per role', 'Payouts shown per employee', 'A record for payroll'],
        image: illustration('staff-tips', 'A phone showing an instant tip payout to an employee'),
        reverse: true,
      },
    ],
    faq: [
      { id: 'employees-clock', question: 'Can employees clock in on the register?', answer: `Yes. Each employee clocks in and out on any ${site.name} device with a personal PIN.` },
      { id: 'instant-tip', question: 'How do instant tip payouts work?', answer: 'Card tips are assigned or pooled at the end of the shift and paid out to each employee the same night.' },
      { id: 'limit-each', question: 'Can I limit what each employee can do?', answer: 'Yes. Roles set who can refund, discount, open the drawer or see reports.' },
    ],
    cta: { title: 'Spend less time on the schedule', description: `See scheduling, clock-in and tip payouts on ${site.name} in a 20-minute demo.` },
  },
  banking: {
    slug: 'banking',
    name: 'Banking',
    nav: { label: 'Banking', description: 'Business account, instant deposits and working capital.', order: 7 },
    metaTitle: 'Business Banking and Working Capital',
    metaDescription: 'A business account built into your POS, instant deposits and payouts, cash-flow tools and a line of credit with next-business-day funding.',
    hero: {
      eyebrow: 'Banking',
      title: 'Your sales, your account and your capital in one place',
      description:
        'A business account that receives your card sales, instant deposits and payouts, cash-flow tools that see what is coming, and a line of credit funded the next business day.',
      image: illustration('banking', 'A business account dashboard with balance, deposits and a line-of-credit card'),
      action: 'Get Started',
    },
    facts: [
      { id: 'deposits-payouts', value: 'Instant', label: 'deposits and payouts' },
      { id: 'funding-line', value: 'Next business day', label: 'funding on your line of credit' },
      { id: 'processing-history', value: '90 days', label: 'of processing history for working capital' },
    ],
    features: {
      title: 'Banking built for food businesses',
      description: 'Money moves where your sales already are, without a second login.',
      items: [
        { id: 'business-account', title: 'Business account', description: 'Card sales land in an account tied to your POS, with cards for spending.', icon: 'bank' },
        { id: 'instant-deposits', title: 'Instant deposits', description: 'Move today’s sales to your account instantly when a bill is due.', icon: 'bolt' },
        { id: 'instant-payouts', title: 'Instant payouts', description: 'Pay suppliers and staff tips from the same account.', icon: 'wallet' },
        { id: 'cash-flow', title: 'Cash-flow tools', description: 'See expected deposits against upcoming bills for the next weeks.', icon: 'chart' },
        { id: 'line-credit', title: 'Line of credit', description: 'Draw on a line of credit and receive the funds the next business day.', icon: 'card' },
        { id: 'working-capital', title: 'Working capital', description: 'Offers of working capital after at least 90 days of processing history.', icon: 'layers' },
      ],
    },
    blocks: [
      {
        id: 'cash-flow',
        title: 'Cash flow you can see coming',
        description: `${site.name} knows your sales, so it can show the deposits you can expect and the bills you have scheduled on one timeline.`,
        features: ['Expected deposits by day', 'Scheduled bills and payouts', 'Low-balance alerts'],
        image: illustration('banking-cashflow', 'A cash-flow chart of expected deposits against scheduled bills'),
      },
      {
        id: 'capital-season',
        title: 'Capital when the season turns',
        description: 'A new oven, a second truck, a slow January: draw on your line of credit with next-business-day funding, or accept a working-capital offer after at least 90 days of processing history.',
        features: ['Line of credit with next-business-day funding', 'Working-capital offers based on your sales', 'Repayment shown beside your deposits'],
        image: illustration('banking-credit', 'A line-of-credit card with funds available next business day'),
        reverse: true,
      },
    ],
    faq: [
      { id: 'get-working', question: 'When can I get working capital?', answer: `Working-capital offers may be made after at least 90 days of processing history with ${site.name}.` },
      { id: 'fast-line', question: 'How fast is the line of credit funded?', answer: 'Draws on the line of credit are funded the next business day.' },
      { id: 'need-change', question: 'Do I need to change banks?', answer: `No. You can keep your bank and use the ${site.name} account for sales, payouts and capital.` },
    ],
    cta: { title: 'Put your sales to work', description: 'See the business account, payouts and capital options in a demo.' },
  },
};

export function loadProducts(raw: Record<string, unknown>) {
  return parseContent('products', productSchema, raw);
}

const productsBySlug = loadProducts(rawProducts);
export const products: readonly Product[] = Object.values(productsBySlug);
export const getProduct = (slug: string): Product | undefined => productsBySlug[slug];

/** The fixed labels of the product template. */
export const productCopy = {
  factsLabel: (name: string) => `${name} at a glance`,
  blocksLabel: (name: string) => `${name} in detail`,
  faqTitle: (name: string) => `Questions about ${name.toLowerCase()}`,
};
