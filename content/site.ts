/**
 * The one place for Ladle's brand, contact facts, external links and navigation.
 * Every default here is plainly fictional (555-01xx numbers, example domains) so a real
 * owner replaces them in this file and nowhere else.
 */

export type NavItem = {
  title: string;
  description: string;
  href: string;
};

export type NavMenu = {
  /** Stable key, used for ids and test hooks. */
  id: 'business' | 'features' | 'hardware';
  label: string;
  items: NavItem[];
};

/** A plain top-level header link beside the menus (also listed in the mobile panel). */
export type HeaderLink = { label: string; href: string };

export type FooterColumn = {
  title: string;
  links: { label: string; href: string }[];
};

export type PhoneNumber = {
  /** How a person reads it. */
  display: string;
  /** E.164 form used in tel: links. */
  e164: string;
};

export type SocialLink = {
  network: string;
  /** What kind of network it is, for people who do not know the name. */
  kind: string;
  href: string;
};

const businessMenu: NavMenu = {
  id: 'business',
  label: 'Business Type',
  items: [
    { title: 'Food Trucks', description: 'Take cards curbside, keep selling offline, get paid the same day.', href: '/business/food-trucks' },
    { title: 'Bakeries', description: 'Pre-orders, pastry cases and morning rushes in one register.', href: '/business/bakeries' },
    { title: 'Coffee Shops', description: 'Fast modifiers, loyalty and a line that keeps moving.', href: '/business/coffee-shops' },
    { title: 'Tea Shops', description: 'Sweetness, ice and toppings on every cup without slowing down.', href: '/business/tea-shops' },
    { title: 'Juice Bars', description: 'Build-your-own blends, boosts and sizes priced correctly.', href: '/business/juice-bars' },
    { title: 'Ice Cream Shops', description: 'Scoops, cones and seasonal flavours with quick checkout.', href: '/business/ice-cream-shops' },
    { title: 'Quick Service', description: 'Counter, kiosk and online orders into one kitchen queue.', href: '/business/quick-services' },
  ],
};

const featuresMenu: NavMenu = {
  id: 'features',
  label: 'Features',
  items: [
    { title: 'Point of Sale', description: 'Checkout on a handheld or countertop, online or offline.', href: '/point-of-sale' },
    { title: 'Payments', description: 'Same-day funding, cash discount and secure gateways.', href: '/products/payments' },
    { title: 'Customers', description: 'Profiles, loyalty and campaigns that bring guests back.', href: '/products/customers' },
    { title: 'Online Ordering', description: 'Web, QR table and delivery orders straight to the POS.', href: '/customers/online-ordering' },
    { title: 'Notifications', description: 'SMS, email and push messages guests actually open.', href: '/customers/notifications' },
    { title: 'Staff', description: 'Schedules, clock in and out, and instant tip payouts.', href: '/products/staff' },
    { title: 'Banking', description: 'Business account, instant deposits and working capital.', href: '/products/banking' },
  ],
};

const hardwareMenu: NavMenu = {
  id: 'hardware',
  label: 'Hardware',
  items: [
    { title: 'All Hardware', description: 'Every device, side by side, to find the right fit.', href: '/hardware' },
    { title: 'Handheld POS', description: 'Take orders and payments anywhere, 12+ hours per charge.', href: '/hardware/handheld' },
    { title: 'POS Terminal', description: 'Countertop register with a guest-facing screen.', href: '/hardware/terminal' },
    { title: 'Self-Service Kiosk', description: 'Let guests order and pay while your team cooks.', href: '/hardware/kiosk' },
    { title: 'Kitchen Display', description: 'Tickets on screen, in order, timed and bumped.', href: '/hardware/kitchen-display' },
  ],
};

