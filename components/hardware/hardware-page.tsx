import { hardwarePagesFor, hardwarePageFor, hardwareUi } from '@/content/es/devices';
import type { Locale } from '@/lib/i18n/locale';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { DeviceCard } from '@/components/hardware/device-card';
import { KitchenDisplayPage, kitchenDisplayPath } from '@/components/hardware/device-pages';
import { PageFrame } from '@/components/layout/page-frame';

export { hardwareMetadata, kitchenDisplayMetadata } from '@/components/hardware/device-metadata';

/** /hardware: the four device families, what every device comes with and a closing call to action. */
export function HardwarePage({ locale = 'en' }: { locale?: Locale }) {
  const page = hardwarePageFor(locale);
  return (
    <PageFrame locale={locale} path="/hardware" crumbs>
      <PageHero locale={locale} {...page.hero} source="hardware" demoLabel={hardwareUi[locale].demoLabel} />
      <Section heading={{ ...page.families, id: 'device-families' }}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {hardwarePagesFor(locale).map((card) => (
            <li key={card.id} id={`hardware-${card.id}`}>
              <DeviceCard
                title={card.displayName}
                eyebrow={card.name}
                description={card.description}
                image={card.image}
                href={card.link}
                linkLabel={page.explore}
                locale={locale}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="warm" heading={page.included}>
        <FeatureGrid className="mt-12" items={page.includedItems} />
      </Section>
      <CtaBand locale={locale} {...page.cta} source="hardware" />
    </PageFrame>
  );
}

/** /hardware/kitchen-display inside the page frame. */
export function KitchenDisplayRoutePage({ locale = 'en' }: { locale?: Locale }) {
  return (
    <PageFrame locale={locale} path={kitchenDisplayPath}>
      <KitchenDisplayPage locale={locale} />
    </PageFrame>
  );
}
