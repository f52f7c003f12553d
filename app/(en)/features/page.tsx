import { pageMetadata } from '@/lib/metadata';
import { featureSectionIds, featureSections, featuresHero, featuresPage, toolCards } from '@/content/pages/features';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FeatureBlock } from '@/components/sections/feature-block';
import { CtaBand } from '@/components/sections/cta-band';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { contactSales } from '@/content/navigation';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({
  title: 'Features',
  description:
    'Payments with same-day funding, guest profiles and loyalty, online ordering, SMS and email notifications, staff scheduling and built-in banking: every Ladle tool on one page.',
  path: '/features',
});

function FeaturesPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/features" />
      <PageHero {...featuresHero} source="features" secondary={featuresPage.secondary} />

      <Section heading={featuresPage.tools}>
        <FeatureGrid items={toolCards} className="mt-12" />
      </Section>

      {featureSections.map((block, index) => (
        <Section key={block.title} id={featureSectionIds[index]} tone={index % 2 ? 'plain' : 'warm'}>
          <FeatureBlock block={block} />
        </Section>
      ))}

      <CtaBand {...featuresPage.cta} source="features" secondary={contactSales} />
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/features">
      <FeaturesPage />
    </PageFrame>
  );
}
