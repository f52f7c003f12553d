import { z } from 'zod';
import { contentImageSchema, featureBlockSchema, featureCardSchema, parseContent, keyedList } from '@/content/schema';
import { supportLanguages, site } from '@/content/site';

/**
 * /mwaa2025: the landing page for our presence at the MWAA 2025 restaurant and hospitality
 * show. Kept generic on purpose (no booth numbers or dates we cannot vouch for).
 */

export const mwaaHero = {
  eyebrow: 'MWAA 2025',
  title: `Meet ${site.name} at MWAA 2025`,
  description:
    `Come by our booth and ring up a real order on the handheld, place one on the kiosk and watch it land on the kitchen display. Tell us about your menu and we will show you how it would run on ${site.name}. Can’t make the show? Book a demo anyway.`,
  image: {
    src: '/illustrations/pages/mwaa-hero.svg',
    alt: 'A trade-show booth with a self-service kiosk, a countertop terminal and a kitchen display',
    width: 640,
    height: 520,
  },
} as const;

export const mwaaFeatures = keyedList(
  parseContent('mwaaFeatures', featureCardSchema, {
    funding: { icon: 'bolt', title: 'Instant Funding', description: 'Card sales in your account the same day, and instant payouts when a supplier wants paying now.' },
    ai: { icon: 'sparkles', title: 'AI-Manager', description: 'Inventory suggestions, employee performance and forecasting from your own sales.' },
    ui: { icon: 'layers', title: 'Flexible UI', description: 'Arrange buttons, categories and modifiers around how your team actually rings orders.' },
    languages: { icon: 'globe', title: 'Multi-language', description: `Support 24/7 in ${supportLanguages()}, for you and your team.` },
  }),
);

/** A Tailored Solutions card: a card with its own illustration and destination. */
export const tailoredSolutionSchema = featureCardSchema.extend({
  href: z.string().regex(/^\//),
  image: contentImageSchema,
});
export type TailoredSolution = z.infer<typeof tailoredSolutionSchema>;

export const tailoredSolutions = keyedList(
  parseContent('mwaaTailored', tailoredSolutionSchema, {
    truck: {
      title: 'Food Truck POS',
      description: 'Handhelds with 12+ hours of battery, offline mode for dead spots and same-day funding for tomorrow’s stock.',
      href: '/business/food-trucks',
      image: { src: '/illustrations/pages/tailored-truck.svg', alt: '', width: 400, height: 260 },
    },
    kiosk: {
      title: 'Kiosk',
      description: 'Guests browse, customise and pay on a self-service kiosk while your cashier helps the next table.',
      href: '/hardware/kiosk',
      image: { src: '/illustrations/pages/tailored-kiosk.svg', alt: '', width: 400, height: 260 },
    },
    online: {
      title: 'Online Ordering',
      description: 'Your own ordering page and QR table ordering, straight into the POS with no retyping.',
      href: '/customers/online-ordering',
      image: { src: '/illustrations/pages/tailored-online.svg', alt: '', width: 400, height: 260 },
    },
  }),
);

const blocks = parseContent('mwaaBlocks', featureBlockSchema, {
  kiosk: {
    title: 'Kiosk: a second cashier that never calls in sick',
    description:
      'Guests take their time with the menu and the add-ons, pay by card or phone, and the order goes straight to the kitchen. Your team spends the rush cooking instead of typing.',
    features: ['Large touch screen with photos of your items', 'Upsells and modifiers offered at the right moment', 'Orders flow to the kitchen display automatically'],
    link: { label: 'See the kiosk', href: '/hardware/kiosk' },
    image: { src: '/illustrations/pages/mwaa-kiosk.svg', alt: 'A self-service kiosk showing a menu with burgers, drinks and a cart', width: 560, height: 420 },
  },
  kds: {
    title: 'Kitchen Display: every ticket, in order, on time',
    description:
      'Counter, kiosk, online and delivery orders arrive on one screen, timed from the moment they were placed. Cooks bump them when done, and nothing gets lost under a grease-stained printer.',
    features: ['One queue for every channel', 'Ticket timers that flag late orders', 'Bump when ready, recall if needed'],
    link: { label: 'See the kitchen display', href: '/hardware/kitchen-display' },
    image: { src: '/illustrations/pages/mwaa-kds.svg', alt: 'A kitchen display with four timed order tickets, one flagged as late', width: 560, height: 420 },
    reverse: true,
  },
  ai: {
    title: 'AI-Manager: answers before you ask',
    description:
      'It reads your sales and tells you what to order, who performed best this week and how busy next Saturday will be, so decisions take minutes, not a Sunday night with a spreadsheet.',
    features: ['Inventory suggestions', 'Employee performance', 'Sales forecasting'],
    link: { label: 'Explore the point of sale', href: '/point-of-sale' },
    image: { src: '/illustrations/pages/pos-ai-manager.svg', alt: 'An AI manager panel with an inventory alert, a staff leaderboard and a weekly sales forecast chart', width: 560, height: 420 },
  },
});

export const mwaaBlocks = keyedList(blocks);

export const mwaaContact = {
  title: 'Book your time with us at MWAA 2025',
  description:
    'Leave your details and we will save you a slot at the booth, or set up a video demo if you can’t make it to the show.',
} as const;

/** The rest of /mwaa2025's copy: metadata, the hero's links and the section headers. */
export const mwaaPage = {
  meta: {
    title: `Meet ${site.name} at MWAA 2025`,
    description:
      `See ${site.name}’s handheld POS, self-service kiosk, kitchen display and AI manager live at MWAA 2025, or book a demo with our team if you can’t make the show.`,
  },
  demo: { label: 'Request Demo', href: '#contact' },
  secondary: { label: 'Explore the POS', href: '/point-of-sale' },
  showFeatures: {
    eyebrow: 'At the booth',
    title: 'What you can try at the show',
    description: 'Bring your busiest-day questions. We’ll answer them on real devices.',
  },
  tailored: {
    eyebrow: 'Tailored Solutions',
    title: 'Tailored Solutions for how you serve',
    description: 'Whether you sell from a window, a counter or a web page, there is a setup built for it.',
  },
};
