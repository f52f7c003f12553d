import { featureBlockSchema, featureCardSchema, parseContent, keyedList } from '@/content/schema';
import { site } from '@/content/site';

/** /features: the six tools as cards, then one alternating section per tool, each with Learn More. */

export const featuresHero = {
  eyebrow: 'Features',
  title: 'Six tools that work as one, built for the way food businesses sell',
  description:
    'Payments, guests, online orders, messages, staff and banking share one menu, one set of reports and one login. Start with what you need today and switch the rest on when you are ready.',
  image: {
    src: '/illustrations/pages/features-hero.svg',
    alt: 'Six connected tiles for payments, customers, online ordering, notifications, staff and banking around a point-of-sale screen',
    width: 640,
    height: 520,
  },
} as const;

export const toolCards = keyedList(
  parseContent('featureTools', featureCardSchema, {
    payments: { icon: 'card', title: 'Payments', description: 'Same-day funding, cash discount and secure multi-gateway processing.', href: '/features#payments' },
    customers: { icon: 'users', title: 'Customers', description: 'Guest profiles, loyalty and campaigns that bring regulars back.', href: '/features#customers' },
    ordering: { icon: 'globe', title: 'Online Ordering', description: 'Web, QR table and delivery orders straight into the POS.', href: '/features#online-ordering' },
    notifications: { icon: 'bell', title: 'Notifications', description: 'SMS, email and push messages, with a 98% open rate on texts.', href: '/features#notifications' },
    staff: { icon: 'clock', title: 'Staff', description: 'Roles, schedules, clock in and out, and instant tip payouts.', href: '/features#staff' },
    banking: { icon: 'bank', title: 'Banking', description: 'A business account, instant payouts and a line of credit.', href: '/features#banking' },
  }),
);

const learnMore = (href: string) => ({ label: 'Learn More', href });

const blocks = parseContent('featureSections', featureBlockSchema, {
  payments: {
    title: 'Payments that fund the same day',
    description:
      'A food truck that sells out on Saturday can restock on Sunday: card sales settle into your account the same day. Cash discount shows guests a cash price and a card price, so processing costs stop coming out of your margin.',
    features: ['Same-day funding on card sales', 'Cash discount (dual pricing) on menu and receipt', 'Secure payments across more than one gateway'],
    link: learnMore('/products/payments'),
    image: { src: '/illustrations/pages/feature-payments.svg', alt: 'A handheld card reader accepting a tap payment with a same-day deposit notice', width: 560, height: 420 },
  },
  customers: {
    title: 'Know your regulars by name',
    description:
      'Every order builds a guest profile: what they buy, how often and when they last visited. Reward the oat-milk latte crowd, win back guests you have not seen in a month, and see which campaigns brought people through the door.',
    features: ['Guest profiles built from every ticket', 'Points and rewards guests see on the receipt', 'Campaigns aimed at the guests who will respond'],
    link: learnMore('/products/customers'),
    image: { src: '/illustrations/pages/feature-customers.svg', alt: 'A guest profile card with a loyalty stamp row and recent orders', width: 560, height: 420 },
    reverse: true,
  },
  ordering: {
    title: 'Online orders without the tablet farm',
    description:
      'Your ordering page, QR codes on the tables, the kiosk and the delivery platforms all send tickets to the same register and kitchen screen. Set different menus and prices for pickup, delivery and dine-in from one item list.',
    features: ['Mobile, web and QR table ordering', 'Custom menus and prices per channel', 'Delivery platforms integrated directly with the POS'],
    link: learnMore('/customers/online-ordering'),
    image: { src: '/illustrations/pages/feature-ordering.svg', alt: 'A phone showing an online menu and a QR code on a table tent sending an order to the kitchen', width: 560, height: 420 },
  },
  notifications: {
    title: 'Messages your guests actually open',
    description:
      'Texts carry a 98% open rate, so “your order is ready” gets seen and a rainy-day offer fills seats. Send by SMS, email or push from the same screen where you see who ordered what.',
    features: ['Order-ready alerts by text', 'Offers and loyalty reminders by SMS, email or push', 'Sends aimed by visit history and favourite items'],
    link: learnMore('/customers/notifications'),
    image: { src: '/illustrations/pages/feature-notifications.svg', alt: 'A phone lock screen with a text message saying an order is ready for pickup', width: 560, height: 420 },
    reverse: true,
  },
  staff: {
    title: 'Schedules, clock-ins and tips, sorted',
    description:
      'Build next week’s schedule against last year’s sales, let staff clock in on the register, and pay out tips instantly at the end of the shift. Labor analytics show what each shift costs next to what it sold.',
    features: ['Roles and permissions per person', 'Schedules, shifts and clock in/out', 'Instant tip payouts and labor analytics'],
    link: learnMore('/products/staff'),
    image: { src: '/illustrations/pages/feature-staff.svg', alt: 'A weekly shift schedule with a clock-in button and a tip payout summary', width: 560, height: 420 },
  },
  banking: {
    title: 'Banking inside your POS',
    description:
      'Sales settle into a business account you can see next to your reports. Move money instantly, plan the week with cash flow tools, and draw on a line of credit with next-business-day funding when the espresso machine gives out.',
    features: ['Business account with instant deposits and payouts', 'Cash flow tools that show the week ahead', 'Line of credit with next-business-day funding'],
    link: learnMore('/products/banking'),
    image: { src: '/illustrations/pages/feature-banking.svg', alt: 'A business account balance with incoming sales deposits and an available credit line', width: 560, height: 420 },
    reverse: true,
  },
});

/** In the order the cards list them (insertion order); the Learn More targets are fixed by the spec. */
export const featureSections = keyedList(blocks);

/** Section ids the tool cards jump to, in the same order as featureSections. */
export const featureSectionIds = ['payments', 'customers', 'online-ordering', 'notifications', 'staff', 'banking'] as const;

/** The rest of /features' copy: the hero's second action, the toolkit header and the closing band. */
export const featuresPage = {
  secondary: { label: 'See the point of sale', href: '/point-of-sale' },
  tools: {
    eyebrow: 'The toolkit',
    title: 'One platform, six tools',
    description: 'Every tool reads the same menu and the same sales, so nothing needs typing twice.',
  },
  cta: {
    title: 'See all six tools on your own menu',
    description: `A specialist walks you through ${site.name} in 20 minutes. The software is free for 30 days, with no hardware commitment.`,
  },
};

/** /features' title and description. */
export const featuresMeta = {
  title: 'Features',
  description:
    `Payments with same-day funding, guest profiles and loyalty, online ordering, SMS and email notifications, staff scheduling and built-in banking: every ${site.name} tool on one page.`,
};
