import { z } from 'zod';
import { contentImageSchema, featureCardSchema, featureCards, parseContent, keyedList } from '@/content/schema';
import { site } from '@/content/site';

/**
 * Every device Ladle sells (SPEC §3) with the figures SPEC §9 publishes. Where the spec gives
 * no figure we say so instead of inventing one: the sales team sends the manufacturer sheet.
 * The device pages, the hardware section of the industry pages and (later) Product JSON-LD
 * are all built from these records.
 */
export const SPEC_ON_REQUEST = 'Ask sales for the full sheet';

/** Which page shows a device: handhelds and countertops on /hardware/terminal, the rest on /hardware/kiosk. */
export const deviceCategories = ['handheld', 'countertop', 'kiosk', 'kitchen'] as const;
export type DeviceCategory = (typeof deviceCategories)[number];

const specSchema = z.object({
  operatingSystem: z.string().min(2),
  processor: z.string().min(2),
  memory: z.string().min(2),
  display: z.string().min(2),
  connectivity: z.string().min(2),
});
export type DeviceSpec = z.infer<typeof specSchema>;

export const specLabels: Record<keyof DeviceSpec, string> = {
  operatingSystem: 'Operating system',
  processor: 'Processor',
  memory: 'Memory',
  display: 'Display',
  connectivity: 'Connectivity',
};

export const deviceSchema = z.object({
  /** URL-safe key of the pre-rendered variant, e.g. "vp550e". */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** The name used in ?device= links, e.g. "VP550E" or "POS Terminal". */
  name: z.string().min(2),
  /** Name with its role, e.g. "VP550E Mobile Terminal". */
  displayName: z.string().min(2),
  /** Other names the device goes by; ?device= accepts these too. */
  aliases: z.array(z.string()).default([]),
  category: z.enum(deviceCategories),
  tagline: z.string().min(10),
  description: z.string().min(40),
  image: contentImageSchema,
  specs: specSchema,
  highlights: z.array(z.string().min(4)).min(3),
  /** Why a business picks it; the kiosk page lists these as benefits. */
  benefits: z.array(z.string().min(4)).min(3),
});
export type Device = z.infer<typeof deviceSchema>;

const img = (slug: string, alt: string) => ({ src: `/illustrations/devices/${slug}.svg`, alt, width: 640, height: 520 });
const ask = SPEC_ON_REQUEST;

