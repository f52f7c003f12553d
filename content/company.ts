import { z } from 'zod';
import {
  contentImageSchema,
  parseContent,
  statSchema,
  timelineEntrySchema,
  valueSlideSchema,
  keyedList,
} from '@/content/schema';
import { site, supportLanguageCount, supportLanguages } from '@/content/site';

/**
 * Company facts shared by the home page counters and the About page (SPEC §1): founded 2007,
 * 12+ years, 5000+ locations, 80+ employees, 10+ countries, US market entry 2023.
 */

/**
 * A stat that counts up on the home page. `number` is the text everyone sees when the count
 * ends (and the only text in the server HTML); `value` is the digits inside it that animate.
 */
export const counterSchema = statSchema
  .extend({ value: z.number().int().positive() })
  .refine((stat) => stat.number.includes(String(stat.value)), { message: 'number must contain value', path: ['number'] });
export type CompanyCounter = z.infer<typeof counterSchema>;

export const companyCounters = keyedList(
  parseContent('companyCounters', counterSchema, {
    years: { number: '12+', value: 12, label: 'Years serving food businesses' },
    locations: { number: '5000+', value: 5000, label: `Locations running ${site.name}` },
    employees: { number: '80+', value: 80, label: 'People on the team' },
    countries: { number: '10+', value: 10, label: `Countries with ${site.name} merchants` },
    founded: { number: '2007', value: 2007, label: 'Year the company was founded' },
    usEntry: { number: 'US 2023', value: 2023, label: 'Year we opened in the United States' },
  }),
);

/** The four stat cards at the top of /about, written the way people read them. */
export const aboutStats = keyedList(
  parseContent('aboutStats', statSchema, {
    years: { number: '12+', label: 'Years' },
    employees: { number: '80+', label: 'Employees' },
    locations: { number: '5,000+', label: 'Locations' },
    countries: { number: '10+', label: 'Countries' },
  }),
);

/** The journey on /about, oldest first. Modest on purpose: each line is something we shipped or did. */
export const companyTimeline = keyedList(
  parseContent('companyTimeline', timelineEntrySchema, {
    founded: {
      year: '2007',
      title: `${site.name} is founded`,
      description: 'A small team of payments engineers starts building card checkout for independent cafés and takeaway counters.',
    },
    register: {
      year: '2013',
      title: 'Our first point-of-sale app',
      description: 'Menus, modifiers and receipts move from paper tickets onto a tablet register built for the counter.',
    },
    offline: {
      year: '2014',
      title: 'Offline mode',
      description: 'Sales keep ringing up when the connection drops and sync the moment it comes back.',
    },
    handheld: {
      year: '2016',
      title: 'Handheld ordering',
      description: 'Staff take orders and payments in the line, at the table or at the truck window.',
    },
    funding: {
      year: '2017',
      title: 'Same-day funding',
      description: 'Merchants see card sales in their bank account the day they are made instead of days later.',
    },
    us: {
      year: '2023',
      title: 'Opening in the United States',
      description: `We open our US office in Hollywood, Florida, with support around the clock in ${supportLanguageCount} languages.`,
    },
    ordering: {
      year: '2024',
      title: 'Online, QR and kiosk ordering',
      description: 'Guests order from their phone, a table code or a self-service kiosk, straight into the kitchen queue.',
    },
    ai: {
      year: '2025',
      title: 'The AI manager',
      description: 'Inventory suggestions, sales forecasts and staff insights, built into the dashboard owners already use.',
    },
  }),
);

const aboutIntroSchema = z.object({
  eyebrow: z.string().min(2),
  title: z.string().min(5),
  description: z.string().min(20),
  image: contentImageSchema,
});

const aboutHeroEntry = parseContent('aboutHero', aboutIntroSchema, {
  hero: {
  eyebrow: `About ${site.name}`,
  title: 'Payments people who fell for the food business',
  description:
    'Since 2007 we have built the register, the payments and the bank account behind independent food and drink businesses: the truck at the farmers market, the bakery that opens at six, the coffee shop with a line out the door.',
  image: {
    src: '/illustrations/about/hero-team.svg',
    alt: `A ${site.name} support specialist with a headset beside a coffee counter running the ${site.name} register`,
    width: 600,
    height: 480,
  },
  },
}).hero;
if (!aboutHeroEntry) throw new Error('Missing aboutHero content');
export const aboutHero = aboutHeroEntry;

/** The five values of the "Who We Are" carousel, in the order they are shown. */
export const valueSlides = keyedList(
  parseContent('valueSlides', valueSlideSchema, {
    owners: {
      title: 'Owners first',
      description:
        'We design every screen for the person who opens up, works the rush and closes out the drawer. If a feature slows down the line, it does not ship.',
      image: { src: '/illustrations/about/value-owners.svg', alt: 'An owner behind the counter handing a coffee to a guest', width: 560, height: 400 },
    },
    money: {
      title: 'Your money, on your schedule',
      description:
        `Card sales should pay for tomorrow’s groceries, not sit in transit. That is why same-day funding and instant tip payouts are part of ${site.name}, not an upgrade.`,
      image: { src: '/illustrations/about/value-money.svg', alt: 'Coins moving from a card terminal into a bank account', width: 560, height: 400 },
    },
    language: {
      title: 'Support that speaks your language',
      description:
        `Help is a call or message away 24/7, in ${supportLanguages()}, from people who know a kitchen printer from a label printer.`,
      image: { src: '/illustrations/about/value-support.svg', alt: `Speech bubbles in ${supportLanguageCount} languages around a support headset`, width: 560, height: 400 },
    },
    reliable: {
      title: 'Built for the rush',
      description:
        'Offline mode, long-lasting handhelds and a kitchen display that keeps tickets in order mean a lost connection never costs you a sale.',
      image: { src: '/illustrations/about/value-rush.svg', alt: 'A handheld POS taking an order offline, with a sync symbol', width: 560, height: 400 },
    },
    together: {
      title: 'Growing together',
      description:
        'Many of our merchants come to us through local partners and resellers. We pay them fairly and give them the tools to look after the businesses they bring.',
      image: { src: '/illustrations/about/value-together.svg', alt: 'Two storefronts connected by a handshake', width: 560, height: 400 },
    },
  }),
);

/** The rest of /about's copy: metadata, section headers and the closing band. */
export const aboutPage = {
  meta: {
    title: 'About Us',
    description: `Who we are: ${site.name} has built point of sale, payments and banking for food and drink businesses since 2007, with 5,000+ locations in 10+ countries.`,
  },
  statsHeading: `${site.name} in numbers`,
  values: {
    eyebrow: 'Our values',
    title: 'Who We Are',
    description: 'Five things we hold to, whether we are writing code, answering a 2 a.m. support call or signing a new partner.',
  },
  journey: {
    eyebrow: 'Our journey',
    title: 'From one payments team to 5,000+ locations',
    description: 'The steps that got us here, one product at a time.',
  },
  cta: {
    title: `Bring ${site.name} to your counter`,
    description: `Try the software free for 30 days, with no hardware commitment. Or join us as a partner and bring ${site.name} to the businesses you know.`,
    demoLabel: 'Get Started',
    secondary: { label: 'Become a Partner', href: '/partnerships' },
  },
};
