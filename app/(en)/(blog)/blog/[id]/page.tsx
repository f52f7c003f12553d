import type { Metadata } from 'next';
import { getPost, getPostIds } from '@/services/blog';
import { blogMetadata, postMetadata } from '@/seo/blog-metadata';
import { BlogPost } from '@/components/blog/blog-post';
import { POST_NOT_FOUND } from '@/components/blog/post-not-found';
import { blogPaths } from '@/content/paths';

// See app/(en)/(blog)/blogs/page.tsx: error states live at most a minute, good pages are never replaced
// by a failure. Posts published after the build are generated on their first request, once the
// list knows them (proxy.ts answers an id outside the cached list with blogPaths.missing).
export const revalidate = 60;
export const dynamicParams = true;

type Props = { params: Promise<{ id: string }> };

export async function generateStaticParams() {
  // getPostIds answers [] when the function is down, so the build still succeeds.
  const ids = await getPostIds();
  return ids.map((id) => ({ id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const result = await getPost(id);
  if (result.ok && result.value) return postMetadata(result.value);
  return {
    ...blogMetadata({
      title: result.ok ? POST_NOT_FOUND.title : 'Blog post unavailable',
      description: result.ok ? POST_NOT_FOUND.description : 'Failed to load blog post. Please try again later.',
      path: blogPaths.post(id),
    }),
    robots: { index: false, follow: true },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const { id } = await params;
  return <BlogPost id={id} />;
}
