import { createElement, type ComponentProps, type ReactNode } from 'react';
import { deviceHref, getDevice } from '@/content/devices';
import { fillTemplate, industryHref, type Industry } from '@/content/industries';
import { getIndustryFor, industriesFor, industryCopyFor } from '@/content/es/industries';
import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/content/language-paths';
import { familyPage, familyRoute } from '@/seo/load-or-404';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { Section } from '@/components/sections/section';
import { PageHero } from '@/components/sections/page-hero';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { DeviceCardGrid } from '@/components/hardware/device-card-grid';
import { HeroImage } from '@/components/industry/hero-image';
import { PageFrame } from '@/components/layout/page-frame';
import { experimentPages } from '@/content/experiment-slots';
import type { Overrides } from '@/content/experiments';
import { arrangeSections } from '@/lib/experiments/sections';
import { heroOverrides } from '@/components/experiments/hero-overrides';

/**
 * What `app/(en)/business/[slug]` and `app/(es)/es/business/[slug]` export besides the view:
 * one pre-rendered page per trade, its metadata in `locale` and `load` (the trade's record as
 * a `locale` reader sees it, or the 404).
 */
export function industryRoute(locale: Locale) {
  return familyRoute(industriesFor(locale), (slug) => getIndustryFor(slug, locale), industryHref, locale);
}

/** The industry page at its `[slug]` route in `locale` (app/(en)/…/[slug]/page.tsx and its /es twin). */
export function industrySlugPage(locale: Locale) {
  return familyPage(industryRoute(locale), (industry) => <IndustryPage industry={industry} locale={locale} />);
}

/**
 * The one template of /business/<slug> (and /es/business/<slug>): hero, feature grid, a shift
 * in three steps, hardware, CTA. `industry` is the record as a `locale` reader sees it
 * (`industryRoute(locale).load`).
 */
export function IndustryPage({ industry, locale = 'en', overrides }: { industry: Industry; locale?: Locale; overrides?: Overrides }) {
  const { hero, features, shift, hardware, cta } = industry;
  const copy = industryCopyFor(locale);
  const path = industryHref(industry);
  const source = `industry:${industry.slug}`;
  const learnMoreHref = localizeHref(hardware.learnMore, locale);
  const learnMoreLabel = (
    <>
      {copy.learnMore}
      <span className="sr-only">{` ${fillTemplate(copy.learnMoreAbout, { trade: industry.name.toLowerCase() })}`}</span>
    </>
  );
  const sections: Record<(typeof experimentPages.industry.sections)[number], ReactNode> = {
    features: (
      <Section heading={{ eyebrow: industry.name, ...features }}>
        <FeatureGrid items={features.items} className="mt-12" />
      </Section>
    ),
    shift: (
      <Section tone="night" heading={{ title: shift.title }}>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {shift.steps.map((step, index) => (
            <li key={step.title} className="relative rounded-card border border-white/10 bg-white/5 p-6">
              <p className="flex items-center gap-3 text-sm font-semibold text-brand-soft">
                <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand text-white">{index + 1}</span>
                <time>{step.time}</time>
              </p>
              <h3 className="mt-4 text-lg font-semibold text-white">{step.title}</h3>
              <p className="mt-2 text-[0.9375rem] leading-6 text-night-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
    ),
    hardware: (
      <Section
        tone="warm"
        id="hardware"
        heading={{ align: 'left', eyebrow: copy.hardwareEyebrow, title: hardware.title, description: hardware.description }}
        aside={
          <Button asChild variant="outline" size="lg">
            {learnMoreHref.startsWith('/') ? (
              <a href={learnMoreHref}>{learnMoreLabel}</a>
            ) : (
              <ExternalLink href={learnMoreHref} locale={locale}>{learnMoreLabel}</ExternalLink>
            )}
          </Button>
        }
      >
        <DeviceCardGrid devices={hardware.devices.map((name) => getDevice(name)!)} href={deviceHref} linkLabel={copy.viewDetails} locale={locale} />
      </Section>
    ),
    cta: <CtaBand {...cta} source={source} demoLabel={copy.demoLabel} locale={locale} />,
  };
  // Spread as arguments, the sections are static siblings as they were written in JSX before
  // experiments, so the page without a variant renders the same tree and payload.
  return createElement(
    PageFrame,
    // The type wants children in the props; they are the arguments after them.
    { locale, path, crumbs: { title: industry.name } } as ComponentProps<typeof PageFrame>,
    <PageHero
      {...hero}
      source={source}
      demoLabel={copy.demoLabel}
      locale={locale}
      secondary={copy.seeHardware}
      media={<HeroImage image={hero.image} fallback={hero.fallback} loadingLabel={copy.loadingImage} />}
      {...heroOverrides(overrides)}
    />,
    ...arrangeSections(experimentPages.industry.sections, overrides).map((id) => sections[id]),
  );
}
