import type { Metadata } from 'next';
import { Img } from '@/components/ui/img';
import { notFound } from 'next/navigation';
import { BlogMessage } from '@/components/blog/blog-message';
import { CopyLinkButton } from '@/components/blog/copy-link-button';
import { PostBody } from '@/components/blog/post-body';
import { PostJsonLd } from '@/components/blog/post-json-ld';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { formatPostDate, getPost, getPostIds } from '@/lib/blog';
import { blogMetadata, postMetadata } from '@/lib/blog/metadata';
import { PageFrame } from '@/components/layout/page-frame';

// See app/blogs/page.tsx: error states live at most a minute, good pages are never replaced
// by a failure. Posts published after the build are generated on their first request.
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
      title: result.ok ? 'Blog post not found' : 'Blog post unavailable',
      description: result.ok ? 'This blog post does not exist.' : 'Failed to load blog post. Please try again later.',
      path: `/blog/${encodeURIComponent(id)}`,
    }),
    robots: { index: false, follow: true },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const { id } = await params;
  return (
    <PageFrame path={`/blog/${id}`}>
      <BlogPost id={id} />
    </PageFrame>
  );
}

async function BlogPost({ id }: { id: string }) {
  const result = await getPost(id);
  if (!result.ok) return <BlogMessage title="Failed to load blog post. Please try again later." />;
  const post = result.value;
  if (!post) notFound();

  return (
    <article className="pb-20">
      <PostJsonLd post={post} />
      <header className="bg-surface-warm">
        <Container className="max-w-4xl py-10 sm:py-14">
          <a href="/blogs" className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
            ← Back to Blogs
          </a>
          <h1 className="mt-5 text-title font-bold text-balance text-ink sm:text-display">{post.title}</h1>
          <div className="mt-5 flex flex-wrap items-center gap-4">
            <p className="text-ink-muted">
              Published <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
            </p>
            <CopyLinkButton />
          </div>
        </Container>
      </header>
      <Container className="max-w-4xl">
        {post.image ? (
          <Img
            src={post.image}
            alt=""
            width={1200}
            height={630}
            unoptimized
            priority
            className="mt-8 aspect-[40/21] h-auto w-full rounded-panel bg-surface-sunk object-cover"
          />
        ) : null}
        <PostBody html={post.html} className="mx-auto mt-10 max-w-3xl" />
        <nav aria-label="More from the blog" className="mx-auto mt-14 flex max-w-3xl flex-wrap gap-3 border-t border-line pt-8">
          <Button asChild variant="outline">
            <a href="/blogs">Back to Blogs</a>
          </Button>
          <Button asChild>
            <a href="/blogs">Read More Articles</a>
          </Button>
        </nav>
      </Container>
    </article>
  );
}
