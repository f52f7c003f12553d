import { devicePageHref, devicesIn, type Device } from '@/content/devices';
import { Button } from '@/components/ui/button';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { DeviceCard } from '@/components/hardware/device-card';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

const handhelds = devicesIn('handheld');

/** /hardware/handheld: the three handhelds; ?device=<name> marks one as selected. */
export function HandheldList({ selected }: { selected?: Device }) {
  return (
    <>
      <BreadcrumbsJsonLd path="/hardware/handheld" />
      <PageHero
        eyebrow="Handheld POS"
        title="Take the register to your guests"
        description="Three handheld terminals for line-busting, tableside payment and market stalls. Each runs the full Ladle register, keeps selling offline and lasts 12+ hours on a charge."
        actions={
          <>
            <DemoButton size="lg" source="hardware-handheld">Request Demo</DemoButton>
            <Button asChild size="lg" variant="outline">
              <a href="/hardware">All hardware</a>
            </Button>
          </>
        }
      />
      <Section aria-labelledby="handheld-devices">
        <SectionHeader title={<span id="handheld-devices">Choose your handheld</span>} description="Compare the three models, then open View Details for the full specification sheet." />
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
                linkLabel="View Details"
                selected={selected?.slug === device.slug}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="warm" aria-labelledby="handheld-why">
        <SectionHeader title={<span id="handheld-why">Built for service on the move</span>} />
        <FeatureGrid
          className="mt-12"
          items={[
            { title: 'Line-busting', description: 'Take orders from the back of the line so the window only hands over food.', icon: 'users' },
            { title: 'Pay at the table', description: 'Split the bill, add the tip and print the receipt without leaving the guest.', icon: 'card' },
            { title: 'Offline mode', description: 'No signal at the festival? Keep selling; orders and payments sync when you reconnect.', icon: 'wifi-off' },
          ]}
        />
      </Section>
      <CtaBand
        title="Not sure which handheld fits?"
        description="Tell us about your service and we will recommend the model and accessories, with a free 30-day software trial."
        actions={<DemoButton variant="inverse" size="lg" source="hardware-handheld">Get Started</DemoButton>}
      />
    </>
  );
}
