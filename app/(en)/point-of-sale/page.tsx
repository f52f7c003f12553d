import { Img } from '@/components/ui/img';
import { pageMetadata } from '@/lib/metadata';
import { aiManagerBlock, aiManagerFeatures, checkoutFeatures, hardwareTeaser, menuFeatures, posHero, posNav, posPage } from '@/content/pages/point-of-sale';
import { Button } from '@/components/ui/button';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { PageFrame } from '@/components/layout/page-frame';

const source = 'point-of-sale';

export const metadata = pageMetadata({ ...posPage.meta, path: posNav.path });

function PointOfSalePage() {
  return (
    <>
      <BreadcrumbsJsonLd path={posNav.path} />
      <PageHero {...posHero} source={source} secondary={posPage.secondary} />

      <Section heading={posPage.checkout}>
        <FeatureGrid items={checkoutFeatures} columns={4} className="mt-12" />
      </Section>

      <Section
        tone="warm"
        heading={posPage.menu}
        split="items-start gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16"
        lead={<DemoButton className="mt-8" source={source} />}
      >
        <FeatureGrid items={menuFeatures} columns={2} className="lg:grid-cols-2" />
      </Section>

      <Section
        tone="night"
        heading={{ eyebrow: posPage.aiEyebrow, title: aiManagerBlock.title, description: aiManagerBlock.description }}
        split="items-center gap-10 lg:grid-cols-2 lg:gap-16"
        after={<FeatureGrid items={aiManagerFeatures} inverse className="mt-12" />}
      >
        <Img {...aiManagerBlock.image} className="h-auto w-full" />
      </Section>

      <Section tone="sunk" heading={posPage.hardware}>
        <FeatureGrid items={hardwareTeaser} columns={4} className="mt-12" />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <a href={posPage.compareHardware.href}>{posPage.compareHardware.label}</a>
          </Button>
          <DemoButton source={source} />
        </div>
      </Section>

      <CtaBand {...posPage.cta} source={source} />
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/point-of-sale">
      <PointOfSalePage />
    </PageFrame>
  );
}
