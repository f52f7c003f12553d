/**
 * The one place for Ladle's brand, contact facts and external links. The menus and footer
 * columns are computed from the content families in content/navigation.ts.
 * Every default here is plainly fictional (555-01xx numbers, example domains) so a real
 * owner replaces them in this file and nowhere else.
 */
import { listText, numberWord } from '@/content/format';
import { tradeNouns } from '@/content/trades';

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
  /** Stable key, which the Spanish words are keyed by. */
  id: string;
  network: string;
  /** What kind of network it is, for people who do not know the name. */
  kind: string;
  href: string;
};

export const site = {
  name: 'Ladle',
  owner: 'Ladle Fintech LLC',
  tagline: 'Point of sale, payments and banking for food and drink businesses',
  description:
    `Ladle is the point-of-sale, payments and embedded-banking platform built for ${tradeNouns()}.`,
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
    { id: 'linkedin', network: 'LinkedIn', kind: 'professional network', href: 'https://linkedin.example.com/company/ladle' },
    { id: 'facebook', network: 'Facebook', kind: 'social network', href: 'https://facebook.example.com/ladlepos' },
    { id: 'instagram', network: 'Instagram', kind: 'photo sharing', href: 'https://instagram.example.com/ladlepos' },
    { id: 'youtube', network: 'YouTube', kind: 'video', href: 'https://youtube.example.com/@ladlepos' },
    { id: 'reddit', network: 'Reddit', kind: 'forum community', href: 'https://reddit.example.com/r/ladlepos' },
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
} as const;

export type Site = typeof site;

/** "English, Spanish, Chinese, Portuguese and Russian" */
export const supportLanguages = (conjunction: 'and' | 'or' = 'and') => listText(site.support.languages, conjunction);
/** "five" */
export const supportLanguageCount = numberWord(site.support.languages.length);

/** "100 Example Way, Suite 200, Hollywood, FL 33020" */
export function formatAddress(address: Site['address'] = site.address) {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}
