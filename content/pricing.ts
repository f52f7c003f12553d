import { z } from 'zod';
import { featureCardSchema, parseContent, keyedList } from '@/content/schema';
import { startingProcessingFee } from '@/content/pages/solutions';
import type { SavingsProblem } from '@/lib/savings';
import { site } from '@/content/site';

/**
 * /pricing: how Ladle is paid for, from facts the site states elsewhere (the starting
 * processing fee, cash discount, the free 30-day software trial, hardware priced per order
 * in the order form), a savings calculator and a few questions. No figure here is new.
 */

/** 0.5, from "0.5%": the calculator's starting rate is the same fact as the page's copy. */
export const startingRatePercent = Number.parseFloat(startingProcessingFee);

export const pricingPage = {
  title: 'Pricing',
  description: `How ${site.name} is priced: card processing from ${startingProcessingFee}, a cash discount (dual pricing) program, a free 30-day software trial with no hardware commitment, and hardware by quote. Estimate what you would save.`,
  path: '/pricing',
} as const;

export const pricingHero = {
  eyebrow: 'Pricing',
  title: `What ${site.name} costs, and what you could keep`,
  description: `Card processing from ${startingProcessingFee}, a cash discount program that takes processing off your costs, and the software free for 30 days with no hardware commitment. Hardware is quoted for your space.`,
  estimateLink: 'Estimate your savings',
} as const;

export const pricingBasics = keyedList(
  parseContent('pricingBasics', featureCardSchema, {
    processing: {
      icon: 'percent',
      title: `Processing from ${startingProcessingFee}`,
      description: `Card processing starts at ${startingProcessingFee}. Your rate depends on your business and card mix, and it is written in your pricing schedule before you sign.`,
    },
    cashDiscount: {
      icon: 'tag',
      title: 'Cash discount (dual pricing)',
      description: 'Show a cash price and a card price on the menu and receipt. The card price covers the cost of processing, where your state allows it.',
      href: '/products/payments',
    },
    trial: {
      icon: 'gift',
      title: 'Free 30-day software trial',
      description: 'Run the software free for 30 days on supported devices you already own. No hardware commitment, and no subscription fee if you cancel before it ends.',
    },
    hardware: {
      icon: 'monitor',
      title: 'Hardware by quote',
      description: 'Handhelds, terminals, kiosks and kitchen displays are priced for the devices your space needs, and the prices are set out in your order form.',
      href: '/hardware',
    },
  }),
);

export const pricingBasicsSection = {
  eyebrow: 'How pricing works',
  title: 'Four things decide what you pay',
  description: 'A processing rate, an optional cash discount program, the software after its free trial, and the devices you choose.',
} as const;

/** Three to six questions, keyed (the id the Spanish words are matched by). */
const faqSchema = z
  .record(z.string(), z.object({ question: z.string().min(10), answer: z.string().min(20) }))
  .refine((faq) => Object.keys(faq).length >= 3 && Object.keys(faq).length <= 6, 'Three to six questions');

export const pricingFaq = keyedList(faqSchema.parse({
  cost: {
    question: 'How much does card processing cost?',
    answer: `Processing starts at ${startingProcessingFee}. The rate for your business depends on what you sell and the cards your guests pay with, and it is set out in your pricing schedule before you sign.`,
  },
  cashDiscount: {
    question: 'What is the cash discount program?',
    answer: 'Also called dual pricing: guests see a cash price and a card price, and the card price covers the cost of processing. The register prices each item for the way the guest pays and prints the right receipt lines. You display both prices and follow your state’s rules; where the program is not permitted, it is turned off.',
  },
  trial: {
    question: 'What does the free trial include?',
    answer: `Thirty days of the ${site.name} software, free, on supported devices you already own. There is no hardware commitment, and if you cancel before the trial ends no software subscription fee is charged. Card payments you take during the trial carry the usual processing fees.`,
  },
  hardware: {
    question: 'How is hardware priced?',
    answer: 'By quote, for the devices your counter, truck or kitchen needs; hardware prices are set out in your order form. You can also start the trial on hardware you already own.',
  },
  exactPrice: {
    question: 'How do I get my exact price?',
    answer: 'Request a demo: a specialist will walk you through pricing and setup in a 20-minute call.',
  },
}));

export const pricingFaqSection = { title: 'Questions about pricing' } as const;

export const pricingCta = {
  title: 'Get your exact price',
  description: 'A specialist will walk you through pricing and setup in a 20-minute call, with your own numbers.',
} as const;

/** Everything the calculator island shows, passed to it as props so its bundle holds no copy. */
export type CalculatorCopy = {
  title: string;
  description: string;
  labels: { sales: string; ticket: string; rate: string; fee: string };
  hints: { dollars: string; percent: string };
  problems: Record<SavingsProblem, string>;
  /** The form's button: without script it asks the server for the estimate. */
  submit: string;
  results: {
    heading: string;
    transactions: string;
    current: string;
    perMonth: string;
    startingRate: string;
    cashDiscount: string;
    cashDiscountCost: string;
    /** {monthly} and {yearly} are replaced with the amounts. */
    saving: string;
    noSaving: string;
    invalid: string;
  };
  assumptions: string;
};

export const calculatorCopy: CalculatorCopy = {
  title: 'Estimate your savings',
  description:
    'Enter what you take on cards and what you pay for it today. The estimate updates as you type, and the page address keeps your numbers, so you can share the link.',
  labels: {
    sales: 'Monthly card sales',
    ticket: 'Average ticket',
    rate: 'Current processing rate',
    fee: 'Current fee per transaction',
  },
  hints: { dollars: 'US dollars', percent: 'Percent' },
  problems: {
    amount: 'Enter an amount of 0 or more.',
    tooLarge: 'Enter an amount up to $1,000,000,000.',
    ticketZero: 'Enter an average ticket of $0.01 or more.',
    rate: 'Enter a rate between 0% and 10%.',
  },
  submit: 'Estimate my savings',
  results: {
    heading: 'Your estimate',
    transactions: 'Transactions per month',
    current: 'What you pay now',
    perMonth: 'a month',
    startingRate: `At ${site.name}’s starting rate of ${startingProcessingFee}`,
    cashDiscount: 'With the cash discount program',
    cashDiscountCost: 'No processing cost to your business',
    saving: 'You save {monthly} a month ({yearly} a year)',
    noSaving: 'No saving at these numbers',
    invalid: 'Correct the fields marked above to see your estimate.',
  },
  assumptions: 'Estimates from the numbers you entered; your rate depends on your business and card mix.',
};
