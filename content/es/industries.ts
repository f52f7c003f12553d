/** Spanish words for the trades of content/industries.ts (filled in by the trades' pages). */
import { industries } from '@/content/industries';
import type { Locale } from '@/lib/i18n/locale';
import { localize, type Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

export const industriesEs: Translation<typeof industries> = [];

export function industriesFor(locale: Locale): typeof industries {
  return localize(industries, industriesEs, locale);
}

export const catalogue: CatalogueEntry[] = [{ name: 'industries', english: industries, spanish: industriesEs }];
