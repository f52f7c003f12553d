import { z } from 'zod';
import { featureBlockSchema, featureCardSchema, featureNavSchema, iconName, keyedItems, parseContent } from '@/content/schema';
import { site } from '@/content/site';

/**
 * The three customer-feature pages: /customers/online-ordering, /customers/notifications and
 * /customers/pos-demo. Each page is one validated entry; the tab sets are lists in the entry,
 * so a sixth POS tab is one more item here plus its drawn screen.
 */
const card = featureCardSchema.extend({ icon: iconName });
const hero = z.object({ eyebrow: z.string().min(3), title: z.string().min(10), description: z.string().min(40) });

export const onlineOrderingSchema = z.object({
  nav: featureNavSchema,
  metaTitle: z.string().min(5).max(60),
  metaDescription: z.string().min(70).max(170),
  hero: hero.extend({ image: featureBlockSchema.shape.image }),
  features: z.object({ title: z.string(), description: z.string(), items: keyedItems(card).min(4) }),
  /** One menu, three channels, three prices: the worked example of channel pricing. */
  channelPricing: z.object({
    title: z.string().min(5),
    description: z.string().min(20),
    item: z.string().min(3),
    prices: keyedItems(z.object({ channel: z.string(), price: z.string().regex(/^\$\d+\.\d{2}$/), note: z.string() })).length(3),
  }),
  blocks: keyedItems(featureBlockSchema).min(1),
  cta: z.object({ title: z.string().min(10), description: z.string().min(20) }),
});

const channelSchema = z.object({
  value: z.enum(['sms', 'email', 'push']),
  label: z.string().min(2),
  title: z.string().min(5),
  description: z.string().min(20),
  points: z.array(z.string().min(5)).min(2),
});
export type NotificationChannel = z.infer<typeof channelSchema>;

export const notificationsSchema = z.object({
  nav: featureNavSchema,
  metaTitle: z.string().min(5).max(60),
  metaDescription: z.string().min(70).max(170),
  hero,
  /** The sample campaign every preview shows: the loyalty offer of SPEC §9. */
  sample: z.object({
    business: z.string().min(2),
    guest: z.string().min(2),
    offer: z.string().regex(/^\d+% off$/),
    code: z.string().min(3),
    openRate: z.string().regex(/^\d+%$/),
  }),
  channels: keyedItems(channelSchema).length(3),
  useCases: z.object({ title: z.string(), items: keyedItems(card).min(3) }),
  cta: z.object({ title: z.string().min(10), description: z.string().min(20) }),
});

export const posScreenIds = ['quick-ordering', 'table-management', 'order-details', 'menu-management', 'ai-manager'] as const;
export type PosScreenId = (typeof posScreenIds)[number];

export const posDemoSchema = z.object({
  nav: featureNavSchema,
  metaTitle: z.string().min(5).max(60),
  metaDescription: z.string().min(70).max(170),
  hero,
  tabs: keyedItems(
    z.object({
      value: z.enum(posScreenIds),
      label: z.string().min(3),
      title: z.string().min(5),
      description: z.string().min(20),
      points: z.array(z.string().min(5)).min(2).max(4),
    }),
  ).length(posScreenIds.length),
  features: z.object({ title: z.string(), description: z.string(), items: keyedItems(card).min(3) }),
  cta: z.object({ title: z.string().min(10), description: z.string().min(20) }),
});

