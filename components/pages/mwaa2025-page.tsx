import { mwaaFor } from '@/content/es/mwaa2025';
import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/seo/metadata';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FeatureBlock } from '@/components/sections/feature-block';
import { ImageCardGrid } from '@/components/sections/image-card-grid';
import { ContactSection } from '@/components/sections/contact-section';
import { PageFrame } from '@/components/layout/page-frame';

const path = '/mwaa2025';

export function mwaa2025Metadata(locale: Locale) {
  return pageMetadata({ ...mwaaFor(locale).page.meta, path, locale });
}

/** /mwaa2025 and /es/mwaa2025: the MWAA 2025 show's landing page. */
export function Mwaa2025Page({ locale }: { locale: Locale }) {
  const { hero, features, tailored, blocks, contact, page } = mwaaFor(locale);
  return (
    <PageFrame locale={locale} path={path} crumbs={{ spanishTitle: page.meta.title }}>
      <PageHero
        locale={locale}
        {...hero}
        actions={
          <>
            {/*
              A plain in-page anchor: the global smooth scroll-behavior animates it (and turns off
              under prefers-reduced-motion), it works without JavaScript, and the section takes focus.
            */}
            <Button asChild size="lg">
              <a href={page.demo.href}>{page.demo.label}</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={page.secondary.href}>{page.secondary.label}</a>
            </Button>
          </>
        }
      />

      <Section heading={page.showFeatures}>
        <FeatureGrid items={features} columns={4} className="mt-12" />
      </Section>

      <Section tone="warm" heading={page.tailored}>
        <div className="mt-12">
          <ImageCardGrid items={tailored} locale={locale} />
        </div>
      </Section>

      {blocks.map((block, index) => (
        <Section key={block.title} tone={index % 2 ? 'warm' : 'plain'}>
          <FeatureBlock block={block} />
        </Section>
      ))}

      {/* ContactForm takes no `locale` yet (the forms helper's slice): the section around it does. */}
      <ContactSection id="contact" locale={locale} source="mwaa2025" anchorTarget title={contact.title} description={contact.description} />
    </PageFrame>
  );
}