const rawDevices: Record<string, unknown> = {
  'pos-terminal': {
    slug: 'pos-terminal',
    name: 'POS Terminal',
    displayName: 'POS Terminal with guest display',
    aliases: ['Sunmi POS Terminal', 'Countertop Terminal'],
    category: 'countertop',
    tagline: 'A Sunmi countertop register with a screen that faces your guest.',
    description:
      'Our standard countertop register, built on a Sunmi model. Your team rings orders on the 15.6 inch main screen while guests watch their order build, tip and pay on the 10.1 inch screen facing them.',
    image: img('pos-terminal', 'Countertop POS terminal with a large cashier screen and a smaller guest-facing screen'),
    specs: {
      operatingSystem: ask,
      processor: ask,
      memory: '3GB RAM / 32GB storage',
      display: '15.6 inch cashier screen and 10.1 inch guest screen',
      connectivity: ask,
    },
    highlights: ['Guest-facing screen for order review, tips and loyalty sign-up', 'Keeps selling offline and syncs later', 'Receipt printing and cash drawer at the counter'],
    benefits: ['Fewer order mistakes because guests see every line', 'Tips prompted on the guest screen, not asked out loud', 'One register for dine-in, pickup and delivery orders'],
  },
  vp800: {
    slug: 'vp800',
    name: 'VP800',
    displayName: 'VP800 Enterprise Terminal',
    aliases: ['VP800 Portable Terminal', 'VP800 Enterprise Terminal'],
    category: 'countertop',
    tagline: 'A portable terminal for busy multi-register counters.',
    description:
      'The VP800 is the portable enterprise terminal for operators who run several registers or move checkout between the counter and the floor during the rush.',
    image: img('vp800', 'VP800 portable terminal standing on its charging dock'),
    specs: { operatingSystem: ask, processor: ask, memory: ask, display: ask, connectivity: ask },
    highlights: ['Lifts off its dock to take payment at the table', 'Card, tap and mobile wallet payments', `Runs the full ${site.name} register`],
    benefits: ['Add a register for the rush without rewiring the counter', 'Same menu and prices as every other station', 'Sales land in one report'],
  },
  vp550: {
    slug: 'vp550',
    name: 'VP550',
    displayName: 'VP550 Handheld Terminal',
    aliases: ['VP550 Handheld', 'VP550 Mobile Terminal'],
    category: 'handheld',
    tagline: 'A pocket-sized handheld for line-busting and tableside orders.',
    description:
      'Take the order and the payment wherever the guest is: in the line outside the truck, at the patio table or at the market stall. A 5.99 inch screen and a battery that lasts the whole shift.',
    image: img('vp550', 'VP550 handheld terminal with a tall screen and a built-in receipt printer'),
    specs: { operatingSystem: ask, processor: ask, memory: '3GB RAM / 32GB storage', display: '5.99 inch touchscreen', connectivity: ask },
    highlights: ['12+ hours of battery per charge', 'Built-in receipt printer', 'Card, tap and mobile wallet payments'],
    benefits: ['Bust the line by taking orders before guests reach the window', 'Pay at the table without walking back to the counter', 'Keeps selling offline and syncs later'],
  },
  vp550e: {
    slug: 'vp550e',
    name: 'VP550E',
    displayName: 'VP550E Enhanced Mobile Terminal',
    aliases: ['VP550E Mobile Terminal', 'VP550E Enhanced Terminal'],
    category: 'handheld',
    tagline: 'The handheld with more memory for big menus and long days.',
    description:
      'The enhanced version of the VP550, with 4GB of memory and 64GB of storage for large menus with photos, many modifiers and a full day of offline orders.',
    image: img('vp550e', 'VP550E handheld terminal with a tall screen and printer, in teal trim'),
    specs: { operatingSystem: ask, processor: ask, memory: '4GB RAM / 64GB storage', display: ask, connectivity: ask },
    highlights: ['12+ hours of battery per charge', 'Room for large menus with photos', 'Built-in receipt printer'],
    benefits: ['Handles a full menu of combos and modifiers without lag', 'Stores a whole day of orders when the signal drops', 'Same screens your team already knows'],
  },
  vp400: {
    slug: 'vp400',
    name: 'VP400',
    displayName: 'VP400 Compact Handheld',
    aliases: ['VP400 Compact Handheld', 'VP400 Handheld'],
    category: 'handheld',
    tagline: `The smallest ${site.name} handheld, for one hand and a busy apron.`,
    description:
      'A compact card reader and order pad that fits an apron pocket: made for markets, festivals and cafés where space at the counter is tight.',
    image: img('vp400', 'VP400 compact handheld card terminal with a keypad'),
    specs: { operatingSystem: ask, processor: ask, memory: ask, display: ask, connectivity: ask },
    highlights: ['12+ hours of battery per charge', 'Fits in an apron pocket', 'Card, tap and mobile wallet payments'],
    benefits: ['Take payment anywhere in the market', 'Light enough to carry all shift', 'Pairs with your countertop register'],
  },
  vp3300: {
    slug: 'vp3300',
    name: 'VP3300',
    displayName: 'VP3300 Premium Terminal',
    aliases: ['VP3300 Premium Terminal'],
    category: 'countertop',
    tagline: 'Two 15.6 inch screens: one for your team, one for your guest.',
    description:
      'Our premium countertop terminal with dual 15.6 inch displays, so guests see the full order, menu photos and loyalty points at the same size your cashier does.',
    image: img('vp3300', 'VP3300 premium terminal with two large screens back to back'),
    specs: { operatingSystem: ask, processor: ask, memory: '4GB RAM / 64GB storage', display: 'Dual 15.6 inch displays', connectivity: ask },
    highlights: ['Dual 15.6 inch displays', 'Room for menu photos and upsells on the guest side', 'Receipt printing and cash drawer at the counter'],
    benefits: ['Upsell with photos while the guest waits', 'Guests confirm every modifier before paying', 'Looks at home on a premium counter'],
  },
  vp2300: {
    slug: 'vp2300',
    name: 'VP2300',
    displayName: 'VP2300 Advanced Terminal',
    aliases: ['VP2300 Advanced Terminal'],
    category: 'countertop',
    tagline: 'An all-in-one countertop terminal for a compact counter.',
    description:
      'The VP2300 combines the register, card reader and printer in one unit for counters that have room for one device, not three.',
    image: img('vp2300', 'VP2300 all-in-one countertop terminal with a tilted screen and printer'),
    specs: { operatingSystem: ask, processor: ask, memory: ask, display: ask, connectivity: ask },
    highlights: ['Register, card reader and printer in one', 'Small footprint on the counter', `Runs the full ${site.name} register`],
    benefits: ['One cable run instead of three devices', 'Quick to set up in a new location', 'Same menu and reports as every other station'],
  },
  'self-service-kiosk': {
    slug: 'self-service-kiosk',
    name: 'Self-Service Kiosk',
    displayName: 'Self-Service Kiosk',
    aliases: ['Kiosk', 'Self Service Kiosk'],
    category: 'kiosk',
    tagline: 'Guests browse, customise and pay on a 21.5 inch screen while your team cooks.',
    description:
      'A 21.5 inch ordering kiosk that shows your menu with photos, walks guests through every modifier, suggests add-ons and takes payment, then sends the ticket straight to the kitchen.',
    image: img('self-service-kiosk', 'Floor-standing self-service kiosk with a tall menu screen and a card reader'),
    specs: { operatingSystem: ask, processor: ask, memory: '8GB RAM / 128GB storage', display: '21.5 inch touchscreen', connectivity: ask },
    highlights: ['21.5 inch portrait touchscreen', 'Card, tap and mobile wallet payments', 'Orders go straight to the kitchen'],
    benefits: ['Shorter lines at the counter during the rush', 'Bigger tickets from photo menus and suggested add-ons', 'Staff freed from the register to cook and serve', 'Every modifier chosen by the guest, so fewer remakes'],
  },
  'kitchen-display-system': {
    slug: 'kitchen-display-system',
    name: 'Kitchen Display System',
    displayName: 'Kitchen Display System',
    aliases: ['Kitchen Display', 'KDS'],
    category: 'kitchen',
    tagline: 'Tickets on screen, in order, timed and bumped, with no paper in the kitchen.',
    description:
      'A 15.6 inch Full HD screen for the line that shows every order from the counter, kiosk, online ordering and delivery apps in one queue, timed from the moment it arrives.',
    image: img('kitchen-display-system', 'Kitchen display screen mounted on a wall arm showing order tickets'),
    specs: {
      operatingSystem: 'Android 11',
      processor: 'Quad-core',
      memory: '4GB RAM / 64GB storage',
      display: '15.6 inch Full HD',
      connectivity: 'Wi-Fi 6, Ethernet, Bluetooth 5.0',
    },
    highlights: ['Orders from every channel in one queue', 'Ticket timers turn amber, then red', 'Bump a ticket with one tap'],
    benefits: ['No lost or smudged paper tickets', 'See at a glance which order is running late', 'Counter and kitchen stay in sync without shouting'],
  },
};

