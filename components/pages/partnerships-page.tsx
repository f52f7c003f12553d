import { pageMetadata } from '@/seo/metadata';
import type { Locale } from '@/lib/i18n/locale';
import { partnershipsFor } from '@/content/es/partnerships';
import { contactSalesFor } from '@/content/navigation';
import { Button } from '@/components/ui/button';
import { PartnerApplicationButton } from '@/components/forms/localized/dialog-buttons';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FeatureBlock } from '@/components/sections/feature-block';
import { StatHighlights } from '@/components/sections/stat-highlights';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { CtaBand } from '@/components/sections/cta-band';
import { PageFrame } from '@/components/layout/page-frame';

const PATH = '/partnerships';

export function partnershipsMetadata(locale: Locale = 'en') {
  return pageMetadata({ ...partnershipsFor(locale).page.meta, path: PATH, locale });
}

/** /partnerships and /es/partnerships: the reseller programme and the partner application dialog. */
export function PartnershipsPage({ locale = 'en' }: { locale?: Locale }) {
  const { hero, highlights, points, types, blocks, steps, page } = partnershipsFor(locale);
  const contactSales = contactSalesFor(locale);
  return (
    <PageFrame locale={locale} path={PATH} crumbs>
      <PageHero
        {...hero}
        actions={<PartnerActions locale={locale} apply={page.apply} contactSales={contactSales} />}
      />

      <Section heading={page.program}>
        <StatHighlights items={highlights} className="mt-12" />
        <FeatureGrid items={points} className="mt-5" />
      </Section>

      <Section tone="warm" heading={page.types}>
        <FeatureGrid items={types} className="mt-12" />
      </Section>

      {blocks.map((block, index) => (
        <Section key={block.title} tone={index % 2 ? 'warm' : 'plain'}>
          <FeatureBlock block={block} />
        </Section>
      ))}

      <Section tone="sunk" heading={page.steps}>
        <NumberedSteps steps={steps} className="mt-12" />
        <div className="mt-10 flex justify-center">
          <PartnerApplicationButton locale={locale}>{page.apply}</PartnerApplicationButton>
        </div>
      </Section>

      <CtaBand
        {...page.cta}
        actions={<PartnerActions locale={locale} apply={page.apply} contactSales={contactSales} inverse />}
      />
    </PageFrame>
  );
}

/** Apply (opens the partner form) and Contact Sales, in the hero and again in the closing band (`inverse`, on dark). */
function PartnerActions({ locale, apply, contactSales, inverse = false }: { locale: Locale; apply: string; contactSales: { href: string; label: string }; inverse?: boolean }) {
  return (
    <>
      <PartnerApplicationButton locale={locale} size="lg" variant={inverse ? 'inverse' : undefined}>
        {apply}
      </PartnerApplicationButton>
      <Button asChild size="lg" variant={inverse ? 'inverse-outline' : 'outline'}>
        <a href={contactSales.href}>{contactSales.label}</a>
      </Button>
    </>
  );
}
