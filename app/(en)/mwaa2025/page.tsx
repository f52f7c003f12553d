import { pageMetadata } from '@/lib/metadata';
import { mwaaBlocks, mwaaContact, mwaaFeatures, mwaaHero, mwaaPage, tailoredSolutions } from '@/content/pages/mwaa2025';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FeatureBlock } from '@/components/sections/feature-block';
import { ImageCardGrid } from '@/components/sections/image-card-grid';
import { ContactSection } from '@/components/sections/contact-section';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({ ...mwaaPage.meta, path: '/mwaa2025' });

function Mwaa2025Page() {
  return (
    <>
      <BreadcrumbsJsonLd path="/mwaa2025" />
      <PageHero
        {...mwaaHero}
        actions={
          <>
            {/*
              A plain in-page anchor: the global smooth scroll-behavior animates it (and turns off
              under prefers-reduced-motion), it works without JavaScript, and the section takes focus.
            */}
            <Button asChild size="lg">
              <a href={mwaaPage.demo.href}>{mwaaPage.demo.label}</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={mwaaPage.secondary.href}>{mwaaPage.secondary.label}</a>
            </Button>
          </>
        }
      />

      <Section heading={mwaaPage.showFeatures}>
        <FeatureGrid items={mwaaFeatures} columns={4} className="mt-12" />
      </Section>

      <Section tone="warm" heading={mwaaPage.tailored}>
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

export default function Page() {
  return (
    <PageFrame path="/mwaa2025">
      <Mwaa2025Page />
    </PageFrame>
  );
}