const raw = {
  'online-ordering': {
    nav: { label: 'Online Ordering', description: 'Web, QR table and delivery orders straight to the POS.', order: 4 },
    metaTitle: 'Online Ordering',
    metaDescription: `Commission-free online ordering, QR table ordering and delivery-platform orders that flow straight into your ${site.name} POS and kitchen.`,
    hero: {
      eyebrow: 'Online ordering',
      title: 'Your menu online, your orders straight to the kitchen',
      description:
        'Guests order from your website, a QR code on the table or a delivery app. Every order lands in your POS and on the kitchen display, with the right price for each channel.',
      image: { src: '/illustrations/products/online-ordering.svg', alt: 'A phone ordering page sending an order to the POS and the kitchen display', width: 640, height: 480 },
    },
    features: {
      title: 'Every way guests order, in one system',
      description: 'No tablets to juggle and no orders re-typed by hand.',
      items: [
        { id: 'qr-table', title: 'QR table ordering', description: 'Guests scan the code on the table, order and pay; the ticket names the table.', icon: 'qr' },
        { id: 'custom-menus', title: 'Custom menus per channel', description: 'Separate menus for delivery, pickup and dine-in, each with its own prices.', icon: 'menu' },
        { id: 'real-time', title: 'Real-time updates', description: 'Mark an item sold out and it disappears from every online menu at once.', icon: 'bolt' },
        { id: 'direct-pos', title: 'Direct POS integration', description: 'Online orders print and appear on the kitchen display like any counter order.', icon: 'receipt' },
        { id: 'multi-platform', title: 'Multi-platform delivery', description: 'Orders from delivery platforms flow into the same queue: no tablet farm.', icon: 'truck' },
        { id: 'mobile-web', title: 'Mobile and web ordering', description: 'A fast ordering page on your own domain, made for phones.', icon: 'phone' },
      ],
    },
    channelPricing: {
      title: 'One menu, the right price on every channel',
      description: `Delivery platforms charge you more, so your delivery menu can too. Set it once; ${site.name} applies it everywhere.`,
      item: 'Chicken burrito bowl',
      prices: [
        { id: 'dine', channel: 'Dine-in', price: '$11.50', note: 'QR table ordering and counter' },
        { id: 'pickup', channel: 'Pickup', price: '$11.50', note: 'Your website, order ahead' },
        { id: 'delivery', channel: 'Delivery', price: '$13.25', note: 'Delivery platforms' },
      ],
    },
    blocks: [
      {
        id: 'qr-ordering',
        title: 'QR ordering at the table',
        description: 'Print a code for each table. Guests browse photos, choose modifiers, order and pay from their phone while your team runs food.',
        features: ['Table number on every ticket', 'Add more items to the open tab', 'Pay and tip from the phone'],
        image: { src: '/illustrations/products/qr-ordering.svg', alt: 'A QR code on a table card beside a phone showing the menu for table 12', width: 640, height: 480 },
      },
    ],
    cta: { title: 'Take orders from everywhere', description: 'Get Started with online ordering, or see it on your own menu in a demo.' },
  },
  notifications: {
    nav: { label: 'Notifications', description: 'SMS, email and push messages guests actually open.', order: 5 },
    metaTitle: 'Customer Notifications: SMS, Email and Push',
    metaDescription: 'Send loyalty offers, order updates and campaigns by SMS, email and push. SMS messages have a 98% open rate.',
    hero: {
      eyebrow: 'Customer notifications',
      title: 'Reach guests where they actually look',
      description:
        'Order-ready texts, loyalty offers and menu launches by SMS, email and push, sent from the same system that rings the sale and tracks the redemption.',
    },
    sample: { business: `${site.name} Café`, guest: 'Maria', offer: '20% off', code: 'THANKS20', openRate: '98%' },
    channels: [
      {
        id: 'sms',
        value: 'sms',
        label: 'SMS',
        title: 'Text messages guests open',
        description: 'SMS has a 98% open rate: the fastest way to fill a slow afternoon or tell a guest their order is up.',
        points: ['Loyalty offers and order-ready alerts', 'STOP, UNSUBSCRIBE and HELP handled automatically', 'Redemptions tracked at the register'],
      },
      {
        id: 'email',
        value: 'email',
        label: 'Email',
        title: 'Emails with your brand on them',
        description: 'Menu launches, seasonal specials and receipts with your logo, colours and photos.',
        points: ['Templates for offers and new menus', 'Segments built from real sales', 'Opens and redemptions reported'],
      },
      {
        id: 'push',
        value: 'push',
        label: 'Push',
        title: 'Push notifications for your app guests',
        description: 'Order status and rewards on the lock screen of guests who order through your app.',
        points: ['Order received, ready and out for delivery', 'Reward unlocked alerts', 'Sent the moment the kitchen bumps the ticket'],
      },
    ],
    useCases: {
      title: 'What operators send',
      items: [
        { id: 'loyalty-offers', title: 'Loyalty offers', description: 'A 20% off thank-you after the tenth visit, redeemed at the POS.', icon: 'gift' },
        { id: 'order-ready', title: 'Order ready', description: 'A text when the kitchen bumps the ticket, so the food stays hot.', icon: 'bell' },
        { id: 'win-back', title: 'Win-back campaigns', description: 'An offer to guests who have not visited in 30 days.', icon: 'users' },
        { id: 'menu-launches', title: 'Menu launches', description: 'An email with photos when the seasonal menu goes live.', icon: 'mail' },
      ],
    },
    cta: { title: 'Send your first campaign', description: 'See SMS, email and push on your own guest list in a 20-minute demo.' },
  },
  'pos-demo': {
    nav: { label: 'POS Tour', order: 8 },
    metaTitle: 'POS Interface Tour',
    metaDescription: `Tour the ${site.name} POS: quick ordering, table management, order details, menu management and the AI manager, screen by screen.`,
    hero: {
      eyebrow: 'POS tour',
      title: `See the ${site.name} register, screen by screen`,
      description:
        'The screens your team uses on every shift. Pick a tab to see quick ordering, the floor plan, an order, the menu editor and the AI manager.',
    },
    tabs: [
      {
        id: 'quick-ordering',
        value: 'quick-ordering',
        label: 'Quick Ordering',
        title: 'Ring an order in seconds',
        description: 'Categories on the left, items in the middle, the ticket on the right. Modifiers open in place, so a latte with oat milk is two taps.',
        points: ['Big buttons sized for a rush', 'Modifiers and combos priced automatically', 'Works offline and syncs later'],
      },
      {
        id: 'table-management',
        value: 'table-management',
        label: 'Table Management',
        title: 'The floor at a glance',
        description: 'Every table shows whether it is open, seated, ordered or waiting to pay, and for how long.',
        points: ['Drag to move or merge tables', 'Timers for seated tables', 'Open a table to see its ticket'],
      },
      {
        id: 'order-details',
        value: 'order-details',
        label: 'Order Details',
        title: 'Every order, line by line',
        description: 'Items, modifiers, notes, payments and the kitchen status of one order, with refunds a tap away.',
        points: ['Split by item or by guest', 'Partial and full refunds', 'Receipt by print, text or email'],
      },
      {
        id: 'menu-management',
        value: 'menu-management',
        label: 'Menu Management',
        title: 'Change the menu once, everywhere',
        description: 'Edit items, prices, modifier groups and availability; the register, kiosk and online menu update together.',
        points: ['Prices per channel', 'Sold-out toggles', 'Modifier groups with limits'],
      },
      {
        id: 'ai-manager',
        value: 'ai-manager',
        label: 'AI Manager',
        title: 'An assistant manager that reads your numbers',
        description: 'Inventory suggestions, employee performance and a sales forecast, written in plain language every morning.',
        points: ['Inventory suggestions before you run out', 'Employee performance by shift', 'Sales forecast for the week ahead'],
      },
    ],
    features: {
      title: 'Built into every screen',
      description: 'The parts of the register operators tell us they could not do without.',
      items: [
        { id: 'offline-mode', title: 'Offline mode', description: 'Keep selling when the internet drops; orders and payments sync later.', icon: 'wifi-off' },
        { id: 'modifiers-combos', title: 'Modifiers and combos', description: 'Sizes, add-ons and meal deals priced correctly every time.', icon: 'layers' },
        { id: 'taxes-tips', title: 'Taxes, tips and surcharges', description: 'Set once per location and applied on every receipt.', icon: 'percent' },
        { id: 'receipts-refunds', title: 'Receipts and refunds', description: 'Print, text or email receipts and refund in two taps.', icon: 'receipt' },
        { id: 'mobile-countertop', title: 'Mobile and countertop', description: 'The same screens on a handheld and at the counter.', icon: 'phone' },
        { id: 'ai-manager', title: 'AI manager', description: 'Inventory suggestions, staff performance and forecasts.', icon: 'sparkles' },
      ],
    },
    cta: { title: 'Try it on your own menu', description: 'Book a walkthrough with your menu loaded, or start the free 30-day software trial.' },
  },
};

