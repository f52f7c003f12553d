import { PostCardSkeleton, PostGrid } from '@/components/blog/post-card';
import { Container } from '@/components/ui/container';

/**
 * Six placeholder cards while the posts load (SPEC §9), in the place of the posts' section
 * only (page.tsx). Not a page-wide loading.tsx: React writes a finished Suspense boundary whose
 * content is over 12.8 KB (its progressiveChunkSize) out of order, as a hidden element a script
 * moves into place, and a boundary around the whole page made the pre-rendered /blogs read
 * "Loading blog posts…" and nothing else without JavaScript. The posts' section is about 5 KB.
 */
export function BlogsLoading() {
  return (
    <section aria-busy="true" aria-label="Loading blog posts" className="py-14 sm:py-20">
      <Container>
        <p className="sr-only" role="status">
          Loading blog posts…
        </p>
        <PostGrid>
          {Array.from({ length: 6 }, (_, index) => (
            <PostCardSkeleton key={index} />
          ))}
        </PostGrid>
      </Container>
    </section>
  );
}
