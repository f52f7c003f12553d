import { pageMetadata } from '@/seo/metadata';
import type { Locale } from '@/lib/i18n/locale';
import { featureSectionIds } from '@/content/pages/features';
import { featuresFor } from '@/content/es/features';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FeatureBlock } from '@/components/sections/feature-block';
import { CtaBand } from '@/components/sections/cta-band';
import { PageFrame } from '@/components/layout/page-frame';
import { contactSalesFor } from '@/content/navigation';

export function featuresMetadata(locale: Locale) {
  return pageMetadata({ ...featuresFor(locale).meta, path: '/features', locale });
}

/** /features and /es/features. */
export function FeaturesPage({ locale }: { locale: Locale }) {
  const { hero, toolCards, sections, page } = featuresFor(locale);
  return (
    <PageFrame locale={locale} path="/features" crumbs>
      <PageHero {...hero} source="features" secondary={page.secondary} locale={locale} />

      <Section heading={page.tools}>
        <FeatureGrid items={toolCards} className="mt-12" />
      </Section>

      {sections.map((block, index) => (
        <Section key={featureSectionIds[index]} id={featureSectionIds[index]} tone={index % 2 ? 'plain' : 'warm'}>
          <FeatureBlock block={block} />
        </Section>
      ))}

      <CtaBand {...page.cta} source="features" secondary={contactSalesFor(locale)} locale={locale} />
    </PageFrame>
  );
}
