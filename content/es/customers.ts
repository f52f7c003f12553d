/** Spanish words for the customer pages of content/customers.ts. */
import {
  customerActions,
  customerPageList,
  customerPages,
  customerSections,
  notificationPreviewWords,
  posScreenWords,
} from '@/content/customers';
import type { Locale } from '@/lib/i18n/locale';
import { localize, type Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

type CustomerPages = typeof customerPages;

export const customerPagesEs: Translation<CustomerPages> = {};

export const customerPageListEs: Translation<typeof customerPageList> = [
  customerPagesEs.onlineOrdering ?? {},
  customerPagesEs.notifications ?? {},
  customerPagesEs.posDemo ?? {},
];

export function customerPageListFor(locale: Locale): typeof customerPageList {
  return localize(customerPageList, customerPageListEs, locale);
}

/** The three pages' records as a `locale` reader sees them. */
export function customerPagesFor(locale: Locale): CustomerPages {
  return localize(customerPages, customerPagesEs, locale);
}

/** Section headers and table labels; their sentences are built from the page's own values. */
export const customerSectionsEs: typeof customerSections = customerSections;

export function customerSectionsFor(locale: Locale): typeof customerSections {
  return locale === 'es' ? customerSectionsEs : customerSections;
}

export const customerActionsEs: Translation<typeof customerActions> = {};

export function customerActionsFor(locale: Locale): typeof customerActions {
  return localize(customerActions, customerActionsEs, locale);
}

export const posScreenWordsEs: Translation<typeof posScreenWords> = {};

export function posScreenWordsFor(locale: Locale): typeof posScreenWords {
  return localize(posScreenWords, posScreenWordsEs, locale);
}

export const notificationPreviewWordsEs: Translation<typeof notificationPreviewWords> = {};

export function notificationPreviewWordsFor(locale: Locale): typeof notificationPreviewWords {
  return localize(notificationPreviewWords, notificationPreviewWordsEs, locale);
}

export const catalogue: CatalogueEntry[] = [{ name: 'customerPageList', english: customerPageList, spanish: customerPageListEs }];