/** Validates one page's entry; parseContent names it (e.g. `customers["pos-demo"].tabs.0.label`) if it is malformed. */
function parsePage<S extends z.ZodType>(schema: S, key: string, entries: Record<string, unknown>): z.infer<S> {
  return parseContent('customers', schema, { [key]: entries[key] })[key]!;
}

/** Validates the three pages' content; exported so a unit test can feed it a bad entry. */
export function loadCustomerPages(entries: Record<string, unknown>) {
  return {
    onlineOrdering: parsePage(onlineOrderingSchema, 'online-ordering', entries),
    notifications: parsePage(notificationsSchema, 'notifications', entries),
    posDemo: parsePage(posDemoSchema, 'pos-demo', entries),
  };
}

export const customerPages = loadCustomerPages(raw);

/** The three pages with their addresses, for the menus and the route table; `id` is the page's key in customerPages. */
export const customerPageList = [
  { id: 'onlineOrdering', path: '/customers/online-ordering', ...customerPages.onlineOrdering },
  { id: 'notifications', path: '/customers/notifications', ...customerPages.notifications },
  { id: 'posDemo', path: '/customers/pos-demo', ...customerPages.posDemo },
];
export type PosDemoTab = (typeof customerPages)['posDemo']['tabs'][number];

/** Copy of the three pages that sits outside their validated records: section headers and table labels. */
export const customerSections = {
  onlineOrdering: {
    pricingEyebrow: 'Custom menus',
    menuItem: 'Menu item',
    priceCaption: (item: string) => `Price of the ${item} on each channel`,
    channel: 'Channel',
    price: 'Price',
    blocksLabel: 'QR table ordering',
  },
  notifications: {
    channels: {
      title: 'One offer, three channels',
      description: (offer: string) => `Here is the same loyalty offer, ${offer} the next order, as each channel delivers it.`,
    },
    tabsLabel: 'Notification channels',
  },
  posDemo: {
    tourTitle: 'POS screens',
    screenLabel: (tab: string) => `${tab} screen of the ${site.name} POS`,
  },
};

