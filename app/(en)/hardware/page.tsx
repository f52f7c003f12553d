import { hardwareCards } from '@/content/devices';
import { hardwarePage } from '@/content/pages/hardware';
import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { DeviceCard } from '@/components/hardware/device-card';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({ ...hardwarePage.meta, path: '/hardware' });

function HardwarePage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/hardware" />
      <PageHero {...hardwarePage.hero} source="hardware" />
      <Section heading={{ ...hardwarePage.families, id: 'device-families' }}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {hardwareCards.map((card) => (
            <li key={card.id} id={`hardware-${card.id}`}>
              <DeviceCard title={card.displayName} eyebrow={card.name} description={card.description} image={card.image} href={card.link} linkLabel={hardwarePage.explore} />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="warm" heading={hardwarePage.included}>
        <FeatureGrid className="mt-12" items={hardwarePage.includedItems} />
      </Section>
      <CtaBand {...hardwarePage.cta} source="hardware" />
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/hardware">
      <HardwarePage />
    </PageFrame>
  );
}
