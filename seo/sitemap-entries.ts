import type { MetadataRoute } from 'next';
import { publicRoutes, type PublicRoute } from '@/content/routes';
import { absoluteUrl } from '@/lib/env';
import { hreflang } from '@/lib/i18n/locale';
import { hasSpanish, localizeHref } from '@/content/language-paths';
import { englishPath } from '@/lib/i18n/paths';
import { blogPaths } from '@/content/paths';

/** Both languages of a page that has a Spanish twin, as the sitemap's xhtml:link alternates. */
function languageAlternates(path: string) {
  const english = englishPath(path);
  if (!hasSpanish(english)) return {};
  return {
    alternates: {
      languages: {
        [hreflang.en]: absoluteUrl(english),
        [hreflang.es]: absoluteUrl(localizeHref(english, 'es')),
        'x-default': absoluteUrl(english),
      },
    },
  };
}

/** The fields of a blog post the sitemap needs (the blog function's post has more). */
export type SitemapPost = {
  id: string | number;
  created_at: string;
  updated_at?: string | null;
};

/** Marketing pages change only with a deploy, so the build (or regeneration) time is their date. */
export function routeEntries(routes: PublicRoute[] = publicRoutes, lastModified = new Date()): MetadataRoute.Sitemap {
  return routes.map((route) => ({
    url: absoluteUrl(route.path),
    lastModified,
    changeFrequency: route.path === '/' || route.path === blogPaths.index ? 'weekly' : 'monthly',
    priority: route.path === '/' ? 1 : 0.7,
    ...languageAlternates(route.path),
  }));
}

/** One entry per post at /blog/{id}, dated by its last edit or publication. */
export function blogPostEntries(posts: SitemapPost[]): MetadataRoute.Sitemap {
  return posts.map((post) => {
    const date = new Date(post.updated_at || post.created_at);
    return {
      url: absoluteUrl(blogPaths.post(String(post.id))),
      ...(Number.isNaN(date.getTime()) ? {} : { lastModified: date }),
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    };
  });
}

/** Every public route, then every blog post. */
export function sitemapEntries({ posts = [], lastModified = new Date() }: { posts?: SitemapPost[]; lastModified?: Date } = {}) {
  return [...routeEntries(publicRoutes, lastModified), ...blogPostEntries(posts)];
}
