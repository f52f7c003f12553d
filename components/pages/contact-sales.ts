import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/lib/i18n/paths';
import { contactSales } from '@/content/navigation';
import { chrome } from '@/content/chrome';

/** "Contact Sales" beside a demo button, in the reader's language (the header's own words). */
export function contactSalesFor(locale: Locale) {
  return { label: chrome[locale].contactSales, href: localizeHref(contactSales.href, locale) };
}
