import { pageMetadata } from '@/seo/metadata';
import type { Locale } from '@/lib/i18n/locale';
import { homeFor } from '@/content/es/home';
import { companyCountersFor } from '@/content/es/company';
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
import { organizationJsonLd } from '@/seo/structured-data';
import { PageFrame } from '@/components/layout/page-frame';

export function homeMetadata(locale: Locale) {
  const { meta } = homeFor(locale);
  return pageMetadata({ title: meta.title, absoluteTitle: true, description: meta.description, path: '/', locale });
}

/** The home page (`/` and `/es`), in the reader's language. */
export function HomePage({ locale }: { locale: Locale }) {
  const home = homeFor(locale);
  const hero = home.hero;
  return (
    <PageFrame locale={locale} path="/">
      <JsonLd data={organizationJsonLd(locale)} />
      <PageHero {...hero} source="home-hero" secondary={hero.secondaryAction} locale={locale}>
        <CheckList items={hero.assurances} className="mt-8 flex flex-wrap gap-x-6 gap-y-2 space-y-0 text-sm font-medium" />
      </PageHero>

      <Section heading={home.whyChooseIntro}>
        <FeatureGrid items={home.whyChoose} columns={4} className="mt-12" />
      </Section>

      <Section tone="sunk" heading={home.solutionsIntro}>
        <div className="mt-12">
          <SolutionCards cards={home.solutionCards} />
        </div>
      </Section>

      <Section id="dashboard" heading={home.dashboardVideo}>
        <DashboardShowcase video={home.dashboardVideo} locale={locale} />
      </Section>

      <Section tone="warm" heading={home.operatorsIntro}>
        <div className="mt-12">
          <OperatorCards items={home.operatorCards} />
        </div>
        <div className="mt-10 text-center">
          <Button asChild variant="outline">
            <a href={home.links.businessTypes.href}>{home.links.businessTypes.label}</a>
          </Button>
        </div>
      </Section>

      <Section heading={home.featuresIntro}>
        <FeatureGrid items={home.featureGrid} columns={4} className="mt-12" />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <DemoButton source="home-features" locale={locale}>
            {home.links.featuresDemo}
          </DemoButton>
          <Button asChild variant="outline">
            <a href={home.links.features.href}>{home.links.features.label}</a>
          </Button>
        </div>
      </Section>

      <Section tone="night" heading={{ ...home.companyIntro, align: 'left' }}>
        <div className="mt-12">
          <CompanyCounters counters={companyCountersFor(locale)} />
        </div>
        <a href={home.links.story.href} className="mt-10 inline-flex items-center gap-1.5 font-semibold text-brand-soft hover:underline underline-offset-4">
          {home.links.story.label} <span aria-hidden="true">→</span>
        </a>
      </Section>

      <PartnerSection content={home.partnerSection} locale={locale} />
    </PageFrame>
  );
}
