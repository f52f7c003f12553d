import { pageMetadata } from '@/lib/metadata';
import {
  partnerCommission,
  partnerBlocks,
  partnerSteps,
  partnerTypes,
  partnershipsHero,
  programHighlights,
  programPoints,
} from '@/content/pages/partnerships';
import { Button } from '@/components/ui/button';
import { PartnerApplicationButton } from '@/components/forms/partner-application-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FeatureBlock } from '@/components/sections/feature-block';
import { StatHighlights } from '@/components/sections/stat-highlights';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { CtaBand } from '@/components/sections/cta-band';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

export const metadata = pageMetadata({
  title: 'Partner Program',
  description:
    `Become a Ladle partner: earn up to ${partnerCommission} per merchant plus recurring income as a referral partner, reseller, VAR, dealer, strategic alliance or white-label partner.`,
  path: '/partnerships',
});

export default function PartnershipsPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/partnerships" />
      <PageHero
        eyebrow={partnershipsHero.eyebrow}
        title={partnershipsHero.title}
        description={partnershipsHero.description}
        image={partnershipsHero.image}
        actions={
          <>
            <PartnerApplicationButton size="lg">Apply Now</PartnerApplicationButton>
            <Button asChild size="lg" variant="outline">
              <a href="/contact">Contact Sales</a>
            </Button>
          </>
        }
      />

      <Section aria-labelledby="program-heading">
        <SectionHeader
          eyebrow="The program"
          title={<span id="program-heading">Paid well for every merchant you bring</span>}
          description="You know the owners in your area. We give you a product they want and pay you for every one who signs, then keep paying while they sell."
        />
        <StatHighlights items={programHighlights} className="mt-12" />
        <FeatureGrid items={programPoints} className="mt-5" />
      </Section>

      <Section tone="warm" aria-labelledby="types-heading">
        <SectionHeader
          eyebrow="Partner types"
          title={<span id="types-heading">A way to partner for every kind of business</span>}
          description="From a single introduction to a fully branded platform, pick the model that fits how you work."
        />
        <FeatureGrid items={partnerTypes} className="mt-12" />
      </Section>

      {partnerBlocks.map((block, index) => (
        <Section key={block.title} tone={index % 2 ? 'warm' : 'plain'}>
          <FeatureBlock block={block} />
        </Section>
      ))}

      <Section tone="sunk" aria-labelledby="steps-heading">
        <SectionHeader eyebrow="How it works" title={<span id="steps-heading">From application to first commission</span>} />
        <NumberedSteps steps={partnerSteps} className="mt-12" />
        <div className="mt-10 flex justify-center">
          <PartnerApplicationButton>Apply Now</PartnerApplicationButton>
        </div>
      </Section>

      <CtaBand
        title="Ready to grow with Ladle?"
        description="Apply in a minute, or talk to our sales team about which partner model suits you."
        actions={
          <>
            <PartnerApplicationButton size="lg" variant="inverse">
              Apply Now
            </PartnerApplicationButton>
            <Button asChild size="lg" variant="inverse-outline">
              <a href="/contact">Contact Sales</a>
            </Button>
          </>
        }
      />
    </>
  );
}
