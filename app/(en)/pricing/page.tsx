import { pageMetadata } from '@/lib/metadata';
import { faqPageJsonLd } from '@/lib/structured-data';
import {
  calculatorCopy,
  pricingBasics,
  pricingBasicsSection,
  pricingCta,
  pricingFaq,
  pricingFaqSection,
  pricingHero,
  pricingPage,
  startingRatePercent,
} from '@/content/pricing';
import { JsonLd } from '@/components/json-ld';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FaqList } from '@/components/sections/faq-list';
import { CtaBand } from '@/components/sections/cta-band';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { Button } from '@/components/ui/button';
import { SavingsCalculator } from '@/components/pricing/savings-calculator';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata(pricingPage);

const source = 'pricing';

function PricingPage() {
  return (
    <>
      <BreadcrumbsJsonLd path={pricingPage.path} />
      <JsonLd data={faqPageJsonLd(pricingFaq)} />
      <PageHero
        eyebrow={pricingHero.eyebrow}
        title={pricingHero.title}
        description={pricingHero.description}
        actions={
          <>
            <DemoButton size="lg" source={source}>
              Request Demo
            </DemoButton>
            <Button asChild size="lg" variant="outline">
              <a href="#estimate">{pricingHero.estimateLink}</a>
            </Button>
          </>
        }
      />

      <Section aria-labelledby="basics-heading">
        <SectionHeader
          eyebrow={pricingBasicsSection.eyebrow}
          title={<span id="basics-heading">{pricingBasicsSection.title}</span>}
          description={pricingBasicsSection.description}
        />
        <FeatureGrid items={pricingBasics} columns={4} className="mt-12" />
      </Section>

      <Section id="estimate" tone="sunk" aria-labelledby="savings-heading">
        <SectionHeader
          title={<span id="savings-heading">{calculatorCopy.title}</span>}
          description={calculatorCopy.description}
        />
        <div className="mt-10">
          <SavingsCalculator copy={calculatorCopy} startingRatePercent={startingRatePercent} />
        </div>
      </Section>

      <Section aria-labelledby="faq-heading" containerClassName="max-w-3xl">
        <SectionHeader title={<span id="faq-heading">{pricingFaqSection.title}</span>} />
        <FaqList items={pricingFaq} />
      </Section>

      <CtaBand
        title={pricingCta.title}
        description={pricingCta.description}
        actions={
          <DemoButton size="lg" variant="inverse" source={source}>
            Request Demo
          </DemoButton>
        }
      />
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/pricing">
      <PricingPage />
    </PageFrame>
  );
}
