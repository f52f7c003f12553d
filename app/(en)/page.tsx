import { pageMetadata } from '@/lib/metadata';
import { site } from '@/content/site';
import { companyCounters } from '@/content/company';
import {
  companyIntro,
  dashboardVideo,
  featureGrid,
  featuresIntro,
  homeHero,
  homeLinks,
  operatorCards,
  operatorsIntro,
  partnerSection,
  solutionCards,
  solutionsIntro,
  whyChoose,
  whyChooseIntro,
} from '@/content/home';
import { Button } from '@/components/ui/button';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { CheckList } from '@/components/sections/check-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { SolutionCards } from '@/components/sections/solution-cards';
import { OperatorCards } from '@/components/sections/operator-cards';
import { DashboardShowcase } from '@/components/sections/dashboard-showcase';
import { CompanyCounters } from '@/components/sections/company-counters';
import { PartnerSection } from '@/components/sections/partner-section';
import { JsonLd } from '@/components/json-ld';
import { organizationJsonLd } from '@/lib/structured-data';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({
  title: `${site.name}: POS, Payments and Banking for Food and Drink Businesses`,
  absoluteTitle: true,
  description: site.description,
  path: '/',
});

function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <PageHero {...homeHero} source="home-hero" secondary={homeHero.secondaryAction}>
        <CheckList items={homeHero.assurances} className="mt-8 flex flex-wrap gap-x-6 gap-y-2 space-y-0 text-sm font-medium" />
      </PageHero>

      <Section heading={whyChooseIntro}>
        <FeatureGrid items={whyChoose} columns={4} className="mt-12" />
      </Section>

      <Section tone="sunk" heading={solutionsIntro}>
        <div className="mt-12">
          <SolutionCards cards={solutionCards} />
        </div>
      </Section>

      <Section id="dashboard" heading={dashboardVideo}>
        <DashboardShowcase video={dashboardVideo} />
      </Section>

      <Section tone="warm" heading={operatorsIntro}>
        <div className="mt-12">
          <OperatorCards items={operatorCards} />
        </div>
        <div className="mt-10 text-center">
          <Button asChild variant="outline">
            <a href={homeLinks.businessTypes.href}>{homeLinks.businessTypes.label}</a>
          </Button>
        </div>
      </Section>

      <Section heading={featuresIntro}>
        <FeatureGrid items={featureGrid} columns={4} className="mt-12" />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <DemoButton source="home-features">{homeLinks.featuresDemo}</DemoButton>
          <Button asChild variant="outline">
            <a href={homeLinks.features.href}>{homeLinks.features.label}</a>
          </Button>
        </div>
      </Section>

      <Section tone="night" heading={{ ...companyIntro, align: 'left' }}>
        <div className="mt-12">
          <CompanyCounters counters={companyCounters} />
        </div>
        <a href={homeLinks.story.href} className="mt-10 inline-flex items-center gap-1.5 font-semibold text-brand-soft hover:underline underline-offset-4">
          {homeLinks.story.label} <span aria-hidden="true">→</span>
        </a>
      </Section>

      <PartnerSection content={partnerSection} />
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/">
      <HomePage />
    </PageFrame>
  );
}
