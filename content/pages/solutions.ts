import { z } from 'zod';
import { contentImageSchema, featureCardSchema, parseContent, keyedItems, keyedList } from '@/content/schema';
import { supportLanguages, site } from '@/content/site';

/**
 * /solutions: the generic business-solutions page. The 0.5% starting processing fee lives
 * here and nowhere else; /pricing (content/pricing.ts) imports it.
 */

const href = z.string().regex(/^\//, 'must be a site path');

/** One band of the page: a heading, a lead, cards and the page that explains it in full. */
export const solutionAreaSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  eyebrow: z.string().min(2),
  title: z.string().min(2),
  description: z.string().min(20),
  highlight: z.object({ figure: z.string(), label: z.string() }).optional(),
  cards: keyedItems(featureCardSchema).min(3),
  link: z.object({ label: z.string().min(2), href }),
});

/** An illustrative story told in the owner's own words: no audited figures. */
export const caseStudySchema = z.object({
  business: z.string().min(2),
  kind: z.string().min(2),
  owner: z.string().min(2),
  challenge: z.string().min(20),
  quote: z.string().min(20),
  changes: z.array(z.string().min(10)).min(3),
  image: contentImageSchema,
  link: z.object({ label: z.string().min(2), href }),
});

export type SolutionArea = z.infer<typeof solutionAreaSchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;

export const startingProcessingFee = '0.5%';

export const solutionsHero = {
  eyebrow: 'Business solutions',
  title: 'Everything your food business runs on, from the first card tap to the bank deposit',
  description:
    `Checkout, menus, staff, online orders and a business account that talk to each other. Try the software free for 30 days with no hardware commitment, and reach a real person 24/7 in ${supportLanguages('or')}.`,
  image: {
    src: '/illustrations/pages/solutions-hero.svg',
    alt: 'A countertop register, a handheld card reader and a banking dashboard showing today’s sales and deposit',
    width: 640,
    height: 520,
  },
} as const;

const areas = parseContent('solutionAreas', solutionAreaSchema, {
  payments: {
    id: 'payment-processing',
    eyebrow: 'Payment processing',
    title: 'Get paid today for what you sold today',
    description:
      'Take cards, taps and phones at the counter, the window or the curb. Same-day funding puts the money in your account before tomorrow’s produce order, and cash discount lets you offset card costs with dual pricing shown on every ticket.',
    highlight: { figure: startingProcessingFee, label: 'processing fees starting at' },
    cards: [
      { id: 'same-day', icon: 'bolt', title: 'Same-day funding', description: 'Close out tonight and the day’s card sales land in your account the same day, not three days later.' },
      { id: 'cash-discount', icon: 'percent', title: 'Cash discount', description: 'Show a cash price and a card price on the menu and receipt, so card fees stop eating into thin margins.' },
      { id: 'secure-multi', icon: 'shield', title: 'Secure multi-gateway payments', description: 'Payments route through more than one gateway, so a single outage does not stop your line.' },
    ],
    link: { label: 'Explore payments', href: '/products/payments' },
  },
  management: {
    id: 'business-management',
    eyebrow: 'Business management',
    title: 'Run the shift from one screen',
    description:
      'Build the menu once and it appears on the register, the handheld, the kiosk and the online store. Schedules, clock-ins and tips sit next to sales, so you can see whether Tuesday lunch needs two people or three.',
    cards: [
      { id: 'menus-modifiers', icon: 'menu', title: 'Menus and modifiers', description: 'Sizes, add-ons, combos and 86’d items update everywhere the moment you change them.', href: '/point-of-sale' },
      { id: 'staff-schedules', icon: 'users', title: 'Staff and schedules', description: 'Roles, shifts, clock in and out, instant tip payouts and labor analytics in one place.', href: '/products/staff' },
      { id: 'ai-manager', icon: 'sparkles', title: 'AI manager', description: 'Inventory suggestions, employee performance and sales forecasting drawn from your own tickets.', href: '/point-of-sale' },
    ],
    link: { label: 'See the point of sale', href: '/point-of-sale' },
  },
  online: {
    id: 'online-presence',
    eyebrow: 'Online presence',
    title: 'Take orders where your guests already are',
    description:
      'Your own ordering page, QR codes on the tables and delivery platforms all drop tickets straight into the POS and the kitchen screen. Guests who order once hear from you again by text, email or push.',
    cards: [
      { id: 'online-mobile', icon: 'globe', title: 'Online and mobile ordering', description: 'Separate menus and prices for pickup, delivery and dine-in, all fed from one item list.', href: '/customers/online-ordering' },
      { id: 'qr-table', icon: 'qr', title: 'QR table ordering', description: 'Guests scan, order and pay from the table while your team keeps cooking.', href: '/customers/online-ordering' },
      { id: 'notifications-get', icon: 'message', title: 'Notifications that get read', description: 'Text messages carry a 98% open rate: ready-for-pickup alerts, loyalty offers and slow-day specials.', href: '/customers/notifications' },
    ],
    link: { label: 'Explore online ordering', href: '/customers/online-ordering' },
  },
  finance: {
    id: 'financial-services',
    eyebrow: 'Financial services',
    title: 'A business account built into your register',
    description:
      'Sales settle into a business account that sits inside the same dashboard as your POS. Move money out instantly, see what is coming in and going out this week, and draw on a line of credit when a freezer dies.',
    cards: [
      { id: 'business-account', icon: 'bank', title: 'Business account', description: 'Your deposits, payouts and balances next to the sales that produced them.' },
      { id: 'instant-deposits', icon: 'wallet', title: 'Instant deposits and payouts', description: 'Pay a supplier or yourself the moment you need to, without waiting for a batch.' },
      { id: 'line-credit', icon: 'chart', title: 'Line of credit', description: 'Draw when you need it, with next-business-day funding for repairs, equipment or a busy season.' },
    ],
    link: { label: 'Explore banking', href: '/products/banking' },
  },
  security: {
    id: 'security',
    eyebrow: 'Security',
    title: 'Protection that does not slow the line',
    description:
      'Each person signs in with their own role, so a new hire can ring up orders without seeing payroll. Refunds and voids are tied to the person who made them, and offline mode keeps sales safe until the connection returns.',
    cards: [
      { id: 'role-based', icon: 'users', title: 'Role-based access', description: 'Cashier, shift lead and owner each see the screens they need and nothing more.' },
      { id: 'accountable-refunds', icon: 'receipt', title: 'Accountable refunds', description: 'Every refund and void records who made it and when, next to the original receipt.' },
      { id: 'offline-mode', icon: 'wifi-off', title: 'Offline mode with sync', description: 'Keep taking orders when the Wi-Fi drops; everything syncs once you are back online.' },
    ],
    link: { label: 'How payments stay secure', href: '/products/payments' },
  },
  developers: {
    id: 'developer-tools',
    eyebrow: 'Developer tools',
    title: 'Connect the tools you already use',
    description:
      'Orders from delivery platforms arrive in the POS without retyping, and online orders land directly on the register and the kitchen display. If you run your own website or app, our team will help you wire it in.',
    cards: [
      { id: 'multi-platform', icon: 'layers', title: 'Multi-platform delivery', description: 'Delivery orders from several platforms arrive as ordinary POS tickets, in one queue.' },
      { id: 'direct-pos', icon: 'code', title: 'Direct POS integration', description: 'Online orders post straight to the register and the kitchen screen, priced and taxed.' },
      { id: 'help-people', icon: 'headset', title: 'Help from people who build it', description: 'Planning a custom integration? Talk it through with our technical team before you commit.' },
    ],
    link: { label: 'Talk to our team', href: '/contact' },
  },
});