/** Words of the page bodies that are not part of a section record: the hero and closing buttons. */
export const customerActions = { getStarted: 'Get Started', requestDemo: 'Request Demo' };

/**
 * Words drawn inside the POS screens of /customers/pos-demo. Prices, quantities and times are
 * facts, not words: they sit here once and the Spanish screens reuse them.
 */
export const posScreenWords = {
  frame: { register: 'Register 1 · Maria', clock: '12:41 PM' },
  quickOrdering: {
    title: 'New order · Dine-in',
    categories: ['Coffee', 'Tea', 'Pastries', 'Breakfast', 'Cold drinks'],
    items: [
      { id: 'latte', name: 'Latte', price: '$4.75' },
      { id: 'cappuccino', name: 'Cappuccino', price: '$4.50' },
      { id: 'americano', name: 'Americano', price: '$3.75' },
      { id: 'flat-white', name: 'Flat white', price: '$4.95' },
      { id: 'mocha', name: 'Mocha', price: '$5.25' },
      { id: 'cold-brew', name: 'Cold brew', price: '$4.25' },
      { id: 'espresso', name: 'Espresso', price: '$3.00' },
      { id: 'chai-latte', name: 'Chai latte', price: '$4.95' },
    ],
    ticket: 'Order #1042 · Table 12',
    lines: [
      { id: 'latte-large', name: 'Latte, large', price: '$5.50' },
      { id: 'almond-croissant', name: 'Almond croissant', price: '$4.25' },
      { id: 'blueberry-muffin', name: 'Blueberry muffin', price: '$3.50' },
    ],
    modifiers: 'Oat milk +$0.70 · Extra shot +$0.90',
    tax: { label: 'Tax', amount: '$1.03' },
    total: { label: 'Total', amount: '$15.88' },
    charge: 'Charge',
  },
  tableManagement: {
    title: 'Floor plan · Patio and main room',
    states: { open: 'open', seated: 'seated', ordered: 'ordered', paying: 'paying' },
    tablePrefix: 'T',
    seats: 'seats',
    ticket: 'Table 12 · 4 guests',
    seated: 'Seated 18 min · Server Maria',
    lines: [
      { id: '2-latte', name: '2 × Latte', price: '$10.20' },
      { id: 'avocado-toast', name: 'Avocado toast', price: '$9.50' },
      { id: 'kids-pancakes', name: 'Kids pancakes', price: '$6.75' },
    ],
    moveTable: 'Move table',
    splitCheck: 'Split check',
    addItems: 'Add items',
  },
  orderDetails: {
    title: 'Orders · #1042',
    order: 'Order #1042',
    paid: 'Paid',
    inKitchen: 'In kitchen',
    summary: 'Dine-in · Table 12 · Today 12:38 PM · Card •••• 4242',
    columns: { item: 'Item', quantity: 'Qty', amount: 'Amount' },
    rows: [
      { id: 'latte-large', name: 'Latte, large', note: 'Oat milk, extra shot', quantity: 2, amount: '$14.20' },
      { id: 'avocado-toast', name: 'Avocado toast', note: 'Note: no chili flakes', quantity: 1, amount: '$9.50' },
      { id: 'kids-pancakes', name: 'Kids pancakes', quantity: 1, amount: '$6.75' },
    ],
    totals: [
      { id: 'subtotal', label: 'Subtotal', amount: '$30.45' },
      { id: 'tax', label: 'Tax', amount: '$2.13' },
      { id: 'tip-18', label: 'Tip (18%)', amount: '$5.48' },
    ],
    total: { label: 'Total', amount: '$38.06' },
    timeline: [
      { id: 'order-placed', time: '12:38', label: 'Order placed' },
      { id: 'sent-kitchen', time: '12:39', label: 'Sent to kitchen' },
      { id: 'drinks-ready', time: '12:52', label: 'Drinks ready' },
    ],
    refund: 'Refund',
    textReceipt: 'Text receipt',
  },
  menuManagement: {
    title: 'Menu · Items',
    columns: { item: 'Item', category: 'Category', inStore: 'In store', delivery: 'Delivery', available: 'Available' },
    rows: [
      { id: 'latte', name: 'Latte', category: 'Coffee', inStore: '$4.75', delivery: '$5.45' },
      { id: 'cold-brew', name: 'Cold brew', category: 'Coffee', inStore: '$4.25', delivery: '$4.95' },
      { id: 'almond-croissant', name: 'Almond croissant', category: 'Pastries', inStore: '$4.25', delivery: '$4.95' },
      { id: 'avocado-toast', name: 'Avocado toast', category: 'Breakfast', inStore: '$9.50', delivery: '$10.95' },
    ],
    on: 'On',
    soldOut: 'Sold out',
    group: 'Modifier group: Milk',
    rules: 'Choose 1 · Required · Applies to 9 items',
    options: [
      { id: 'whole-milk', name: 'Whole milk', price: '$0.00' },
      { id: 'oat-milk', name: 'Oat milk', price: '+$0.70' },
      { id: 'almond-milk', name: 'Almond milk', price: '+$0.70' },
      { id: 'skim-milk', name: 'Skim milk', price: '$0.00' },
    ],
    publish: 'Publish to all channels',
  },
  aiManager: {
    title: 'AI Manager · Morning brief',
    inventory: 'Inventory',
    /** `**…**` marks the words drawn bold. */
    inventoryNotes: [
      'Order **12 gallons of oat milk** by Thursday. At this week’s pace you run out Saturday at 10 a.m.',
      'Almond croissants sold out by 11 a.m. three days running: bake **18 more**.',
    ],
    team: 'Team',
    staff: [
      { id: 'maria', name: 'Maria', orders: 42, tips: '21%' },
      { id: 'ben', name: 'Ben', orders: 35, tips: '18%' },
      { id: 'chen', name: 'Chen', orders: 31, tips: '19%' },
    ],
    ordersPerHour: 'orders/hr',
    tips: 'tips',
    staffing: 'Saturday 8–10 a.m. is short one barista.',
    forecast: 'Forecast · next 7 days',
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    busiest: 'Busiest: Saturday, about $3,900 in sales.',
  },
};
export type PosScreenWords = typeof posScreenWords;

