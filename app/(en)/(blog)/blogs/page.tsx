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

export default async function BlogsPage() {
  return <BlogsList />;
}