/** In page order (SPEC §2): payments, management, online, finance, security, developer tools. */
export const solutionAreas: SolutionArea[] = Object.values(areas);

export const caseStudies = keyedList(
  parseContent('caseStudies', caseStudySchema, {
    tacos: {
      business: 'Dos Ruedas Tacos',
      kind: 'Two food trucks',
      owner: 'Marisol, owner',
      challenge:
        'Two trucks, two phones with card readers, and a spreadsheet every night to work out which truck sold what. Festival Wi-Fi went down at the worst moments.',
      quote:
        'Now both trucks ring up on handhelds that last the whole day, and when the signal dies at the fairground we just keep selling. The money is in the account the same day, so I pay for tortillas without touching my card.',
      changes: [
        'Both trucks share one menu, with prices she changes from her phone',
        'Offline mode carries sales through dead spots and syncs afterwards',
        'Same-day funding pays the morning supplier run',
      ],
      image: { src: '/illustrations/pages/case-taco-truck.svg', alt: 'A taco truck with a handheld card reader at the service window', width: 560, height: 400 },
      link: { label: 'Food truck solutions', href: '/business/food-trucks' },
    },
    bakery: {
      business: 'Crumb & Co.',
      kind: 'Neighbourhood bakery',
      owner: 'Daniel, baker and owner',
      challenge:
        'Holiday pre-orders lived in a paper notebook, the Saturday line ran out the door, and regulars had no reason to come back midweek.',
      quote:
        'Customers order cakes online now and the ticket is waiting on the register. On slow Wednesdays I send a text about the fresh sourdough and people actually come in. I finally know what to bake more of.',
      changes: [
        'Online pre-orders arrive on the POS with pickup time and notes',
        'Midweek texts and loyalty rewards bring regulars back',
        'The AI manager suggests how much to bake from past sales',
      ],
      image: { src: '/illustrations/pages/case-bakery.svg', alt: 'A bakery counter with a pastry case and a countertop register with a guest-facing screen', width: 560, height: 400 },
      link: { label: 'Bakery solutions', href: '/business/bakeries' },
    },
  }),
);

/** The rest of /solutions' copy: metadata, the hero's second action, section headers and the closing band. */
export const solutionsSections = {
  meta: {
    title: 'Business Solutions for Food and Drink',
    description:
      `Payments from ${startingProcessingFee}, menus, staff, online ordering, a business account and a line of credit in one platform for food trucks, bakeries, cafés and quick-service restaurants.`,
  },
  secondary: { label: 'Explore features', href: '/features' },
  industries: {
    eyebrow: 'Industries',
    title: 'Made for the way your kind of business sells',
    description: `A coffee shop and a ghost kitchen need different things from a register. Pick yours to see how ${site.name} is set up for it.`,
  },
  caseStudies: {
    eyebrow: 'Case studies',
    title: `How two small food businesses run on ${site.name}`,
    description: 'Illustrative stories, told in the owners’ own words, of the kind of businesses we build for.',
  },
  cta: {
    title: 'Try the software free for 30 days',
    description: `No hardware commitment. Keep your current setup while you see how ${site.name} handles a real week of orders.`,
  },
};
