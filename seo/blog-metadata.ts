import type { Metadata } from 'next';
import { site } from '@/content/site';
import { pageMetadata, type PageRecord } from '@/seo/metadata';
import type { Post } from '@/lib/blog/types';
import { blogPaths } from '@/content/paths';

export const RSS_PATH = blogPaths.feed;

/** pageMetadata plus the RSS feed link every blog page carries in its head. */
export function blogMetadata(page: PageRecord): Metadata {
  const meta = pageMetadata(page);
  return {
    ...meta,
    alternates: { ...meta.alternates, types: { 'application/rss+xml': [{ url: RSS_PATH, title: `${site.name} Blog` }] } },
  };
}

/** Title, description and preview image of a post page come from the post's meta fields. */
export function postMetadata(post: Post): Metadata {
  return blogMetadata({
    title: post.metaTitle,
    description: post.metaDescription,
    path: blogPaths.post(post.id),
    image: post.image ?? undefined,
    imageAlt: post.image ? post.title : undefined,
    type: 'article',
    publishedTime: post.createdAt,
  });
}
