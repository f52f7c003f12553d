import { devicePageHref, devicePages, devicesIn, handheldPage, type Device } from '@/content/devices';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { DeviceCard } from '@/components/hardware/device-card';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

const handhelds = devicesIn('handheld');
const source = 'hardware-handheld';

/** /hardware/handheld: the three handhelds; ?device=<name> marks one as selected. */
export function HandheldList({ selected }: { selected?: Device }) {
  return (
    <>
      <BreadcrumbsJsonLd path={devicePages.handheld.path} />
      <PageHero {...handheldPage.hero} source={source} secondary={handheldPage.secondary} />
      <Section heading={handheldPage.devices}>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {handhelds.map((device) => (
            <li key={device.slug}>
              <DeviceCard
                title={device.displayName}
                eyebrow={device.name}
                description={device.tagline}
                image={device.image}
                highlights={device.highlights}
                href={devicePageHref('terminal', device)}
                linkLabel={handheldPage.viewDetails}
                selected={selected?.slug === device.slug}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="warm" heading={handheldPage.why}>
        <FeatureGrid className="mt-12" items={handheldPage.whyItems} />
      </Section>
      <CtaBand {...handheldPage.cta} source={source} />
    </>
  );
}
