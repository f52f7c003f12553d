import { devicePageHref, devicePages, devicesIn, type Device } from '@/content/devices';
import { deviceFor, handheldPageFor, hardwareUi } from '@/content/es/devices';
import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/lib/i18n/paths';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { DeviceCard } from '@/components/hardware/device-card';
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
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {handhelds.map((english) => {
            const device = deviceFor(english, locale);
            return (
              <li key={device.slug}>
                <DeviceCard
                  title={device.displayName}
                  eyebrow={device.name}
                  description={device.tagline}
                  image={device.image}
                  highlights={device.highlights}
                  href={localizeHref(devicePageHref('terminal', english), locale)}
                  linkLabel={page.viewDetails}
                  selected={selected?.slug === device.slug}
                  locale={locale}
                />
              </li>
            );
          })}
        </ul>
      </Section>
      <Section tone="warm" heading={page.why}>
        <FeatureGrid className="mt-12" items={page.whyItems} />
      </Section>
      <CtaBand locale={locale} {...page.cta} source={source} />
    </>
  );
}
