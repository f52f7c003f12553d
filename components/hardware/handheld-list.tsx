import { devicePageHref, devicePages, devicesIn, type Device } from '@/content/devices';
import { handheldPageFor, hardwareUi } from '@/content/es/devices';
import type { Locale } from '@/lib/i18n/locale';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { DeviceCardGrid } from '@/components/hardware/device-card-grid';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

const handhelds = devicesIn('handheld');
const source = 'hardware-handheld';

/** /hardware/handheld: the three handhelds; ?device=<name> marks one as selected. */
export function HandheldList({ selected, locale = 'en' }: { selected?: Device; locale?: Locale }) {
  const page = handheldPageFor(locale);
  return (
    <>
      <BreadcrumbsJsonLd path={devicePages.handheld.path} locale={locale} />
      <PageHero locale={locale} {...page.hero} source={source} demoLabel={hardwareUi[locale].demoLabel} secondary={page.secondary} />
      <Section heading={page.devices}>
        <DeviceCardGrid
          devices={handhelds}
          href={(english) => devicePageHref('terminal', english)}
          linkLabel={page.viewDetails}
          locale={locale}
          detailed
          selectedSlug={selected?.slug}
        />
      </Section>
      <Section tone="warm" heading={page.why}>
        <FeatureGrid className="mt-12" items={page.whyItems} />
      </Section>
      <CtaBand locale={locale} {...page.cta} source={source} />
    </>
  );
}
