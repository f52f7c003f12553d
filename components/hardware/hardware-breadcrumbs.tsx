import { JsonLd } from '@/components/json-ld';
import type { Locale } from '@/lib/i18n/locale';
import { breadcrumbJsonLd, type JsonLdObject } from '@/lib/structured-data';

/**
 * The BreadcrumbList of a hardware page. `path` is the English path (a device variant keeps
 * its ?device=), `title` the name of its last crumb in `locale`; on a Spanish page every crumb
 * is named in Spanish and points at its /es twin.
 */
export function hardwareBreadcrumbJsonLd(path: string, locale: Locale = 'en', title?: string): JsonLdObject {
  return breadcrumbJsonLd(path, title ? { [path]: title } : {}, locale);
}

export function HardwareBreadcrumbs({ path, locale = 'en', title }: { path: string; locale?: Locale; title?: string }) {
  return <JsonLd data={hardwareBreadcrumbJsonLd(path, locale, title)} />;
}
