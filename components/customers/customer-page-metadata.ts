import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/seo/metadata';
import { customerPagesFor } from '@/content/es/customers';

/** The three customer feature pages, by their key in content/customers.ts. */
type CustomerPageKey = 'notifications' | 'onlineOrdering' | 'posDemo';

/** A customer page's title, description, canonical and hreflang pair, in `locale`. */
export function customerPageMetadata(key: CustomerPageKey, path: string, locale: Locale = 'en') {
  const page = customerPagesFor(locale)[key];
  return pageMetadata({ title: page.metaTitle, description: page.metaDescription, path, locale });
}