/**
 * Words of the notification previews on /customers/notifications. `{guest}`, `{business}`,
 * `{offer}`, `{code}`, `{site}` and `{channel}` are filled from the sample campaign;
 * `**…**` marks the words drawn bold.
 */
export const notificationPreviewWords = {
  sms: {
    meta: 'Text message · Today 2:14 PM',
    messages: [
      'Hi {guest}! Thanks for your 10th visit to {business} ☕ Here’s **{offer}** your next order as a loyalty thank-you.',
      'Show this text or use code **{code}** at the register or online. Valid 7 days.',
    ],
    legal: 'Reply STOP to opt out, HELP for help. Msg & data rates may apply.',
  },
  email: {
    inbox: 'Inbox',
    from: 'From',
    to: 'To',
    subjectLabel: 'Subject',
    subject: '{guest}, here’s {offer} your next visit',
    badge: 'Loyalty reward',
    badgeNote: 'your next order, because you are a regular',
    body: 'Hi {guest}, thank you for ten visits this season. Use code **{code}** at the counter or when you order online.',
    button: 'Claim {offer}',
    footer: 'You are receiving this because you joined {business} Rewards, powered by {site}. Unsubscribe any time.',
  },
  push: {
    notes: [
      { id: 'reward-unlocked', when: 'now', title: 'Reward unlocked 🎉', body: '{offer} your next order. Tap to add it to your cart.' },
      { id: 'order-ready', when: '12 min ago', title: 'Your order is ready', body: 'Oat latte and almond croissant are waiting at the pickup shelf.' },
    ],
  },
  openRate: 'open rate for SMS marketing',
  /** What the caption under each preview calls its channel. */
  channelNames: { sms: 'SMS', email: 'Email', push: 'Push' },
  caption: 'Sample {channel} preview: the {offer} loyalty offer',
};
export type NotificationPreviewWords = typeof notificationPreviewWords;
