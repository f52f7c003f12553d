/** Spanish words for the products of content/products.ts. */
import { products } from '@/content/products';
import type { Locale } from '@/lib/i18n/locale';
import { localize, type Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

export const productsEs: Translation<typeof products> = [];

export function productsFor(locale: Locale): typeof products {
  return localize(products, productsEs, locale);
}

export const catalogue: CatalogueEntry[] = [{ name: 'products', english: products, spanish: productsEs }];
