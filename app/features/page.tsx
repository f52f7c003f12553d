import { pageMetadata } from '@/lib/metadata';
import { featureSectionIds, featureSections, featuresHero, toolCards } from '@/content/pages/features';
import { DemoButton } from '@/components/demo/demo-dialog';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FeatureBlock } from '@/components/sections/feature-block';
import { CtaBand } from '@/components/sections/cta-band';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

export const metadata = pageMetadata({
  title: 'Features',
  description:
    'Payments with same-day funding, guest profiles and loyalty, online ordering, SMS and email notifications, staff scheduling and built-in banking: every Ladle tool on one page.',
  path: '/features',
});

export default function FeaturesPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/features" />
      <PageHero
        eyebrow={featuresHero.eyebrow}
        title={featuresHero.title}
        description={featuresHero.description}
        image={featuresHero.image}
        actions={
          <>
            <DemoButton size="lg" source="features">
              Request Demo
            </DemoButton>
            <Button asChild size="lg" variant="outline">
              <a href="/point-of-sale">See the point of sale</a>
            </Button>
          </>
        }
      />

      <Section aria-labelledby="tools-heading">
        <SectionHeader
          eyebrow="The toolkit"
          title={<span id="tools-heading">One platform, six tools</span>}
          description="Every tool reads the same menu and the same sales, so nothing needs typing twice."
        />
        <FeatureGrid items={toolCards} className="mt-12" />
      </Section>

      {featureSections.map((block, index) => (
        <Section key={block.title} id={featureSectionIds[index]} tone={index % 2 ? 'plain' : 'warm'}>
          <FeatureBlock block={block} />
        </Section>
      ))}

      <CtaBand
        title="See all six tools on your own menu"
        description="A specialist walks you through Ladle in 20 minutes. The software is free for 30 days, with no hardware commitment."
        actions={
          <>
            <DemoButton size="lg" variant="inverse" source="features">
              Request Demo
            </DemoButton>
            <Button asChild size="lg" variant="inverse-outline">
              <a href="/contact">Contact Sales</a>
            </Button>
          </>
        }
      />
    </>
  );
}
