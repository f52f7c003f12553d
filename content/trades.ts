/**
 * The trades the site serves, in menu order: the index of the industries family. Each has its
 * page in content/industries.ts (the build fails if one is missing). Kept free of zod and of
 * page copy, so the lead forms in the browser can offer them without loading either.
 */
import { listText } from '@/content/format';

export const trades = [
  { slug: 'food-trucks', name: 'Food Trucks', noun: 'food trucks' },
  { slug: 'bakeries', name: 'Bakeries', noun: 'bakeries' },
  { slug: 'coffee-shops', name: 'Coffee Shops', noun: 'coffee shops' },
  { slug: 'tea-shops', name: 'Tea Shops', noun: 'tea shops' },
  { slug: 'juice-bars', name: 'Juice Bars', noun: 'juice bars' },
  { slug: 'ice-cream-shops', name: 'Ice Cream Shops', noun: 'ice cream shops' },
  { slug: 'quick-services', name: 'Quick Service', noun: 'quick-service cafés' },
  { slug: 'ghost-kitchens', name: 'Ghost Kitchens', noun: 'ghost kitchens' },
] as const;
export type TradeSlug = (typeof trades)[number]['slug'];

/** Every trade in running text, `name` as a title and `noun` as a sentence names it. */
export type Trade = { slug: string; name: string; noun: string };

/** "food trucks, bakeries, … and ghost kitchens": the whole list wherever copy names every trade. */
export const tradeNouns = (list: readonly Trade[] = trades, join: (items: readonly string[]) => string = listText) => join(list.map((trade) => trade.noun));

/**
 * The trades a lead can pick in the contact and demo forms, plus a catch-all: the values the
 * forms submit, in every language. A Spanish form labels them with `businessTypeLabelsFor`,
 * `businessTypeChoicesFor` or `businessTypeLabelsByValue` of content/es/trades.ts (kept out of
 * this module so the browser bundle of an English form carries no Spanish).
 */
export const businessTypeOptions: readonly string[] = [...trades.map((trade) => trade.name), 'Other'];
