import { JsonLd } from '@/components/json-ld';
import { hardwarePages } from '@/content/devices';
import { hardwarePagesFor } from '@/content/es/devices';
import { absoluteUrl } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/lib/i18n/paths';
import { breadcrumbJsonLd, breadcrumbTrail, type JsonLdObject } from '@/lib/structured-data';

/** The Spanish names of every crumb a hardware page can have, by English path. */
function spanishTitles(): Record<string, string> {
  const pages = hardwarePagesFor('es');
  return {
    '/': 'Inicio',
    '/hardware': 'Todo el hardware',
    ...Object.fromEntries(hardwarePages.map((card, index) => [card.link, pages[index]!.displayName])),
  };
}

/**
 * The BreadcrumbList of a hardware page. `path` is the English path (a device variant keeps
 * its ?device=), `title` the name of its last crumb. English is the site's own breadcrumb
 * builder unchanged; Spanish names every crumb in Spanish and points it at its /es twin.
 */
export function hardwareBreadcrumbJsonLd(path: string, locale: Locale = 'en', title?: string): JsonLdObject {
  const own = title ? { [path]: title } : {};
  if (locale === 'en') return breadcrumbJsonLd(path, own);
  const titles = { ...spanishTitles(), ...own };
  const trail = breadcrumbTrail(path, titles);
  const last = trail.at(-1);
  if (last && path.includes('?')) trail[trail.length - 1] = { name: titles[path] ?? last.name, path };
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(localizeHref(item.path, locale)),
    })),
  };
}

export function HardwareBreadcrumbs({ path, locale = 'en', title }: { path: string; locale?: Locale; title?: string }) {
  return <JsonLd data={hardwareBreadcrumbJsonLd(path, locale, title)} />;
}
