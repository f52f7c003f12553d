import { pageMetadata } from '@/lib/metadata';
import { mwaaBlocks, mwaaContact, mwaaFeatures, mwaaHero, tailoredSolutions } from '@/content/pages/mwaa2025';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FeatureBlock } from '@/components/sections/feature-block';
import { ImageCardGrid } from '@/components/sections/image-card-grid';
import { ContactSection } from '@/components/sections/contact-section';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

export const metadata = pageMetadata({
  title: 'Meet Ladle at MWAA 2025',
  description:
    'See Ladle’s handheld POS, self-service kiosk, kitchen display and AI manager live at MWAA 2025, or book a demo with our team if you can’t make the show.',
  path: '/mwaa2025',
});

export default function Mwaa2025Page() {
  return (
    <>
      <BreadcrumbsJsonLd path="/mwaa2025" />
      <PageHero
        eyebrow={mwaaHero.eyebrow}
        title={mwaaHero.title}
        description={mwaaHero.description}
        image={mwaaHero.image}
        actions={
          <>
            {/*
              A plain in-page anchor: the global smooth scroll-behavior animates it (and turns off
              under prefers-reduced-motion), it works without JavaScript, and the section takes focus.
            */}
            <Button asChild size="lg">
              <a href="#contact">Request Demo</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="/point-of-sale">Explore the POS</a>
            </Button>
          </>
        }
      />

      <Section aria-labelledby="show-features-heading">
        <SectionHeader
          eyebrow="At the booth"
          title={<span id="show-features-heading">What you can try at the show</span>}
          description="Bring your busiest-day questions. We’ll answer them on real devices."
        />
        <FeatureGrid items={mwaaFeatures} columns={4} className="mt-12" />
      </Section>

      <Section tone="warm" aria-labelledby="tailored-heading">
        <SectionHeader
          eyebrow="Tailored Solutions"
          title={<span id="tailored-heading">Tailored Solutions for how you serve</span>}
          description="Whether you sell from a window, a counter or a web page, there is a setup built for it."
        />
        <div className="mt-12">
          <ImageCardGrid items={tailoredSolutions} />
        </div>
      </Section>

      {mwaaBlocks.map((block, index) => (
        <Section key={block.title} tone={index % 2 ? 'warm' : 'plain'}>
          <FeatureBlock block={block} />
        </Section>
      ))}

      <ContactSection id="contact" source="mwaa2025" anchorTarget title={mwaaContact.title} description={mwaaContact.description} />
    </>
  );
}
