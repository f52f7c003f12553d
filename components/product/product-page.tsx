import type { Product } from '@/content/products';
import { Container } from '@/components/ui/container';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FeatureBlock } from '@/components/sections/feature-block';
import { FaqList } from '@/components/sections/faq-list';
import { CtaBand } from '@/components/sections/cta-band';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

/** The one template of /products/<slug>: hero, facts, feature grid, feature blocks, questions, CTA. */
export function ProductPage({ product }: { product: Product }) {
  const { hero, facts, features, blocks, faq, cta } = product;
  const source = `product:${product.slug}`;
  return (
    <>
      <BreadcrumbsJsonLd path={`/products/${product.slug}`} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        image={hero.image}
        actions={<DemoButton size="lg" source={source}>{hero.action}</DemoButton>}
      />
      <section aria-label={`${product.name} at a glance`} className="border-y border-line bg-surface">
        <Container>
          <dl className="grid divide-y divide-line sm:grid-cols-3 sm:divide-x sm:divide-y-0">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse gap-1 py-6 sm:px-6 sm:first:pl-0">
                <dt className="text-sm text-ink-muted">{fact.label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-brand-strong">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>
      <Section aria-labelledby="features-title">
        <SectionHeader eyebrow={product.name} title={<span id="features-title">{features.title}</span>} description={features.description} />
        <FeatureGrid items={features.items} className="mt-12" />
      </Section>
      <Section tone="warm" aria-label={`${product.name} in detail`} containerClassName="space-y-20 sm:space-y-28">
        {blocks.map((block) => (
          <FeatureBlock key={block.title} block={block} />
        ))}
      </Section>
      <Section aria-labelledby="faq-title" containerClassName="max-w-3xl">
        <SectionHeader title={<span id="faq-title">Questions about {product.name.toLowerCase()}</span>} />
        <FaqList items={faq} />
      </Section>
      <CtaBand
        title={cta.title}
        description={cta.description}
        actions={<DemoButton variant="inverse" size="lg" source={source}>Request Demo</DemoButton>}
      />
    </>
  );
}
