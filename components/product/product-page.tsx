import { productCopy, productHref, type Product } from '@/content/products';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
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
      <BreadcrumbsJsonLd path={productHref(product)} />
      <PageHero {...hero} source={source} demoLabel={hero.action} />
      <section aria-label={productCopy.factsLabel(product.name)} className="border-y border-line bg-surface">
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
      <Section heading={{ eyebrow: product.name, ...features }}>
        <FeatureGrid items={features.items} className="mt-12" />
      </Section>
      <Section tone="warm" aria-label={productCopy.blocksLabel(product.name)} containerClassName="space-y-20 sm:space-y-28">
        {blocks.map((block) => (
          <FeatureBlock key={block.title} block={block} />
        ))}
      </Section>
      <Section heading={{ title: productCopy.faqTitle(product.name) }} containerClassName="max-w-3xl">
        <FaqList items={faq} />
      </Section>
      <CtaBand {...cta} source={source} />
    </>
  );
}
