import type { Metadata } from 'next';
import { PostNotFound, POST_NOT_FOUND } from '@/components/blog/post-not-found';
import { blogMetadata } from '@/seo/blog-metadata';
import { blogPaths } from '@/content/paths';

/**
 * What a post address answers when its id is not in the blog's cached list: proxy.ts rewrites
 * it here. Static, built once: an invented id reads this page and writes nothing, and never
 * reaches the post route (which would call the blog function and store a page per id).
 */
export const dynamic = 'force-static';

export const metadata: Metadata = {
  ...blogMetadata({ title: POST_NOT_FOUND.title, description: POST_NOT_FOUND.description, path: blogPaths.missing }),
  robots: { index: false, follow: true },
};

export default function MissingPostPage() {
  return <PostNotFound />;
}
