import { hardwareCards } from '@/content/devices';
import { pageMetadata } from '@/lib/metadata';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { DeviceCard } from '@/components/hardware/device-card';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { supportLanguages } from '@/content/site';

export const metadata = pageMetadata({
  title: 'POS Hardware',
  description: 'Handheld POS, countertop terminals with a guest screen, self-service kiosks and kitchen displays, all running Ladle.',
  path: '/hardware',
});

export default function HardwarePage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/hardware" />
      <PageHero
        eyebrow="Hardware"
        title="Hardware that keeps up with your rush"
        description="From a pocket handheld to a 21.5 inch kiosk, every device runs the same Ladle menu, prices and reports. Start with the free 30-day software trial: no hardware commitment."
        actions={<DemoButton size="lg" source="hardware">Request Demo</DemoButton>}
      />
      <Section aria-labelledby="device-families">
        <SectionHeader title={<span id="device-families">Find the right device</span>} description="Four device families. Mix them in one location: they all share one menu and one report." />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {hardwareCards.map((card) => (
            <li key={card.id} id={`hardware-${card.id}`}>
              <DeviceCard title={card.displayName} eyebrow={card.name} description={card.description} image={card.image} href={card.link} linkLabel="Explore" />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="warm" aria-labelledby="hardware-included">
        <SectionHeader title={<span id="hardware-included">Every device comes with</span>} />
        <FeatureGrid
          className="mt-12"
          items={[
            { title: 'Offline mode', description: 'Keep taking orders and cards when the internet drops; everything syncs when it returns.', icon: 'wifi-off' },
            { title: 'Same-day funding', description: 'Card sales from every device settle into one account, funded the same day.', icon: 'bolt' },
            { title: '24/7 support', description: `Help day and night in ${supportLanguages()}.`, icon: 'headset' },
          ]}
        />
      </Section>
      <CtaBand
        title="Build your hardware bundle"
        description="Tell us how you serve and we will put together the devices, accessories and setup for your counter."
        actions={<DemoButton variant="inverse" size="lg" source="hardware">Get Started</DemoButton>}
      />
    </>
  );
}
