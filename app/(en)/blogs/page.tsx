import { PageHero } from '@/components/sections/page-hero';
import { PostCard, PostGrid } from '@/components/blog/post-card';
import { Container } from '@/components/ui/container';
import { getPosts } from '@/lib/blog';
import { blogMetadata } from '@/lib/blog/metadata';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { PageFrame } from '@/components/layout/page-frame';

// An error state rendered here is replaced within a minute; a good list is never replaced
// by a failure (see lib/blog/index.ts). Must be a literal for Next to read it.
export const revalidate = 60;

export const metadata = blogMetadata({
  title: 'Blog',
  description:
    'Practical guides for food trucks, cafés, bakeries and quick-service restaurants: payments, card fees, kiosks, offline selling and paying your team.',
  path: '/blogs',
});

export default async function BlogsPage() {
  return (
    <PageFrame path="/blogs">
      <BlogsList />
    </PageFrame>
  );
}

async function BlogsList() {
  const result = await getPosts();
  return (
    <>
      <BreadcrumbsJsonLd path="/blogs" />
      <PageHero
        eyebrow="Ladle Blog"
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
