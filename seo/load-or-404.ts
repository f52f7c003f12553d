import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/seo/metadata';
import type { Locale } from '@/lib/i18n/locale';

/**
 * The record a dynamic route's parameter names, or the site's 404. Every `[slug]`/`[device]`
 * page reads its record through this, in both generateMetadata and the page itself.
 *
 *   const industry = await loadOr404(params, 'slug', getIndustry);
 */
export async function loadOr404<K extends string, T>(
  params: Promise<Record<K, string>>,
  key: K,
  find: (value: string) => T | undefined,
): Promise<T> {
  const record = find((await params)[key]);
  if (record === undefined) notFound();
  return record;
}

type SlugParams = { params: Promise<{ slug: string }> };
type FamilyEntry = { slug: string; metaTitle: string; metaDescription: string };

/**
 * What a `[slug]` route of a content family exports besides its view: one pre-rendered page
 * per entry, the entry's metadata and `load` for the page itself. For a Spanish route pass
 * the family as a Spanish reader sees it (its accessor) and `locale: 'es'`; `href` still
 * gives the English path, which the metadata turns into the /es canonical and hreflang pair.
 *
 *   const route = familyRoute(industriesFor('es'), (slug) => getIndustryFor(slug, 'es'), industryHref, 'es');
 */
export function familyRoute<T extends FamilyEntry>(
  entries: readonly T[],
  find: (slug: string) => T | undefined,
  href: (entry: T) => string,
  locale: Locale = 'en',
) {
  const load = (params: SlugParams['params']) => loadOr404(params, 'slug', find);
  return {
    load,
    generateStaticParams: () => entries.map(({ slug }) => ({ slug })),
    generateMetadata: async ({ params }: SlugParams) => {
      const entry = await load(params);
      return pageMetadata({ title: entry.metaTitle, description: entry.metaDescription, path: href(entry), locale });
    },
  };
}

/**
 * The whole of a `[slug]` page of a content family, in one part: the route's static params and
 * metadata, and the page, which draws the entry with `render`. Each app file only picks the
 * family and the language (and keeps `dynamicParams` literal: Next reads it statically).
 *
 *   const { generateStaticParams, generateMetadata, Page } = industrySlugPage('es');
 *   export { generateStaticParams, generateMetadata, Page as default };
 */
export function familyPage<T extends FamilyEntry>(route: ReturnType<typeof familyRoute<T>>, render: (entry: T) => ReactNode) {
  return {
    generateStaticParams: route.generateStaticParams,
    generateMetadata: route.generateMetadata,
    Page: async ({ params }: SlugParams) => render(await route.load(params)),
  };
}
