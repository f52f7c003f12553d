/**
 * Spanish names of the trades of content/trades.ts and of the business types the lead forms
 * offer. The forms submit the English value (the sales team's list and the lead store stay
 * one list); a Spanish form shows these labels. The English module never imports this one,
 * so the browser bundle of an English form carries no Spanish.
 */
import { businessTypeOptions, trades } from '@/content/trades';
import type { Locale } from '@/lib/i18n/locale';
import { localize, type Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

/** In the order of content/trades.ts. */
export const tradesEs: Translation<typeof trades> = [
  { name: 'Food trucks', noun: 'food trucks' },
  { name: 'Panaderías', noun: 'panaderías' },
  { name: 'Cafeterías', noun: 'cafeterías' },
  { name: 'Tiendas de té', noun: 'tiendas de té' },
  { name: 'Bares de jugos', noun: 'bares de jugos' },
  { name: 'Heladerías', noun: 'heladerías' },
  { name: 'Comida rápida', noun: 'cafés de servicio rápido' },
  { name: 'Cocinas fantasma', noun: 'cocinas fantasma (ghost kitchens)' },
];

/** The catch-all of the business-type select. */
const otherEs = 'Otro';

export const businessTypeOptionsEs: Translation<typeof businessTypeOptions> = [...tradesEs.map((trade) => trade.name ?? ''), otherEs];

/** The trades as a `locale` reader names them, in menu order. */
export function tradesFor(locale: Locale): typeof trades {
  return localize(trades, tradesEs, locale);
}

/** The labels of the business-type select, index for index with `businessTypeOptions` (the submitted values). */
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
