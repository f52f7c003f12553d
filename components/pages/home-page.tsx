import { createElement, type ComponentProps, type ReactNode } from 'react';
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
import { experimentPages } from '@/content/experiment-slots';
import type { Overrides } from '@/content/experiments';
import { arrangeSections } from '@/lib/experiments/sections';
import { heroOverrides } from '@/components/experiments/hero-overrides';

export function homeMetadata(locale: Locale) {
  const { meta } = homeFor(locale);
  return pageMetadata({ title: meta.title, absoluteTitle: true, description: meta.description, path: '/', locale });
}

/**
 * The home page (`/` and `/es`), in the reader's language; `overrides` are an experiment
 * variant's (app/(en)/experiment-variant), left out for the page everyone else sees.
 */
export function HomePage({ locale, overrides }: { locale: Locale; overrides?: Overrides }) {
  const home = homeFor(locale);
  const hero = home.hero;
  const sections: Record<(typeof experimentPages.home.sections)[number], ReactNode> = {
    'why-choose': (
      <Section heading={home.whyChooseIntro}>
        <FeatureGrid items={home.whyChoose} columns={4} className="mt-12" />
      </Section>
    ),
    solutions: (
      <Section tone="sunk" heading={home.solutionsIntro}>
        <div className="mt-12">
          <SolutionCards cards={home.solutionCards} />
        </div>
      </Section>
    ),
    dashboard: (
      <Section id="dashboard" heading={home.dashboardVideo}>
        <DashboardShowcase video={home.dashboardVideo} locale={locale} />
      </Section>
    ),
    operators: (
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
    ),
    features: (
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
    ),
    company: (
      <Section tone="night" heading={{ ...home.companyIntro, align: 'left' }}>
        <div className="mt-12">
          <CompanyCounters counters={companyCountersFor(locale)} />
        </div>
        <a href={home.links.story.href} className="mt-10 inline-flex items-center gap-1.5 font-semibold text-brand-soft hover:underline underline-offset-4">
          {home.links.story.label} <span aria-hidden="true">→</span>
        </a>
      </Section>
    ),
    partner: <PartnerSection content={home.partnerSection} locale={locale} />,
  };
  // Spread as arguments, the sections are static siblings as they were written in JSX before
  // experiments, so the page without a variant renders the same tree and payload.
  return createElement(
    PageFrame,
    // The type wants children in the props; they are the arguments after them.
    { locale, path: '/' } as ComponentProps<typeof PageFrame>,
    <JsonLd data={organizationJsonLd(locale)} />,
    <PageHero {...hero} source="home-hero" secondary={hero.secondaryAction} locale={locale} {...heroOverrides(overrides)}>
      <CheckList items={hero.assurances} className="mt-8 flex flex-wrap gap-x-6 gap-y-2 space-y-0 text-sm font-medium" />
    </PageHero>,
    ...arrangeSections(experimentPages.home.sections, overrides).map((id) => sections[id]),
  );
}
