import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/lib/i18n/paths';
import { absoluteUrl } from '@/lib/env';
import { JsonLd } from '@/components/json-ld';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

/** "Home" as the Spanish breadcrumb names the home page. */
const spanishHome = 'Inicio';

/**
 * The BreadcrumbList of a customer page. English keeps the site-wide helper (names from the
 * menus); the Spanish trail is Inicio › <page>, with /es addresses, as the English one is
 * Home › <page> (there is no /customers page).
 */
export function CustomerBreadcrumbs({ locale, path, title }: { locale: Locale; path: string; title: string }) {
  if (locale === 'en') return <BreadcrumbsJsonLd path={path} />;
  const trail = [
    { name: spanishHome, path: localizeHref('/', locale) },
    { name: title, path: localizeHref(path, locale) },
  ];
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absoluteUrl(item.path) })),
      }}
    />
  );
}
