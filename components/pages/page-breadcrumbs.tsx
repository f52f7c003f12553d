import { JsonLd } from '@/components/json-ld';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { absoluteUrl } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/lib/i18n/paths';
import { breadcrumbTrail } from '@/lib/structured-data';

/**
 * The BreadcrumbList of a top-level marketing page (Home › page) in the page's language.
 * English is BreadcrumbsJsonLd as before; Spanish names the crumbs in Spanish and points them
 * at the /es twins. `path` is the English path; `title` the page's name in `locale`.
 */
export function PageBreadcrumbs({ path, locale, title }: { path: string; locale: Locale; title: string }) {
  if (locale === 'en') return <BreadcrumbsJsonLd path={path} />;
  const trail = breadcrumbTrail(path);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: index === 0 ? 'Inicio' : index === trail.length - 1 ? title : item.name,
          item: absoluteUrl(localizeHref(item.path, locale)),
        })),
      }}
    />
  );
}
