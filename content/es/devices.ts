/** Spanish words for the hardware of content/devices.ts. */
import { hardwarePages } from '@/content/devices';
import type { Locale } from '@/lib/i18n/locale';
import { localize, type Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

export const hardwarePagesEs: Translation<typeof hardwarePages> = [];

export function hardwarePagesFor(locale: Locale): typeof hardwarePages {
  return localize(hardwarePages, hardwarePagesEs, locale);
}

export const catalogue: CatalogueEntry[] = [{ name: 'hardwarePages', english: hardwarePages, spanish: hardwarePagesEs }];
