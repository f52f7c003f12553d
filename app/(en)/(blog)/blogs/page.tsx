import { blogMetadata } from '@/seo/blog-metadata';
import { BlogsList } from '@/components/blog/blog-list';
import { blogPaths } from '@/content/paths';

// An error state rendered here is replaced within a minute; a good list is never replaced
// by a failure (see lib/blog/index.ts). Must be a literal for Next to read it.
export const revalidate = 60;

export const metadata = blogMetadata({
  title: 'Blog',
  description:
    'Practical guides for food trucks, cafés, bakeries and quick-service restaurants: payments, card fees, kiosks, offline selling and paying your team.',
  path: blogPaths.index,
});

/**
 * No loading.tsx and no Suspense: the list is pre-rendered and regenerated in the background,
 * so no visitor waits for it, and React writes any Suspense boundary of over 500 bytes that
 * follows a shell of over 12.8 KB (its progressiveChunkSize, which Next does not let a site
 * set) out of order, in a hidden element a script moves into place. With a page-wide
 * loading.tsx the pre-rendered /blogs read "Loading blog posts…" and nothing else without
 * JavaScript; a boundary around the posts alone fared the same.
 */
export default async function BlogsPage() {
  return <BlogsList />;
}
