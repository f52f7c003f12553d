import { Suspense } from 'react';
import { blogMetadata } from '@/seo/blog-metadata';
import { BlogsHero, BlogsList } from '@/components/blog/blog-list';
import { blogPaths } from '@/content/paths';
import { BlogsLoading } from './posts-loading';

// An error state rendered here is replaced within a minute; a good list is never replaced
// by a failure (see lib/blog/index.ts). Must be a literal for Next to read it.
export const revalidate = 60;

export const metadata = blogMetadata({
  title: 'Blog',
  description:
    'Practical guides for food trucks, cafés, bakeries and quick-service restaurants: payments, card fees, kiosks, offline selling and paying your team.',
  path: blogPaths.index,
});

/** The hero at once; only the posts wait for the blog, behind their own skeleton (posts-loading.tsx). */
export default function BlogsPage() {
  return (
    <>
      <BlogsHero />
      <Suspense fallback={<BlogsLoading />}>
        <BlogsList />
      </Suspense>
    </>
  );
}
