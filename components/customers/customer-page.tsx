import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/seo/metadata';
import { PageFrame } from '@/components/layout/page-frame';
import { customerPageList, type customerPages } from '@/content/customers';
import { customerActionsFor, customerPagesFor, customerSectionsFor } from '@/content/es/customers';

/** The three customer feature pages, by their key in content/customers.ts. */
type CustomerPageKey = keyof typeof customerPages;

/** A customer page's English path: its entry in customerPageList, the one place that holds it. */
function customerPagePath(key: CustomerPageKey): string {
  const entry = customerPageList.find((page) => page.id === key);
  if (!entry) throw new Error(`No customer page ${key}`);
  return entry.path;
}

/** A customer page's title, description, canonical and hreflang pair, in `locale`. */
export function customerPageMetadata(key: CustomerPageKey, locale: Locale = 'en') {
  const page = customerPagesFor(locale)[key];
  return pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: customerPagePath(key), locale });
}

/** What every customer page reads: its record, its section copy and the shared button labels, in `locale`. */
export function customerPageCopy<K extends CustomerPageKey>(key: K, locale: Locale) {
  return { page: customerPagesFor(locale)[key], copy: customerSectionsFor(locale)[key], actions: customerActionsFor(locale) };
}

/** A customer page's frame (header, breadcrumbs, footer) at its own path. */
export function CustomerPageFrame({ page, locale, children }: { page: CustomerPageKey; locale: Locale; children: ReactNode }) {
  return (
    <PageFrame locale={locale} path={customerPagePath(page)} crumbs>
      {children}
    </PageFrame>
  );
}
