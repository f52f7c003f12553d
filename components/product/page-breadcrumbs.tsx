import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/lib/i18n/paths';
import { absoluteUrl } from '@/lib/env';
import { breadcrumbTrail } from '@/lib/structured-data';
import { JsonLd } from '@/components/json-ld';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

/** What the first crumb is called on a Spanish page. */
const homeEs = 'Inicio';

/**
 * The BreadcrumbList of a product or point-of-sale page (Home › page). English pages use the
 * site's BreadcrumbsJsonLd as they always have; a Spanish page names both crumbs in Spanish
 * and points them at the /es addresses.
 */
export function PageBreadcrumbs({ path, title, locale = 'en' }: { path: string; title: string; locale?: Locale }) {
  if (locale === 'en') return <BreadcrumbsJsonLd path={path} />;
  const trail = breadcrumbTrail(path, { '/': homeEs, [path]: title });
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: item.name,
          item: absoluteUrl(localizeHref(item.path, locale)),
        })),
      }}
    />
  );
}
