import { JsonLd } from '@/components/json-ld';
import { breadcrumbJsonLd } from '@/lib/structured-data';

/**
 * The BreadcrumbList of a nested page, rendered once per page next to its hero:
 *   <BreadcrumbsJsonLd path="/business/bakeries" />
 * Names come from the site's navigation; pass `title` when the page's own name differs
 * (a blog post's title, a page the menus do not list).
 */
export function BreadcrumbsJsonLd({ path, title }: { path: string; title?: string }) {
  return <JsonLd data={breadcrumbJsonLd(path, title ? { [path]: title } : {})} />;
}
