import { BlogMessage } from '@/components/blog/blog-message';
import { NotFoundStatus } from '@/components/ui/not-found-status';

/** The words of a post that does not exist, in its page and in its head. */
export const POST_NOT_FOUND = {
  title: 'Blog post not found',
  text: 'The article may have been moved or removed.',
  description: 'This blog post does not exist.',
} as const;

/**
 * A post that does not exist: its text, sent as a 404 by the page boundary (not notFound():
 * on a post regenerated on demand Next then sends an empty shell, blank without JavaScript;
 * components/ui/not-found-status.tsx).
 */
export function PostNotFound() {
  return (
    <>
      <NotFoundStatus />
      <BlogMessage title={POST_NOT_FOUND.title}>{POST_NOT_FOUND.text}</BlogMessage>
    </>
  );
}
