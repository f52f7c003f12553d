import { z } from 'zod';
import { contentImageSchema, featureCardSchema, featureCards, parseContent, keyedItems, keyedList } from '@/content/schema';
import { industryHomeCards } from '@/content/industries';
import { site, supportLanguageCount, supportLanguages } from '@/content/site';
import { partnerCommission } from '@/content/pages/partnerships';

/**
 * Everything the home page says, validated at build time. Facts come from SPEC §1 and §9 only;
 * the processing-fee figure belongs to /solutions and is deliberately absent here.
 */

const sectionIntroSchema = z.object({
  eyebrow: z.string().min(2),
  title: z.string().min(2),
  description: z.string().min(10),
});
export type SectionIntro = z.infer<typeof sectionIntroSchema>;

const heroSchema = z.object({
  eyebrow: z.string().min(2),
  title: z.string().min(5),
  description: z.string().min(20),
  secondaryAction: z.object({ label: z.string().min(2), href: z.string().startsWith('/') }),
  assurances: z.array(z.string().min(5)).min(2).max(4),
  image: contentImageSchema,
});

/** A product area on the home page: illustration, short pitch, three proof points, one link. */
export const solutionCardSchema = z.object({
  title: z.string().min(2),
  description: z.string().min(10),
  points: z.array(z.string().min(5)).length(3),
  link: z.object({ label: z.string().min(2), href: z.string().startsWith('/') }),
  image: contentImageSchema,
});
export type SolutionCard = z.infer<typeof solutionCardSchema>;

