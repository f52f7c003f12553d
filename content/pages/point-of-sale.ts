import { featureBlockSchema, featureCards, type FeatureBlock } from '@/content/schema';
import { supportLanguages, site } from '@/content/site';

/** /point-of-sale: checkout, menu and AI-manager grids, a hardware teaser and several Request Demo buttons. */

/** The page's entry in the Features menu and footer column. */
export const posNav = { path: '/point-of-sale', label: 'Point of Sale', description: 'Checkout on a handheld or countertop, online or offline.', order: 1 } as const;

export const posHero = {
  eyebrow: 'Point of sale',
  title: 'A register that keeps the line moving, even when the Wi-Fi doesn’t',
  description:
    'Ring up orders on a handheld at the truck window or a countertop terminal by the pastry case. Menus, modifiers, tips and refunds work the same on both, online or off. Try the software free for 30 days with no hardware commitment.',
  image: {
    src: '/illustrations/pages/pos-hero.svg',
    alt: 'A countertop POS terminal showing an order with modifiers, beside a handheld card reader',
    width: 640,
    height: 520,
  },
} as const;

const card = (entries: Record<string, unknown>, family: string) => featureCards(family, entries);

export const checkoutFeatures = card(
  {
    handheld: { icon: 'phone', title: 'Handheld checkout', description: 'Take the order and the payment at the table, the curb or the festival gate, with a battery that lasts 12+ hours.' },
    countertop: { icon: 'monitor', title: 'Countertop terminal', description: 'A register with a guest-facing screen, so guests see the total, tip and receipt options as you ring.' },
    offline: { icon: 'wifi-off', title: 'Offline mode', description: 'The router drops mid-rush and you keep selling. Orders sync with reports once the connection is back.' },
    receipts: { icon: 'receipt', title: 'Receipts and refunds', description: 'Print, text or email receipts, and refund a whole ticket or one wrong item in a couple of taps.' },
  },
  'posCheckout',
);

export const menuFeatures = card(
  {
    items: { icon: 'menu', title: 'Item and menu management', description: 'Change a price or 86 a sold-out pastry once, and every register, kiosk and online menu updates.' },
    modifiers: { icon: 'layers', title: 'Modifiers and combos', description: 'Sizes, milks, extra shots, toppings and meal deals priced correctly, every time, without a cheat sheet.' },
    taxes: { icon: 'percent', title: 'Taxes, tips and surcharges', description: 'Set tax rates per item, suggested tip amounts and surcharges once; every ticket does the maths.' },
    discounts: { icon: 'tag', title: 'Discounts that behave', description: 'Happy-hour prices, staff meals and loyalty rewards apply at the right time, to the right items.' },
  },
  'posMenu',
);

export const aiManagerFeatures = card(
  {
    inventory: { icon: 'sparkles', title: 'Inventory suggestions', description: 'See what will run out before the weekend, and what you keep over-ordering, from your own sales.' },
    performance: { icon: 'users', title: 'Employee performance', description: 'Sales per shift, average ticket and voids by person, so coaching starts from facts.' },
    forecasting: { icon: 'chart', title: 'Forecasting', description: 'Expected sales by day and hour, so you staff the Friday rush and bake the right number of croissants.' },
  },
  'posAiManager',
);

export const aiManagerBlock: FeatureBlock = featureBlockSchema.parse({
  title: 'An AI manager that reads your tickets so you don’t have to',
  description:
    'It looks at what you sold, when, and who sold it, then tells you in plain words what to order, who to schedule and what next week looks like.',
  features: [],
  image: { src: '/illustrations/pages/pos-ai-manager.svg', alt: 'An AI manager panel with an inventory alert, a staff leaderboard and a weekly sales forecast chart', width: 560, height: 420 },
});

export const hardwareTeaser = card(
  {
    handheld: { icon: 'phone', title: 'Handheld POS', description: 'Orders and payments anywhere, 12+ hours per charge.', href: '/hardware/handheld' },
    terminal: { icon: 'monitor', title: 'POS Terminal', description: 'Countertop register with a guest-facing screen.', href: '/hardware/terminal' },
    kiosk: { icon: 'store', title: 'Self-Service Kiosk', description: 'Guests order and pay while your team cooks.', href: '/hardware/kiosk' },
    kds: { icon: 'chef', title: 'Kitchen Display', description: 'Tickets on screen, in order, timed and bumped.', href: '/hardware/kitchen-display' },
  },
  'posHardware',
);

/** The rest of /point-of-sale's copy: metadata, section headers, links and the closing band. */
export const posPage = {
  meta: {
    title: 'Point of Sale',
    description:
      'Handheld and countertop checkout that keeps selling offline, menus with modifiers and combos, tips and refunds, and an AI manager for inventory, staff and forecasting.',
  },
  secondary: { label: 'See the hardware', href: '/hardware' },
  checkout: {
    eyebrow: 'Checkout',
    title: 'Checkout on a handheld or the countertop, online or off',
    description: 'The same screens on every device, so a new hire learns once and works anywhere: the counter, the patio or the truck window.',
  },
  menu: {
    eyebrow: 'Menu and pricing',
    title: 'Your menu, your rules, priced right',
    description: 'Set it up the way your kitchen thinks. The register handles the sums, the tax and the tip screen.',
  },
  aiEyebrow: 'AI manager',
  hardware: {
    eyebrow: 'Hardware',
    title: 'Devices built for kitchens and counters',
    description: 'Start on the hardware you have with the free 30-day software trial, or pick the devices that fit your space.',
  },
  compareHardware: { label: 'Compare all hardware', href: '/hardware' },
  cta: {
    title: `Run your next rush on ${site.name}`,
    description: `Free 30-day software trial, no hardware commitment, and 24/7 support in ${supportLanguages()}.`,
  },
};