export const devices: readonly Device[] = Object.values(parseContent('devices', deviceSchema, rawDevices));

/** Letters and digits only, lower case: "POS+Terminal", "pos%20terminal" and "POS-Terminal" all meet. */
function normalizeDeviceName(name: string) {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const byName = new Map<string, Device>();
for (const device of devices)
  for (const key of [device.slug, device.name, device.displayName, ...device.aliases]) byName.set(normalizeDeviceName(key), device);

/** The device a ?device= value names (case and separators ignored), or undefined. */
export function getDevice(name: string | null | undefined): Device | undefined {
  if (!name) return undefined;
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // A stray "%" is just part of the name; match it as typed.
  }
  return byName.get(normalizeDeviceName(decoded));
}

export function getDeviceBySlug(slug: string) {
  return devices.find((device) => device.slug === slug);
}

export const devicesIn = (...categories: DeviceCategory[]) => devices.filter((d) => categories.includes(d.category));

/**
 * The query-parameter device pages. Each lists the devices it can show and its default;
 * proxy.ts rewrites /hardware/<page>?device=<name> onto /hardware/<page>/<slug>.
 */
export const devicePages = {
  terminal: { path: '/hardware/terminal', defaultSlug: 'pos-terminal', categories: ['handheld', 'countertop'] },
  kiosk: { path: '/hardware/kiosk', defaultSlug: 'self-service-kiosk', categories: ['kiosk', 'kitchen'] },
  handheld: { path: '/hardware/handheld', defaultSlug: null, categories: ['handheld'] },
} as const satisfies Record<string, { path: string; defaultSlug: string | null; categories: readonly DeviceCategory[] }>;
export type DevicePageKey = keyof typeof devicePages;