const videoSchema = sectionIntroSchema.extend({
  sources: z.object({ webm: z.string().endsWith('.webm'), mp4: z.string().endsWith('.mp4') }),
  poster: z.string().startsWith('/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** What the clip shows, for people who cannot see it and for when it is paused. */
  caption: z.string().min(40),
  highlights: keyedItems(featureCardSchema).min(2),
});

const partnerSchema = sectionIntroSchema.extend({
  points: z.array(z.string().min(5)).min(2),
  form: z.object({ title: z.string().min(5), description: z.string().min(10) }),
});

/** Validates a single content object (parseContent works on keyed families). */
function one<S extends z.ZodType>(family: string, schema: S, value: unknown): z.infer<S> {
  const parsed = parseContent(family, schema, { [family]: value })[family];
  if (parsed === undefined) throw new Error(`Missing ${family} content`);
  return parsed;
}

export const homeHero = one('homeHero', heroSchema, {
  eyebrow: 'POS, payments and banking for food and drink',
  title: 'Ring up the rush. Get paid the same day.',
  description:
    `${site.name} runs the counter, the truck window and the online menu from one system, keeps selling when the Wi-Fi drops, and moves your card sales to your account the day you make them.`,
  secondaryAction: { label: 'Tour the POS', href: '/customers/pos-demo' },
  assurances: ['Free 30-day software trial', 'No hardware commitment', `24/7 support in ${site.support.languages.length} languages`],
  image: {
    src: '/illustrations/home/hero-counter.svg',
    alt: `A ${site.name} countertop register showing an order, a handheld taking a tap payment and a printed receipt`,
    width: 640,
    height: 520,
  },
});

export const whyChooseIntro = one('whyChooseIntro', sectionIntroSchema, {
  eyebrow: `Why ${site.name}`,
  title: 'Made for owners who work the line themselves',
  description: 'The things that decide a good day in food service, handled before you have to think about them.',
});

export const whyChoose = featureCards('whyChoose', {
  offline: {
    icon: 'wifi-off',
    title: 'Keeps selling offline',
    description:
      'When the coffee shop Wi-Fi drops at 8 a.m., the line keeps moving: cards and orders are taken offline and sync the moment you reconnect.',
  },
  funding: {
    icon: 'bolt',
    title: 'Same-day funding',
    description:
      "A food truck's Saturday festival sales land in the bank that day, so Monday's stock run is paid for before the week starts.",
  },
  support: {
    icon: 'headset',
    title: `Support 24/7, in ${supportLanguageCount} languages`,
    description: `Real people in ${supportLanguages()}, at 6 a.m. bake time or after the late rush.`,
  },
  trial: {
    icon: 'calendar',
    title: 'Try it free for 30 days',
    description: 'Run the full software on your own menu for a month, with no hardware commitment to sign first.',
  },
});

export const solutionsIntro = one('solutionsIntro', sectionIntroSchema, {
  eyebrow: 'One platform',
  title: 'Take the order, take the payment, run the business',
  description: 'Three parts that share one menu, one customer list and one set of numbers.',
});

export const solutionCards = keyedList(
  parseContent('solutionCards', solutionCardSchema, {
    pos: {
      title: 'Point of sale',
      description: 'Countertop, handheld or kiosk: the same menu, modifiers and combos on every screen.',
      points: ['Modifiers, combos, taxes and tips set once', 'Offline mode with automatic sync', 'Tickets straight to the kitchen display'],
      link: { label: 'Explore the POS', href: '/point-of-sale' },
      image: { src: '/illustrations/home/solution-pos.svg', alt: '', width: 480, height: 300 },
    },
    payments: {
      title: 'Payments and banking',
      description: 'Accept every card and wallet, then see the money in a business account the same day.',
      points: ['Same-day funding on card sales', 'Cash discount (dual pricing) built in', 'Instant tip payouts for your team'],
      link: { label: 'See payments', href: '/products/payments' },
      image: { src: '/illustrations/home/solution-payments.svg', alt: '', width: 480, height: 300 },
    },
    guests: {
      title: 'Online ordering and guests',
      description: 'Orders from the web, QR codes at the table and delivery apps, all in the same queue.',
      points: ['Pickup, delivery and dine-in menus with their own prices', 'Loyalty and guest profiles', 'SMS, email and push campaigns'],
      link: { label: 'See online ordering', href: '/customers/online-ordering' },
      image: { src: '/illustrations/home/solution-ordering.svg', alt: '', width: 480, height: 300 },
    },
  }),
);

export const dashboardVideo = one('dashboardVideo', videoSchema, {
  eyebrow: 'The owner dashboard',
  title: 'Your whole day on one screen',
  description: 'Sales, the order queue and your next payout update as they happen, on the counter or on your phone.',
  sources: { webm: '/video/dashboard.webm', mp4: '/video/dashboard.mp4' },
  poster: '/video/dashboard-poster.webp',
  width: 960,
  height: 540,
  caption:
    `A coffee shop's ${site.name} dashboard on a Saturday afternoon: sales today, orders, staff tips and loyalty guests count up; the sales-by-hour chart compares today with last Saturday; new online, kiosk and counter orders join the queue; and the same-day payout shows how much reaches the bank by 6 PM.`,
  highlights: [
    { id: 'live-sales', icon: 'chart', title: 'Live sales', description: 'Hour by hour, compared with the same day last week.' },
    { id: 'one-order', icon: 'receipt', title: 'One order queue', description: 'Counter, kiosk, QR table and online orders together.' },
    { id: 'payout-tracker', icon: 'wallet', title: 'Payout tracker', description: 'See what lands in your account today, before close.' },
  ],
});

export const operatorsIntro = one('operatorsIntro', sectionIntroSchema, {
  eyebrow: 'Who it is for',
  title: 'Set up for the way you serve',
  description: `Every kind of food business rushes differently. Pick yours to see how ${site.name} fits it.`,
});

/** One card per trade, from the industries family. */
export const operatorCards = industryHomeCards();

export const featuresIntro = one('featuresIntro', sectionIntroSchema, {
  eyebrow: 'Everything behind the counter',
  title: 'The tools a busy kitchen actually uses',
  description: `No add-on store to wade through: these come with ${site.name}.`,
});

export const featureGrid = featureCards('featureGrid', {
  menu: { icon: 'menu', title: 'Menus and modifiers', description: 'Items, combos, sizes and add-ons, changed once and live on every device.' },
  kitchen: { icon: 'monitor', title: 'Kitchen display', description: 'Orders arrive on screen in order, timed, and bumped when they are ready.' },
  handheld: { icon: 'phone', title: 'Handheld POS', description: 'Take orders in the line or at the table, with 12+ hours of battery per charge.' },
  qr: { icon: 'qr', title: 'QR table ordering', description: 'Guests scan, order and pay from the table while your team keeps cooking.' },
  loyalty: { icon: 'gift', title: 'Loyalty and CRM', description: 'Profiles, points and rewards that bring the morning regulars back.' },
  messages: { icon: 'message', title: 'SMS, email and push', description: 'Tell guests their order is ready, or that the new seasonal menu is out.' },
  staff: { icon: 'users', title: 'Staff and tips', description: 'Schedules, shifts, clock in and out, and tips paid out instantly.' },
  ai: { icon: 'sparkles', title: 'AI manager', description: 'Inventory suggestions, sales forecasts and a read on how each shift went.' },
});

export const companyIntro = one('companyIntro', sectionIntroSchema, {
  eyebrow: 'The company behind it',
  title: 'Serving food businesses since 2007',
  description: `A payments company first, which is why the money side of ${site.name} just works.`,
});

export const partnerSection = one('partnerSection', partnerSchema, {
  eyebrow: 'Partner program',
  title: `Earn with ${site.name} as a partner`,
  description:
    `Know restaurant owners, or sell to them already? Refer them to ${site.name} or resell it, and earn a commission of up to ${partnerCommission} for every merchant you sign, plus recurring income for as long as they process with us.`,
  points: [
    `Commissions up to ${partnerCommission} per merchant`,
    'Recurring income from every account you bring',
    'A partner portal for onboarding and managing your merchants',
  ],
  form: { title: 'Apply to the partner program', description: 'Leave your details and our partnerships team will call you.' },
});

/** The links under the home page's sections. */
export const homeLinks = {
  businessTypes: { label: 'See every business type', href: '/business' },
  featuresDemo: 'Get Started',
  features: { label: 'All features', href: '/features' },
  story: { label: 'Read our story', href: '/about' },
};

/** The home page's title (it names the brand itself, so no " | Ladle") and description. */
export const homeMeta = {
  title: `${site.name}: POS, Payments and Banking for Food and Drink Businesses`,
  description: site.description,
};
