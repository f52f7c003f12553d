import { Img } from '@/components/ui/img';
import { pageMetadata } from '@/lib/metadata';
import { aiManagerBlock, aiManagerFeatures, checkoutFeatures, hardwareTeaser, menuFeatures, posHero } from '@/content/pages/point-of-sale';
import { Button } from '@/components/ui/button';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { supportLanguages } from '@/content/site';

export const metadata = pageMetadata({
  title: 'Point of Sale',
  description:
    'Handheld and countertop checkout that keeps selling offline, menus with modifiers and combos, tips and refunds, and an AI manager for inventory, staff and forecasting.',
  path: '/point-of-sale',
});

export default function PointOfSalePage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/point-of-sale" />
      <PageHero
        eyebrow={posHero.eyebrow}
        title={posHero.title}
        description={posHero.description}
        image={posHero.image}
        actions={
          <>
            <DemoButton size="lg" source="point-of-sale">
              Request Demo
            </DemoButton>
            <Button asChild size="lg" variant="outline">
              <a href="/hardware">See the hardware</a>
            </Button>
          </>
        }
      />

      <Section aria-labelledby="checkout-heading">
        <SectionHeader
          eyebrow="Checkout"
          title={<span id="checkout-heading">Checkout on a handheld or the countertop, online or off</span>}
          description="The same screens on every device, so a new hire learns once and works anywhere: the counter, the patio or the truck window."
        />
        <FeatureGrid items={checkoutFeatures} columns={4} className="mt-12" />
      </Section>

      <Section tone="warm" aria-labelledby="menu-heading">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
          <div>
            <SectionHeader
              align="left"
              eyebrow="Menu and pricing"
              title={<span id="menu-heading">Your menu, your rules, priced right</span>}
              description="Set it up the way your kitchen thinks. The register handles the sums, the tax and the tip screen."
            />
            <DemoButton className="mt-8" source="point-of-sale">
              Request Demo
            </DemoButton>
          </div>
          <FeatureGrid items={menuFeatures} columns={2} className="lg:grid-cols-2" />
        </div>
      </Section>

      <Section tone="night" aria-labelledby="ai-heading">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <SectionHeader
            align="left"
            inverse
            eyebrow="AI manager"
            title={<span id="ai-heading">{aiManagerBlock.title}</span>}
            description={aiManagerBlock.description}
          />
          <Img
            src={aiManagerBlock.image.src}
            alt={aiManagerBlock.image.alt}
            width={aiManagerBlock.image.width}
            height={aiManagerBlock.image.height}
            unoptimized
            className="h-auto w-full"
            sizes="(min-width: 1024px) 50vw, 100vw"
          />
        </div>
        <FeatureGrid items={aiManagerFeatures} inverse className="mt-12" />
      </Section>

      <Section tone="sunk" aria-labelledby="hardware-heading">
        <SectionHeader
          eyebrow="Hardware"
          title={<span id="hardware-heading">Devices built for kitchens and counters</span>}
          description="Start on the hardware you have with the free 30-day software trial, or pick the devices that fit your space."
        />
        <FeatureGrid items={hardwareTeaser} columns={4} className="mt-12" />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <a href="/hardware">Compare all hardware</a>
          </Button>
          <DemoButton source="point-of-sale">Request Demo</DemoButton>
        </div>
      </Section>

      <CtaBand
        title="Run your next rush on Ladle"
        description={`Free 30-day software trial, no hardware commitment, and 24/7 support in ${supportLanguages()}.`}
        actions={
          <DemoButton size="lg" variant="inverse" source="point-of-sale">
            Request Demo
          </DemoButton>
        }
      />
    </>
  );
}
