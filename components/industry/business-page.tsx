import { Fragment } from 'react';
import { Img } from '@/components/ui/img';
import { fillTemplate, industryHref, type businessSections } from '@/content/industries';
import { businessPageFor, businessSectionsFor, getIndustryFor } from '@/content/es/industries';
import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/content/language-paths';
import { pageMetadata } from '@/seo/metadata';
import { cn } from '@/lib/utils';
import { PageFrame } from '@/components/layout/page-frame';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { CheckList } from '@/components/sections/check-list';
import { CtaBand } from '@/components/sections/cta-band';
import { experimentPages } from '@/content/experiment-slots';
import type { Overrides } from '@/content/experiments';
import { arrangeSections } from '@/lib/experiments/sections';
import { heroOverrides } from '@/components/experiments/hero-overrides';

const PATH = '/business';

/** Title, description, canonical and hreflang of /business (or /es/business). */
export function businessMetadata(locale: Locale = 'en') {
  return pageMetadata({ ...businessPageFor(locale).meta, path: PATH, locale });
}

/** /business and /es/business: the trades in two groups, each with its pages and a demo. */
export function BusinessPage({ locale = 'en', overrides }: { locale?: Locale; overrides?: Overrides }) {
  const page = businessPageFor(locale);
  const hero = <PageHero {...page.hero} source="business" demoLabel={page.demoLabel} locale={locale} {...heroOverrides(overrides)} />;
  const cta = <CtaBand {...page.cta} source="business" demoLabel={page.ctaDemoLabel} locale={locale} />;
  const trade = (section: (typeof businessSections)[number], index: number) => (
    <Section key={section.id} id={section.id} tone={index % 2 ? 'warm' : 'plain'} aria-labelledby={`${section.id}-title`}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn(index % 2 && 'lg:order-2')}>
          <h2 id={`${section.id}-title`} className="text-title font-bold text-balance text-ink sm:text-display">
            {section.title}
          </h2>
          <p className="mt-4 text-lead text-ink-muted">{section.description}</p>
          <CheckList items={section.points} className="mt-6" />
          <div className="mt-8 flex flex-wrap gap-3">
            <DemoButton source={`business:${section.id}`} locale={locale}>{page.demoLabel}</DemoButton>
            <Button asChild variant="outline">
              <ExternalLink href={section.learnMore} locale={locale}>
                {page.learnMore}
                <span className="sr-only">{` ${fillTemplate(page.learnMoreAbout, { title: section.title })}`}</span>
              </ExternalLink>
            </Button>
          </div>
          <p className="mt-8 text-sm font-semibold text-ink">{page.tradePages}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {section.industries.map((slug) => {
              const industry = getIndustryFor(slug, locale)!;
              return (
                <li key={slug}>
                  <a
                    href={localizeHref(industryHref(industry), locale)}
                    className="inline-flex rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink hover:border-brand hover:text-brand-strong"
                  >
                    {industry.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        {/* /business has no hero illustration: the first section's is the likely LCP element. */}
        <Img {...section.image} priority={index === 0} className="h-auto w-full rounded-panel" />
      </div>
    </Section>
  );
  if (!overrides?.['sections.order'] && !overrides?.['sections.hidden'])
    return (
      <PageFrame locale={locale} path={PATH} crumbs>
        {hero}
        {businessSectionsFor(locale).map(trade)}
        {cta}
      </PageFrame>
    );
  // A variant's order: the closing band may come anywhere; the trades alternate tones in the order shown.
  const bySection = new Map<string, (typeof businessSections)[number]>(businessSectionsFor(locale).map((section) => [section.id, section]));
  let shownTrades = 0;
  const sections = arrangeSections(experimentPages.business.sections, overrides).map((id) => {
    const section = bySection.get(id);
    return section ? trade(section, shownTrades++) : <Fragment key="cta">{cta}</Fragment>;
  });
  return (
    <PageFrame locale={locale} path={PATH} crumbs>
      {hero}
      {sections}
    </PageFrame>
  );
}