/** The device of one page for a ?device= value; unknown or foreign names give the page's default. */
export function resolveDevice(page: DevicePageKey, name: string | null | undefined): Device | undefined {
  const { categories, defaultSlug } = devicePages[page];
  const found = getDevice(name);
  if (found && (categories as readonly DeviceCategory[]).includes(found.category)) return found;
  return defaultSlug ? getDeviceBySlug(defaultSlug) : undefined;
}

/** Where a device's page lives: /hardware/terminal?device=VP3300 (the default device has the bare path). */
export function devicePageHref(page: DevicePageKey, device: Device) {
  const { path, defaultSlug } = devicePages[page];
  return device.slug === defaultSlug ? path : `${path}?device=${encodeURIComponent(device.name)}`;
}

/** The /hardware overview cards (SPEC §3: id, name, displayName, description, image, link). */
export const hardwareCardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(2),
  displayName: z.string().min(2),
  description: z.string().min(20),
  image: contentImageSchema,
  link: z.string().startsWith('/hardware/'),
});
export type HardwareCard = z.infer<typeof hardwareCardSchema>;

export const hardwareCards: readonly HardwareCard[] = Object.values(
  parseContent('hardwareCards', hardwareCardSchema, {
    handheld: {
      id: 'handheld',
      name: 'Handheld POS',
      displayName: 'Handheld POS',
      description: 'Take orders and payments in the line, at the table or at the market stall, with 12+ hours per charge.',
      image: img('vp550', 'VP550 handheld terminal'),
      link: '/hardware/handheld',
    },
    terminal: {
      id: 'terminal',
      name: 'POS Terminal',
      displayName: 'Countertop POS Terminal',
      description: 'A countertop register with a guest-facing screen for order review, tips and loyalty.',
      image: img('pos-terminal', 'Countertop POS terminal with a guest-facing screen'),
      link: '/hardware/terminal',
    },
    kiosk: {
      id: 'kiosk',
      name: 'Self-Service Kiosk',
      displayName: 'Self-Service Kiosk',
      description: 'Guests browse a 21.5 inch photo menu, customise and pay while your team cooks.',
      image: img('self-service-kiosk', 'Self-service ordering kiosk'),
      link: '/hardware/kiosk',
    },
    'kitchen-display': {
      id: 'kitchen-display',
      name: 'Kitchen Display',
      displayName: 'Kitchen Display System',
      description: 'Every ticket from every channel on one 15.6 inch screen, timed and bumped with a tap.',
      image: img('kitchen-display-system', 'Kitchen display screen showing order tickets'),
      link: '/hardware/kitchen-display',
    },
  }),
);

/** Each hardware page's line in the Hardware menu, by card id; a card without one fails the build. */
const hardwareMenuLines: Record<string, string> = {
  handheld: 'Take orders and payments anywhere, 12+ hours per charge.',
  terminal: 'Countertop register with a guest-facing screen.',
  kiosk: 'Let guests order and pay while your team cooks.',
  'kitchen-display': 'Tickets on screen, in order, timed and bumped.',
};

/** The hardware cards with their menu lines: the Hardware menu and the route table read these. */
export const hardwarePages: readonly (HardwareCard & { menuDescription: string })[] = hardwareCards.map((card) => {
  const menuDescription = hardwareMenuLines[card.id];
  if (!menuDescription) throw new Error(`Invalid hardwareCards content:\n  hardwareCards["${card.id}"]: no line for the Hardware menu`);
  return { ...card, menuDescription };
});

/** The four key-feature cards of the kitchen display page. */
export const kitchenKeyFeatures = keyedList(
  parseContent('kitchenKeyFeatures', featureCardSchema, {
    queue: { title: 'One queue', description: 'Counter, kiosk, online and delivery-app orders arrive on the same screen in order.', icon: 'layers' },
    timers: { title: 'Ticket timers', description: 'Each ticket counts up from arrival and changes colour when it runs late.', icon: 'clock' },
    bump: { title: 'Bump with a tap', description: 'Mark an order done and the counter sees it ready for pickup instantly.', icon: 'check' },
    routing: { title: 'Station routing', description: 'Send drinks to the bar and mains to the grill, each on its own screen.', icon: 'chef' },
  }),
);

