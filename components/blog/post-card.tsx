import { Img } from '@/components/ui/img';
import { formatPostDate, type Post } from '@/services/blog';
import { FALLBACK_IMAGE } from '@/lib/blog/constants';
import { blogPaths } from '@/content/paths';

/** One card of the blog grid; the whole card is a single link to the post. */
export function PostCard({ post, priority = false }: { post: Post; priority?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow hover:shadow-pop">
      <Img
        src={post.image ?? FALLBACK_IMAGE}
        alt=""
        width={1200}
        height={630}
        unoptimized
        priority={priority}
        className="aspect-[40/21] h-auto w-full bg-surface-sunk object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <time dateTime={post.createdAt} className="text-sm font-medium text-ink-muted">
          {formatPostDate(post.createdAt)}
        </time>
        <h2 className="text-xl font-bold text-balance text-ink">
          <a
            href={blogPaths.post(post.id)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand focus-visible:outline-none"
          >
            {post.title}
          </a>
        </h2>
        <p className="text-ink-muted" data-testid="post-excerpt">
          {post.excerpt}
        </p>
      </div>
    </article>
  );
}

export function PostGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
