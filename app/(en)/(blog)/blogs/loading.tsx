import { PostCardSkeleton, PostGrid } from '@/components/blog/post-card';
import { Container } from '@/components/ui/container';

/** Six placeholder cards while the list loads (SPEC §9), inside the layout's header and footer. */
export default function BlogsLoading() {
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
