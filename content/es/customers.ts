/** Spanish words for the customer pages of content/customers.ts. */
import { customerPageList } from '@/content/customers';
import type { Locale } from '@/lib/i18n/locale';
import { localize, type Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

export const customerPageListEs: Translation<typeof customerPageList> = [];

export function customerPageListFor(locale: Locale): typeof customerPageList {
  return localize(customerPageList, customerPageListEs, locale);
}

export const catalogue: CatalogueEntry[] = [{ name: 'customerPageList', english: customerPageList, spanish: customerPageListEs }];
