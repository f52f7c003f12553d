import type { MetadataRoute } from 'next';
import { sitemapEntries, type SitemapPost } from '@/lib/sitemap-entries';

/**
 * /sitemap.xml: every route of content/routes.ts and every blog post. Regenerated in the
 * background like the blog, so new posts appear without a rebuild.
 */
export const revalidate = 300;

/**
 * The blog's posts. The blog source plugs in here: return its post list, and [] when it
 * fails, so a blog outage never takes the marketing pages out of the sitemap.
 */
async function loadPosts(): Promise<SitemapPost[]> {
  return [];
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries({ posts: await loadPosts() });
}
