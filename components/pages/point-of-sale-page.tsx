import { Img } from '@/components/ui/img';
import { pageMetadata } from '@/seo/metadata';
import type { Locale } from '@/lib/i18n/locale';
import type { Localized } from '@/lib/i18n/localize';
import { posNav } from '@/content/pages/point-of-sale';
import { pointOfSaleFor } from '@/content/es/point-of-sale';
import { Button } from '@/components/ui/button';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';

const source = 'point-of-sale';

/** The demo buttons' label: English keeps the button's own ("Request Demo"). */
const demoLabel: Localized<string | undefined> = { en: undefined, es: 'Solicitar demostración' };

export function pointOfSaleMetadata(locale: Locale) {
  // The English path: pageMetadata derives the canonical /es/... and the hreflang pair from it.
  return pageMetadata({ ...pointOfSaleFor(locale).page.meta, path: posNav.path, locale });
}

/** /point-of-sale and /es/point-of-sale: checkout, menu and AI-manager grids, a hardware teaser and demo buttons. */
export function PointOfSalePage({ locale = 'en' }: { locale?: Locale }) {
  const pos = pointOfSaleFor(locale);
  const { page } = pos;
  const label = demoLabel[locale];
  // Every href in `pos` is already the reader's (localize); the frame and JSON-LD take the English path.
  const path = posNav.path;
  return (
    <PageFrame locale={locale} path={path} crumbs={{ spanishTitle: pos.nav.label }}>
      <PageHero locale={locale} {...pos.hero} source={source} demoLabel={label} secondary={page.secondary} />

      <Section heading={page.checkout}>
        <FeatureGrid items={pos.checkoutFeatures} columns={4} className="mt-12" />
      </Section>

      <Section
        tone="warm"
        heading={page.menu}
        split="items-start gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16"
        lead={
          <DemoButton locale={locale} className="mt-8" source={source}>
            {label}
          </DemoButton>
        }
      >
        <FeatureGrid items={pos.menuFeatures} columns={2} className="lg:grid-cols-2" />
      </Section>

      <Section
        tone="night"
        heading={{ eyebrow: page.aiEyebrow, title: pos.aiManagerBlock.title, description: pos.aiManagerBlock.description }}
        split="items-center gap-10 lg:grid-cols-2 lg:gap-16"
        after={<FeatureGrid items={pos.aiManagerFeatures} inverse className="mt-12" />}
      >
        <Img {...pos.aiManagerBlock.image} className="h-auto w-full" />
      </Section>

      <Section tone="sunk" heading={page.hardware}>
        <FeatureGrid items={pos.hardwareTeaser} columns={4} className="mt-12" />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <a href={page.compareHardware.href}>{page.compareHardware.label}</a>
          </Button>
          <DemoButton locale={locale} source={source}>{label}</DemoButton>
        </div>
      </Section>

      <CtaBand locale={locale} {...page.cta} source={source} demoLabel={label} />
    </PageFrame>
  );
}
