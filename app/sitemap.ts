import type { MetadataRoute } from 'next';
import { getPosts } from '@/services/blog';
import { sitemapEntries, type SitemapPost } from '@/seo/sitemap-entries';

/**
 * /sitemap.xml: every route of content/routes.ts and every blog post. Regenerated in the
 * background like the blog, so new posts appear without a rebuild.
 */
export const revalidate = 300;

/** The blog's posts, or none when the blog cannot be loaded: an outage never drops the marketing pages. */
async function loadPosts(): Promise<SitemapPost[]> {
  const result = await getPosts();
  return result.ok ? result.value.map((post) => ({ id: post.id, created_at: post.createdAt })) : [];
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries({ posts: await loadPosts() });
}
