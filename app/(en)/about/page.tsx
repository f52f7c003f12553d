import { pageMetadata } from '@/lib/metadata';
import { aboutHero, aboutPage, aboutStats, companyTimeline, valueSlides } from '@/content/company';
import { contactSales } from '@/content/navigation';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { CtaBand } from '@/components/sections/cta-band';
import { StatCards } from '@/components/sections/stat-cards';
import { ValueCarousel } from '@/components/sections/value-carousel';
import { JourneyTimeline } from '@/components/sections/journey-timeline';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({ ...aboutPage.meta, path: '/about' });

function AboutPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/about" />
      <PageHero {...aboutHero} source="about-hero" secondary={contactSales} />

      <section aria-labelledby="about-stats-heading" className="-mt-2 bg-surface-warm pb-16 sm:pb-20">
        <Container>
          <h2 id="about-stats-heading" className="sr-only">
            {aboutPage.statsHeading}
          </h2>
          <StatCards stats={aboutStats} />
        </Container>
      </section>

      {/* Not labelled itself: the carousel inside is the "Who We Are" region. */}
      <Section>
        <SectionHeader {...aboutPage.values} id="who-we-are-heading" />
        <div className="mx-auto mt-12 max-w-5xl">
          <ValueCarousel slides={valueSlides} headingId="who-we-are-heading" />
        </div>
      </Section>

      <Section tone="sunk" heading={aboutPage.journey}>
        <div className="mt-14">
          <JourneyTimeline entries={companyTimeline} />
        </div>
      </Section>

      <CtaBand {...aboutPage.cta} source="about-cta" />
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/about">
      <AboutPage />
    </PageFrame>
  );
}
