/** Spanish words for the point-of-sale page, content/pages/point-of-sale.ts. */
import { posNav } from '@/content/pages/point-of-sale';
import type { Locale } from '@/lib/i18n/locale';
import { localize, type Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

export const posNavEs: Translation<typeof posNav> = {};

export function posNavFor(locale: Locale): typeof posNav {
  return localize(posNav, posNavEs, locale);
}

export const catalogue: CatalogueEntry[] = [{ name: 'posNav', english: posNav, spanish: posNavEs }];