export const site = {
  name: 'Ladle',
  owner: 'Ladle Fintech LLC',
  tagline: 'Point of sale, payments and banking for food and drink businesses',
  description:
    'Ladle is the point-of-sale, payments and embedded-banking platform built for food trucks, bakeries, coffee shops, juice bars, ice-cream shops, ghost kitchens and quick-service cafés.',
  copyrightYear: 2025,
  /** How soon the team answers a message sent through the site. */
  replyWithin: 'one business day',
  sales: {
    phone: { display: '(954) 555-0142', e164: '+19545550142' } satisfies PhoneNumber,
    email: 'sales@ladle.example',
  },
  support: {
    phone: { display: '(954) 555-0188', e164: '+19545550188' } satisfies PhoneNumber,
    email: 'support@ladle.example',
    /** Messaging-app (WhatsApp-style) number for support chats. */
    messagingPhone: { display: '+1 (954) 555-0177', e164: '+19545550177' } satisfies PhoneNumber,
    messagingAppName: 'WhatsApp',
    messagingUrl: 'https://wa.example.com/19545550177',
    /** Chat-app (Telegram-style) handle. */
    chatHandle: '@LadleSupport',
    chatAppName: 'Telegram',
    chatUrl: 'https://chat.example.com/LadleSupport',
    languages: ['English', 'Spanish', 'Chinese', 'Portuguese', 'Russian'],
  },
  address: {
    street: '100 Example Way, Suite 200',
    city: 'Hollywood',
    region: 'FL',
    regionName: 'Florida',
    postalCode: '33020',
    country: 'US',
  },
  social: [
    { network: 'LinkedIn', kind: 'professional network', href: 'https://linkedin.example.com/company/ladle' },
    { network: 'Facebook', kind: 'social network', href: 'https://facebook.example.com/ladlepos' },
    { network: 'Instagram', kind: 'photo sharing', href: 'https://instagram.example.com/ladlepos' },
    { network: 'YouTube', kind: 'video', href: 'https://youtube.example.com/@ladlepos' },
    { network: 'Reddit', kind: 'forum community', href: 'https://reddit.example.com/r/ladlepos' },
  ] satisfies SocialLink[],
  /** External sites Ladle links to; each opens in a new tab except Sign In. */
  external: {
    /** Root of the provider-hosted POS login site: Sign In is a full-page navigation here. */
    signIn: 'https://pos.ladle.example/',
    tutorials: 'https://learn.ladle.example/',
    foodTruckSolutions: 'https://trucks.ladle.example/',
    qsrSolutions: 'https://qsr.ladle.example/',
    ghostKitchenHardware: 'https://hardware.ladle.example/ghost-kitchens',
  },
  menus: [businessMenu, featuresMenu, hardwareMenu] satisfies NavMenu[],
  headerLinks: [{ label: 'Pricing', href: '/pricing' }] satisfies HeaderLink[],
  footerColumns: [
    {
      title: 'Business Types',
      links: [
        ...businessMenu.items.map(({ title, href }) => ({ label: title, href })),
        { label: 'Ghost Kitchens', href: '/business/ghost-kitchens' },
      ],
    },
    {
      title: 'Features',
      links: [
        ...featuresMenu.items.map(({ title, href }) => ({ label: title, href })),
        { label: 'POS Tour', href: '/customers/pos-demo' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About Us', href: '/about' },
        { label: 'Pricing', href: '/pricing' },
        { label: 'Partnerships', href: '/partnerships' },
        { label: 'Blog', href: '/blogs' },
        { label: 'Resources', href: '/resources' },
        { label: 'Contact', href: '/contact' },
        { label: 'Terms and Conditions', href: '/terms' },
        { label: 'Privacy Policy', href: '/privacy' },
        { label: 'Cookie Policy', href: '/cookies' },
        { label: 'SMS Privacy Policy', href: '/privacy-phone-text' },
        { label: 'Accessibility', href: '/accessibility' },
      ],
    },
  ] satisfies FooterColumn[],
} as const;

export type Site = typeof site;

/** "100 Example Way, Suite 200, Hollywood, FL 33020" */
export function formatAddress(address: Site['address'] = site.address) {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}
