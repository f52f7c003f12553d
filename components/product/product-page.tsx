import { productHref, type Product } from '@/content/products';
import { productCopyByLocale, productFor, productsFor } from '@/content/es/products';
import type { Locale } from '@/lib/i18n/locale';
import type { Localized } from '@/lib/i18n/localize';
import { familyPage, familyRoute } from '@/seo/load-or-404';
import { Container } from '@/components/ui/container';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FeatureBlock } from '@/components/sections/feature-block';
import { FaqList } from '@/components/sections/faq-list';
import { CtaBand } from '@/components/sections/cta-band';

/** The closing band's demo button: English keeps the button's own label. */
const ctaDemoLabel: Localized<string | undefined> = { en: undefined, es: 'Solicitar demostración' };

/**
 * What app/(en)/products/[slug] and app/(es)/es/products/[slug] export besides the page:
 * one pre-rendered page per product and its metadata, in `locale`.
 */
export function productRoute(locale: Locale) {
  return familyRoute(productsFor(locale), (slug) => productFor(slug, locale), productHref, locale);
}

/** The product page at its `[slug]` route in `locale` (app/(en)/…/[slug]/page.tsx and its /es twin). */
export function productSlugPage(locale: Locale) {
  return familyPage(productRoute(locale), (product) => <ProductPage product={product} locale={locale} />);
}

/**
 * The one template of /products/<slug> and /es/products/<slug>: hero, facts, feature grid,
 * feature blocks, questions, CTA. `product` is the record as `locale` reads it (productFor).
 */
export function ProductPage({ product, locale = 'en' }: { product: Product; locale?: Locale }) {
  const { hero, facts, features, blocks, faq, cta } = product;
  const copy = productCopyByLocale[locale];
  const source = `product:${product.slug}`;
  const path = productHref(product);
  return (
    <PageFrame locale={locale} path={path} crumbs={{ spanishTitle: product.name }}>
      <PageHero locale={locale} {...hero} source={source} demoLabel={hero.action} />
      <section aria-label={copy.factsLabel(product.name)} className="border-y border-line bg-surface">
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
      <Section tone="warm" aria-label={copy.blocksLabel(product.name)} containerClassName="space-y-20 sm:space-y-28">
        {blocks.map((block) => (
          <FeatureBlock key={block.title} block={block} />
        ))}
      </Section>
      <Section heading={{ title: copy.faqTitle(product.name) }} containerClassName="max-w-3xl">
        <FaqList items={faq} />
      </Section>
      <CtaBand locale={locale} {...cta} source={source} demoLabel={ctaDemoLabel[locale]} />
    </PageFrame>
  );
}
