import { HeroBand } from '@/components/sections/hero-band';
import { PostCard, PostGrid } from '@/components/blog/post-card';
import { Container } from '@/components/ui/container';
import { getPosts } from '@/services/blog';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { site } from '@/content/site';
import { blogPaths } from '@/content/paths';

/** The /blogs page: hero, then the posts, the empty state or the failure state. */
export async function BlogsList() {
  const result = await getPosts();
  return (
    <>
      <BreadcrumbsJsonLd path={blogPaths.index} />
      <HeroBand
        eyebrow={`${site.name} Blog`}
        title="Guides for running a better food business"
        description="Card fees, kiosks, offline days and tip payouts, explained by people who build the tools you use at the counter."
      />
      <section aria-labelledby="posts-heading" className="py-14 sm:py-20">
        <Container>
          <h2 id="posts-heading" className="sr-only">
            Articles
          </h2>
          {!result.ok ? (
            <p role="alert" className="rounded-card border border-line bg-surface-warm p-8 text-center text-lead text-ink">
              Failed to load blogs. Please try again later.
            </p>
          ) : result.value.length === 0 ? (
            <p className="rounded-card border border-line bg-surface-warm p-8 text-center text-lead text-ink">No blog posts found.</p>
          ) : (
            <PostGrid>
              {result.value.map((post, index) => (
                <PostCard key={post.id} post={post} priority={index === 0} />
              ))}
            </PostGrid>
          )}
        </Container>
      </section>
    </>
  );
}
