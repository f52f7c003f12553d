import { pageMetadata } from '@/lib/metadata';
import { site } from '@/content/site';
import { aboutHero, aboutStats, companyTimeline, valueSlides } from '@/content/company';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { CtaBand } from '@/components/sections/cta-band';
import { StatCards } from '@/components/about/stat-cards';
import { ValueCarousel } from '@/components/about/value-carousel';
import { JourneyTimeline } from '@/components/about/journey-timeline';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

export const metadata = pageMetadata({
  title: 'About Us',
  description: `Who we are: ${site.name} has built point of sale, payments and banking for food and drink businesses since 2007, with 5,000+ locations in 10+ countries.`,
  path: '/about',
});

export default function AboutPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/about" />
      <PageHero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        description={aboutHero.description}
        image={aboutHero.image}
        actions={
          <>
            <DemoButton size="lg" source="about-hero">
              Request Demo
            </DemoButton>
            <Button asChild size="lg" variant="outline">
              <a href="/contact">Contact Sales</a>
            </Button>
          </>
        }
      />

      <section aria-labelledby="about-stats-heading" className="-mt-2 bg-surface-warm pb-16 sm:pb-20">
        <Container>
          <h2 id="about-stats-heading" className="sr-only">
            {site.name} in numbers
          </h2>
          <StatCards stats={aboutStats} />
        </Container>
      </section>

      {/* Not labelled itself: the carousel inside is the "Who We Are" region. */}
      <Section>
        <SectionHeader
          eyebrow="Our values"
          title={<span id="who-we-are-heading">Who We Are</span>}
          description="Five things we hold to, whether we are writing code, answering a 2 a.m. support call or signing a new partner."
        />
        <div className="mx-auto mt-12 max-w-5xl">
          <ValueCarousel slides={valueSlides} headingId="who-we-are-heading" />
        </div>
      </Section>

      <Section tone="sunk" aria-labelledby="journey-heading">
        <SectionHeader
          eyebrow="Our journey"
          title={<span id="journey-heading">From one payments team to 5,000+ locations</span>}
          description="The steps that got us here, one product at a time."
        />
        <div className="mt-14">
          <JourneyTimeline entries={companyTimeline} />
        </div>
      </Section>

      <CtaBand
        title="Bring Ladle to your counter"
        description="Try the software free for 30 days, with no hardware commitment. Or join us as a partner and bring Ladle to the businesses you know."
        actions={
          <>
            <DemoButton size="lg" variant="inverse" source="about-cta">
              Get Started
            </DemoButton>
            <Button asChild size="lg" variant="inverse-outline">
              <a href="/partnerships">Become a Partner</a>
            </Button>
          </>
        }
      />
    </>
  );
}
