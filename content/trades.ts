/**
 * The trades Ladle serves, in menu order: the index of the industries family. Each has its
 * page in content/industries.ts (the build fails if one is missing). Kept free of zod and of
 * page copy, so the lead forms in the browser can offer them without loading either.
 */
export const trades = [
  { slug: 'food-trucks', name: 'Food Trucks' },
  { slug: 'bakeries', name: 'Bakeries' },
  { slug: 'coffee-shops', name: 'Coffee Shops' },
  { slug: 'tea-shops', name: 'Tea Shops' },
  { slug: 'juice-bars', name: 'Juice Bars' },
  { slug: 'ice-cream-shops', name: 'Ice Cream Shops' },
  { slug: 'quick-services', name: 'Quick Service' },
  { slug: 'ghost-kitchens', name: 'Ghost Kitchens' },
] as const;
export type TradeSlug = (typeof trades)[number]['slug'];

/**
 * The trades a lead can pick in the contact and demo forms, plus a catch-all: the values the
 * forms submit, in every language. A Spanish form labels them with `businessTypeLabelsFor`,
 * `businessTypeChoicesFor` or `businessTypeLabelsByValue` of content/es/trades.ts (kept out of
 * this module so the browser bundle of an English form carries no Spanish).
 */
export const businessTypeOptions: readonly string[] = [...trades.map((trade) => trade.name), 'Other'];
