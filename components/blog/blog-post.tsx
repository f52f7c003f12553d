import { Img } from '@/components/ui/img';
import { BlogMessage } from '@/components/blog/blog-message';
import { CopyLinkButton } from '@/components/blog/copy-link-button';
import { PostBody } from '@/components/blog/post-body';
import { PostJsonLd } from '@/components/blog/post-json-ld';
import { Button } from '@/components/ui/button';
import { PostNotFound } from '@/components/blog/post-not-found';
import { Container } from '@/components/ui/container';
import { formatPostDate, getPost } from '@/services/blog';
import { blogPaths } from '@/content/paths';

/**
 * One post, its failure state, or, when it does not exist, the not-found text sent as a 404
 * by the page boundary. Only a listed post reaches here (proxy.ts answers any other id with
 * blogPaths.missing); it can still be gone when the function is asked for it.
 */
export async function BlogPost({ id }: { id: string }) {
  const result = await getPost(id);
  if (!result.ok) return <BlogMessage title="Failed to load blog post. Please try again later." />;
  const post = result.value;
  if (!post) {
    return <PostNotFound />;
  }

  return (
    <article className="pb-20">
      <PostJsonLd post={post} />
      <header className="bg-surface-warm">
        <Container className="max-w-4xl py-10 sm:py-14">
          <a href={blogPaths.index} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
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
            <a href={blogPaths.index}>Back to Blogs</a>
          </Button>
          <Button asChild>
            <a href={blogPaths.index}>Read More Articles</a>
          </Button>
        </nav>
      </Container>
    </article>
  );
}
