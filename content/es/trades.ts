/**
 * Spanish names of the trades of content/trades.ts and of the business types the lead forms
 * offer. The forms submit the English value (the sales team's list and the lead store stay
 * one list); a Spanish form shows these labels. The English module never imports this one,
 * so the browser bundle of an English form carries no Spanish.
 */
import { businessTypeOptions, trades } from '@/content/trades';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

/** By slug: the order of content/trades.ts is the English list's alone. */
export const tradesEs: Translation<typeof trades> = {
  'food-trucks': { name: 'Food trucks', noun: 'food trucks' },
  'bakeries': { name: 'Panaderías', noun: 'panaderías' },
  'coffee-shops': { name: 'Cafeterías', noun: 'cafeterías' },
  'tea-shops': { name: 'Tiendas de té', noun: 'tiendas de té' },
  'juice-bars': { name: 'Bares de jugos', noun: 'bares de jugos' },
  'ice-cream-shops': { name: 'Heladerías', noun: 'heladerías' },
  'quick-services': { name: 'Comida rápida', noun: 'cafés de servicio rápido' },
  'ghost-kitchens': { name: 'Cocinas fantasma', noun: 'cocinas fantasma (ghost kitchens)' },
};

/** The catch-all of the business-type select. */
const otherEs = 'Otro';

export const businessTypeOptionsEs: Translation<typeof businessTypeOptions> = {
  ...Object.fromEntries(trades.map((trade) => [trade.name, tradesEs[trade.slug]?.name ?? ''])),
  Other: otherEs,
};

/** The trades as a `locale` reader names them, in menu order. */
export function tradesFor(locale: Locale): typeof trades {
  return localize(trades, tradesEs, locale);
}

/** The labels of the business-type select, in the order of `businessTypeOptions` (the submitted values). */
export function businessTypeLabelsFor(locale: Locale): readonly string[] {
  return localize(businessTypeOptions, businessTypeOptionsEs, locale);
}

/** The business-type select's options: the English value submitted, the label the reader sees. */
export function businessTypeChoicesFor(locale: Locale): readonly { value: string; label: string }[] {
  const labels = businessTypeLabelsFor(locale);
  return businessTypeOptions.map((value, index) => ({ value, label: labels[index] ?? value }));
}

/** The select's labels keyed by the value submitted: { 'Ghost Kitchens': 'Cocinas fantasma', Other: 'Otro', … }. */
export function businessTypeLabelsByValue(locale: Locale): Record<string, string> {
  return Object.fromEntries(businessTypeChoicesFor(locale).map(({ value, label }) => [value, label]));
}

export const catalogue: CatalogueEntry[] = [
  // "food trucks" is what Spanish-speaking owners call them too.
  { name: 'trades', english: trades, spanish: tradesEs, same: ['food trucks'] },
  { name: 'businessTypeOptions', english: businessTypeOptions, spanish: businessTypeOptionsEs },
];
