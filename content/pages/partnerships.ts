import { z } from 'zod';
import { featureBlockSchema, featureCardSchema, parseContent, statSchema, keyedList } from '@/content/schema';
import { supportLanguageCount, supportLanguages, site } from '@/content/site';
import { tradeNouns } from '@/content/trades';
import { capitalize } from '@/content/format';

/** /partnerships: the reseller programme (SPEC §1, §9): commissions, partner types, portal, white-label. */

export const partnerCommission = '$1,000';

export const partnershipsHero = {
  eyebrow: 'Partner program',
  title: 'Become Our Partner',
  description: `Bring ${site.name} to the food trucks, cafés and bakeries you already know. Earn up to ${partnerCommission} per merchant you sign, plus recurring income for as long as they process with us.`,
  image: {
    src: '/illustrations/pages/partners-hero.svg',
    alt: 'A partner linked to the food truck, bakery, coffee shop and kitchen they signed, under a dashboard of commissions earned',
    width: 640,
    height: 520,
  },
} as const;

export const programHighlights = keyedList(
  parseContent('partnerHighlights', statSchema, {
    commission: { number: `Up to ${partnerCommission}`, label: 'commission per merchant you sign' },
    recurring: { number: 'Recurring', label: 'income for as long as your merchants process' },
    trial: { number: '30 days', label: 'free software trial for your merchants, no hardware commitment' },
    support: { number: '24/7', label: `support in ${supportLanguages()}` },
  }),
);

export const programPoints = keyedList(
  parseContent('partnerProgram', featureCardSchema, {
    easy: { icon: 'gift', title: 'An easy yes for merchants', description: 'A free 30-day software trial with no hardware commitment takes the risk out of switching.' },
    support: { icon: 'headset', title: 'Support you don’t have to give', description: `Your merchants reach our team 24/7 in ${supportLanguageCount} languages, so you are not the help desk at 2 a.m.` },
    fit: { icon: 'store', title: 'Built for food and drink', description: `${capitalize(tradeNouns())}.` },
  }),
);

export const partnerTypes = keyedList(
  parseContent('partnerTypes', featureCardSchema, {
    referral: { icon: 'users', title: 'Referral partners', description: 'Introduce a merchant, we handle the demo and setup, and you earn when they go live.' },
    reseller: { icon: 'tag', title: 'Resellers', description: `Sell ${site.name} software and hardware under your own relationship with the merchant.` },
    var: { icon: 'layers', title: 'Value-added resellers', description: `Bundle ${site.name} with your installation, menu setup, training or network services.` },
    alliances: { icon: 'globe', title: 'Strategic alliances', description: 'Suppliers, distributors and associations that want to offer their members a better POS.' },
    dealers: { icon: 'shield', title: 'Authorized dealers', description: 'Certified local experts who install, train and support merchants in their region.' },
    whiteLabel: { icon: 'sparkles', title: 'White-label', description: 'Offer the platform under your own brand, with your logo, colours and design.' },
  }),
);

const blocks = parseContent('partnerBlocks', featureBlockSchema, {
  portal: {
    title: 'A partner portal that fits how your team is organised',
    description:
      'Whether you are a single agent or an ISO with a network of sub-ISOs, the portal mirrors your structure. Board new merchants, follow their accounts and see what every level of your team has signed.',
    features: [
      'ISO, Sub-ISO and Agent hierarchy',
      'Merchant onboarding from application to first sale',
      'Account management for every merchant you bring',
    ],
    image: { src: '/illustrations/pages/partners-portal.svg', alt: 'A partner portal showing an ISO, Sub-ISO and Agent tree beside a list of merchants being onboarded', width: 560, height: 420 },
  },
  whiteLabel: {
    title: 'Your brand on every screen',
    description:
      'White-label partners put their own logo, colours and design on the platform their merchants use every day, so the relationship stays yours.',
    features: ['Your logo on the POS and the dashboard', 'Your brand colours throughout', 'Your own design for the merchant experience'],
    image: { src: '/illustrations/pages/partners-white-label.svg', alt: 'The same POS screen shown in three different partner brand colours and logos', width: 560, height: 420 },
    reverse: true,
  },
});

export const partnerBlocks = keyedList(blocks);

export const partnerStepSchema = z.object({ title: z.string().min(2), description: z.string().min(10) });
export const partnerSteps = keyedList(
  parseContent('partnerSteps', partnerStepSchema, {
    apply: { title: 'Apply', description: 'Send your name, email and phone. It takes a minute.' },
    talk: { title: 'Talk with our team', description: 'We agree the partner type and commission plan that suit your business.' },
    refer: { title: 'Sign merchants', description: 'Use the portal to board merchants and follow every account.' },
    earn: { title: 'Earn', description: `Up to ${partnerCommission} per merchant, plus recurring income.` },
  }),
);

/** The rest of /partnerships' copy: metadata, section headers, actions and the closing band. */
export const partnershipsPage = {
  meta: {
    title: 'Partner Program',
    description: `Become a ${site.name} partner: earn up to ${partnerCommission} per merchant plus recurring income as a referral partner, reseller, VAR, dealer, strategic alliance or white-label partner.`,
  },
  apply: 'Apply Now',
  program: {
    eyebrow: 'The program',
    title: 'Paid well for every merchant you bring',
    description: 'You know the owners in your area. We give you a product they want and pay you for every one who signs, then keep paying while they sell.',
  },
  types: {
    eyebrow: 'Partner types',
    title: 'A way to partner for every kind of business',
    description: 'From a single introduction to a fully branded platform, pick the model that fits how you work.',
  },
  steps: {
    eyebrow: 'How it works',
    title: 'From application to first commission',
  },
  cta: {
    title: `Ready to grow with ${site.name}?`,
    description: 'Apply in a minute, or talk to our sales team about which partner model suits you.',
  },
};
