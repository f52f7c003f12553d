import { pageMetadata } from '@/lib/metadata';
import {
  partnershipsPage,
  partnerBlocks,
  partnerSteps,
  partnerTypes,
  partnershipsHero,
  programHighlights,
  programPoints,
} from '@/content/pages/partnerships';
import { Button } from '@/components/ui/button';
import { PartnerApplicationButton } from '@/components/forms/lead-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { contactSales } from '@/content/navigation';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FeatureBlock } from '@/components/sections/feature-block';
import { StatHighlights } from '@/components/sections/stat-highlights';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { CtaBand } from '@/components/sections/cta-band';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({ ...partnershipsPage.meta, path: '/partnerships' });

function PartnershipsPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/partnerships" />
      <PageHero
        {...partnershipsHero}
        actions={
          <>
            <PartnerApplicationButton size="lg">{partnershipsPage.apply}</PartnerApplicationButton>
            <Button asChild size="lg" variant="outline">
              <a href={contactSales.href}>{contactSales.label}</a>
            </Button>
          </>
        }
      />

      <Section heading={partnershipsPage.program}>
        <StatHighlights items={programHighlights} className="mt-12" />
        <FeatureGrid items={programPoints} className="mt-5" />
      </Section>

      <Section tone="warm" heading={partnershipsPage.types}>
        <FeatureGrid items={partnerTypes} className="mt-12" />
      </Section>

      {partnerBlocks.map((block, index) => (
        <Section key={block.title} tone={index % 2 ? 'warm' : 'plain'}>
          <FeatureBlock block={block} />
        </Section>
      ))}

      <Section tone="sunk" heading={partnershipsPage.steps}>
        <NumberedSteps steps={partnerSteps} className="mt-12" />
        <div className="mt-10 flex justify-center">
          <PartnerApplicationButton>{partnershipsPage.apply}</PartnerApplicationButton>
        </div>
      </Section>

      <CtaBand
        {...partnershipsPage.cta}
        actions={
          <>
            <PartnerApplicationButton size="lg" variant="inverse">
              {partnershipsPage.apply}
            </PartnerApplicationButton>
            <Button asChild size="lg" variant="inverse-outline">
              <a href={contactSales.href}>{contactSales.label}</a>
            </Button>
          </>
        }
      />
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/partnerships">
      <PartnershipsPage />
    </PageFrame>
  );
}