/** The four key-feature cards of the kiosk page. */
export const kioskKeyFeatures = keyedList(
  parseContent('kioskKeyFeatures', featureCardSchema, {
    large: { title: 'Large Display', description: 'Menu photos and every option are big enough to read at arm’s length.', icon: 'monitor' },
    friendly: { title: 'User-Friendly', description: 'Guests tap through categories, modifiers and payment without help from staff.', icon: 'users' },
    realtime: { title: 'Real-Time Updates', description: 'Sold-out items, prices and specials change on the screen the moment you edit them.', icon: 'bolt' },
    custom: { title: 'Customizable', description: `Your logo, colours, photos and upsell suggestions, set from the ${site.name} dashboard.`, icon: 'layers' },
  }),
);

/** The devices one page shows, by devicePages' categories. */
export const devicesOn = (page: DevicePageKey) => devicesIn(...devicePages[page].categories);

/** The detail page of a device: the terminal or kiosk page whose categories include it. */
export function deviceHref(device: Device) {
  const page = (['terminal', 'kiosk'] as const).find((key) => (devicePages[key].categories as readonly DeviceCategory[]).includes(device.category))!;
  return devicePageHref(page, device);
}

/** The fixed copy of the device template (components/hardware/device-detail.tsx). */
export const deviceCopy = {
  categoryLabel: {
    handheld: 'Handheld POS',
    countertop: 'Countertop terminal',
    kiosk: 'Self-service kiosk',
    kitchen: 'Kitchen display',
  } satisfies Record<DeviceCategory, string>,
  seeSpecs: { label: 'See specifications', href: '#specifications' },
  backToAll: { href: '/hardware', label: 'Back to all hardware' },
  backToHandhelds: { href: '/hardware/handheld', label: 'Back to handheld devices' },
  related: { handheld: 'Other handheld devices', countertop: 'Other countertop terminals', kiosk: 'Also for your counter and kitchen' },
  keyFeatures: 'Key features',
  specsEyebrow: 'Technical specifications',
  specsTitle: (name: string) => `${name} specifications`,
  specsDescription: `Operating system, processor, memory, display and connectivity. Where a figure is not published here, our sales team sends the manufacturer sheet: call ${site.sales.phone.display} or email ${site.sales.email}.`,
  benefitsEyebrow: 'Benefits',
  benefitsTitle: (name: string) => `Why operators choose the ${name}`,
  cta: (name: string) => ({
    title: `See the ${name} on your own menu`,
    description: 'Book a 20-minute walkthrough, or start with the free 30-day software trial: no hardware commitment.',
    demoLabel: 'Get Started',
    secondary: { label: 'See more devices', href: '/hardware' },
  }),
};

/** /hardware/handheld's copy; the three cards are the handheld devices above. */
export const handheldPage = {
  hero: {
    eyebrow: 'Handheld POS',
    title: 'Take the register to your guests',
    description:
      `Three handheld terminals for line-busting, tableside payment and market stalls. Each runs the full ${site.name} register, keeps selling offline and lasts 12+ hours on a charge.`,
  },
  secondary: { label: 'All hardware', href: '/hardware' },
  devices: { id: 'handheld-devices', title: 'Choose your handheld', description: 'Compare the three models, then open View Details for the full specification sheet.' },
  viewDetails: 'View Details',
  why: { id: 'handheld-why', title: 'Built for service on the move' },
  whyItems: featureCards('handheldWhy', {
    line: { title: 'Line-busting', description: 'Take orders from the back of the line so the window only hands over food.', icon: 'users' },
    table: { title: 'Pay at the table', description: 'Split the bill, add the tip and print the receipt without leaving the guest.', icon: 'card' },
    offline: { title: 'Offline mode', description: 'No signal at the festival? Keep selling; orders and payments sync when you reconnect.', icon: 'wifi-off' },
  }),
  cta: {
    title: 'Not sure which handheld fits?',
    description: 'Tell us about your service and we will recommend the model and accessories, with a free 30-day software trial.',
    demoLabel: 'Get Started',
  },
};
