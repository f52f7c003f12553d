import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/seo/metadata';
import { customerPagesFor } from '@/content/es/customers';
import { PageFrame } from '@/components/layout/page-frame';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

/** The three customer feature pages, by their key in content/customers.ts. */
type CustomerPageKey = 'notifications' | 'onlineOrdering' | 'posDemo';

/** A customer page's title, description, canonical and hreflang pair, in `locale`. */
export function customerPageMetadata(key: CustomerPageKey, path: string, locale: Locale = 'en') {
  const page = customerPagesFor(locale)[key];
  return pageMetadata({ title: page.metaTitle, description: page.metaDescription, path, locale });
}

/** What every customer page is drawn in: the site's frame and its breadcrumbs. */
export function CustomerPageFrame({ path, locale, children }: { path: string; locale: Locale; children: ReactNode }) {
  return (
    <PageFrame locale={locale} path={path}>
      <BreadcrumbsJsonLd path={path} locale={locale} />
      {children}
    </PageFrame>
  );
}
