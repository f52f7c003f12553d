import { JsonLd } from '@/components/json-ld';
import type { Locale } from '@/lib/i18n/locale';
import { breadcrumbJsonLd } from '@/seo/structured-data';

/**
 * The BreadcrumbList of a nested page, rendered once per page next to its hero:
 *   <BreadcrumbsJsonLd path="/business/bakeries" />
 *   <BreadcrumbsJsonLd path="/business/bakeries" locale="es" />   (names in Spanish, /es URLs)
 * `path` is always the page's English path. Names come from the site's navigation in the
 * page's language; pass `title` (in that language) when the page's own name differs
 * (a blog post's title, a page the menus do not list).
 */
export function BreadcrumbsJsonLd({
  path,
  title,
  locale = 'en',
  spanishTitle,
}: {
  path: string;
  title?: string;
  locale?: Locale;
  /** The page's Spanish name, used on the Spanish page only (the English one keeps the menus' names). */
  spanishTitle?: string;
}) {
  if (locale === 'es' && spanishTitle && !title) title = spanishTitle;
  return <JsonLd data={breadcrumbJsonLd(path, title ? { [path]: title } : {}, locale)} />;
}
