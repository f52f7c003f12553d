import { pageMetadata } from '@/lib/metadata';
import { site } from '@/content/site';
import { companyCounters } from '@/content/company';
import {
  companyIntro,
  dashboardVideo,
  featureGrid,
  featuresIntro,
  homeHero,
  operatorCards,
  operatorsIntro,
  partnerSection,
  solutionCards,
  solutionsIntro,
  whyChoose,
  whyChooseIntro,
} from '@/content/home';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { SolutionCards } from '@/components/home/solution-cards';
import { OperatorCards } from '@/components/home/operator-cards';
import { DashboardShowcase } from '@/components/home/dashboard-showcase';
import { CompanyCounters } from '@/components/home/company-counters';
import { PartnerSection } from '@/components/home/partner-section';
import { JsonLd } from '@/components/json-ld';
import { organizationJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: `${site.name}: POS, Payments and Banking for Food and Drink Businesses`,
  absoluteTitle: true,
  description: site.description,
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <PageHero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        description={homeHero.description}
        image={homeHero.image}
        actions={
          <>
            <DemoButton size="lg" source="home-hero">
              Request Demo
            </DemoButton>
            <Button asChild size="lg" variant="outline">
              <a href={homeHero.secondaryAction.href}>{homeHero.secondaryAction.label}</a>
            </Button>
          </>
        }
      >
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink">
          {homeHero.assurances.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Icon name="check" className="size-5 text-accent" />
              {item}
            </li>
          ))}
        </ul>
      </PageHero>

      <Section aria-labelledby="why-heading">
        <SectionHeader {...whyChooseIntro} title={<span id="why-heading">{whyChooseIntro.title}</span>} />
        <FeatureGrid items={whyChoose} columns={4} className="mt-12" />
      </Section>

      <Section tone="sunk" aria-labelledby="solutions-heading">
        <SectionHeader {...solutionsIntro} title={<span id="solutions-heading">{solutionsIntro.title}</span>} />
        <div className="mt-12">
          <SolutionCards cards={solutionCards} />
        </div>
      </Section>

      <Section id="dashboard" aria-labelledby="dashboard-heading">
        <SectionHeader {...dashboardVideo} title={<span id="dashboard-heading">{dashboardVideo.title}</span>} />
        <DashboardShowcase video={dashboardVideo} />
      </Section>

      <Section tone="warm" aria-labelledby="operators-heading">
        <SectionHeader {...operatorsIntro} title={<span id="operators-heading">{operatorsIntro.title}</span>} />
        <div className="mt-12">
          <OperatorCards items={operatorCards} />
        </div>
        <div className="mt-10 text-center">
          <Button asChild variant="outline">
            <a href="/business">See every business type</a>
          </Button>
        </div>
      </Section>

      <Section aria-labelledby="features-heading">
        <SectionHeader {...featuresIntro} title={<span id="features-heading">{featuresIntro.title}</span>} />
        <FeatureGrid items={featureGrid} columns={4} className="mt-12" />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <DemoButton source="home-features">Get Started</DemoButton>
          <Button asChild variant="outline">
            <a href="/features">All features</a>
          </Button>
        </div>
      </Section>

      <Section tone="night" aria-labelledby="company-heading">
        <SectionHeader
          {...companyIntro}
          inverse
          align="left"
          title={<span id="company-heading">{companyIntro.title}</span>}
        />
        <div className="mt-12">
          <CompanyCounters counters={companyCounters} />
        </div>
        <a href="/about" className="mt-10 inline-flex items-center gap-1.5 font-semibold text-brand-soft hover:underline underline-offset-4">
          Read our story <span aria-hidden="true">→</span>
        </a>
      </Section>

      <PartnerSection content={partnerSection} />
    </>
  );
}
