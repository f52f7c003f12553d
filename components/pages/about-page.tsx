import { pageMetadata } from '@/seo/metadata';
import type { Locale } from '@/lib/i18n/locale';
import { aboutHeroFor, aboutPageFor, aboutStatsFor, companyTimelineFor, valueSlidesFor } from '@/content/es/company';
import { sectionCopy } from '@/content/sections';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { CtaBand } from '@/components/sections/cta-band';
import { StatCards } from '@/components/sections/stat-cards';
import { ValueCarousel } from '@/components/sections/value-carousel';
import { JourneyTimeline } from '@/components/sections/journey-timeline';
import { PageFrame } from '@/components/layout/page-frame';
import { contactSalesFor } from '@/content/navigation';

export function aboutMetadata(locale: Locale) {
  return pageMetadata({ ...aboutPageFor(locale).meta, path: '/about', locale });
}

/** /about and /es/about. */
export function AboutPage({ locale }: { locale: Locale }) {
  const page = aboutPageFor(locale);
  return (
    <PageFrame locale={locale} path="/about" crumbs>
      <PageHero {...aboutHeroFor(locale)} source="about-hero" secondary={contactSalesFor(locale)} locale={locale} />

      <section aria-labelledby="about-stats-heading" className="-mt-2 bg-surface-warm pb-16 sm:pb-20">
        <Container>
          <h2 id="about-stats-heading" className="sr-only">
            {page.statsHeading}
          </h2>
          <StatCards stats={aboutStatsFor(locale)} />
        </Container>
      </section>

      {/* Not labelled itself: the carousel inside is the "Who We Are" region. */}
      <Section>
        <SectionHeader {...page.values} id="who-we-are-heading" />
        <div className="mx-auto mt-12 max-w-5xl">
          <ValueCarousel slides={valueSlidesFor(locale)} headingId="who-we-are-heading" labels={sectionCopy[locale].carousel} />
        </div>
      </Section>

      <Section tone="sunk" heading={page.journey}>
        <div className="mt-14">
          <JourneyTimeline entries={companyTimelineFor(locale)} />
        </div>
      </Section>

      <CtaBand {...page.cta} source="about-cta" locale={locale} />
    </PageFrame>
  );
}
