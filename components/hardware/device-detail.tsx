import * as React from 'react';
import { Img } from '@/components/ui/img';
import { site } from '@/content/site';
import type { FeatureCard } from '@/content/schema';
import type { Device } from '@/content/devices';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { DemoButton } from '@/components/demo/demo-dialog';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { SpecList } from '@/components/hardware/spec-list';
import { JsonLd } from '@/components/json-ld';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/structured-data';

const categoryLabel: Record<Device['category'], string> = {
  handheld: 'Handheld POS',
  countertop: 'Countertop terminal',
  kiosk: 'Self-service kiosk',
  kitchen: 'Kitchen display',
};

/**
 * The one template of every device page (terminal, kiosk, kitchen display): a back link,
 * the device's hero, optional key-feature cards, the spec list, the benefits and a closing
 * call to action. `related` lets a page offer the other devices it can show.
 */
export function DeviceDetail({
  device,
  path,
  back,
  keyFeatures,
  related,
  afterSpecs,
}: {
  device: Device;
  /** The page's own address (its canonical), for the structured data. */
  path: string;
  back: { href: string; label: string };
  keyFeatures?: readonly FeatureCard[];
  related?: React.ReactNode;
  afterSpecs?: React.ReactNode;
}) {
  return (
    <>
      <JsonLd data={productJsonLd({ name: device.displayName, description: device.description, image: device.image, path })} />
      <JsonLd data={breadcrumbJsonLd(path, { [path]: device.displayName })} />
      <section className="overflow-hidden bg-surface-warm" aria-labelledby="device-title">
        <Container className="pt-6">
          <a href={back.href} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-strong underline-offset-4 hover:underline">
            <span aria-hidden="true">←</span> {back.label}
          </a>
        </Container>
        <Container className="grid items-center gap-10 pb-14 pt-8 sm:pb-20 lg:grid-cols-[1.05fr_1fr]">
          <div>
            <p className="text-eyebrow font-semibold uppercase text-brand">{categoryLabel[device.category]}</p>
            <h1 id="device-title" className="mt-3 text-display font-bold text-balance text-ink sm:text-display-lg">
              {device.displayName}
            </h1>
            <p className="mt-5 max-w-2xl text-lead text-pretty text-ink-muted">{device.description}</p>
            <ul className="mt-6 space-y-2">
              {device.highlights.map((item) => (
                <li key={item} className="flex gap-3 text-ink">
                  <Icon name="check" className="size-5 text-accent" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <DemoButton size="lg" source={`device:${device.slug}`}>Request Demo</DemoButton>
              <Button asChild size="lg" variant="outline">
                <a href="#specifications">See specifications</a>
              </Button>
            </div>
          </div>
          <Img
              src={device.image.src}
              alt={device.image.alt}
              width={device.image.width}
              height={device.image.height}
              priority
              unoptimized
              className="mx-auto h-auto w-full max-w-xl rounded-panel border border-line shadow-card"
            />
        </Container>
      </section>

      {keyFeatures?.length ? (
        <Section aria-labelledby="key-features">
          <SectionHeader title={<span id="key-features">Key features</span>} description={device.tagline} />
          <FeatureGrid items={keyFeatures} columns={4} className="mt-12" />
        </Section>
      ) : null}

      <Section tone={keyFeatures?.length ? 'warm' : 'plain'} id="specifications" aria-labelledby="specs-title">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <SectionHeader
              align="left"
              eyebrow="Technical specifications"
              title={<span id="specs-title">{device.name} specifications</span>}
              description={`Operating system, processor, memory, display and connectivity. Where a figure is not published here, our sales team sends the manufacturer sheet: call ${site.sales.phone.display} or email ${site.sales.email}.`}
            />
          </div>
          <SpecList specs={device.specs} />
        </div>
      </Section>

      <Section tone={keyFeatures?.length ? 'plain' : 'warm'} aria-labelledby="benefits-title">
        <div className="grid gap-12 lg:grid-cols-2">
          <SectionHeader align="left" eyebrow="Benefits" title={<span id="benefits-title">Why operators choose the {device.name}</span>} />
          <ul className="grid gap-4">
            {device.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 rounded-card border border-line bg-surface p-5 text-ink shadow-card">
                <Icon name="check" className="text-accent" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
        {afterSpecs}
      </Section>

      {related}

      <CtaBand
        title={`See the ${device.name} on your own menu`}
        description={`Book a 20-minute walkthrough, or start with the free 30-day software trial: no hardware commitment.`}
        actions={
          <>
            <DemoButton variant="inverse" size="lg" source={`device:${device.slug}`}>Get Started</DemoButton>
            <Button asChild variant="inverse-outline" size="lg">
              <a href="/hardware">See more devices</a>
            </Button>
          </>
        }
      />
    </>
  );
}

/** "Other devices on this page": small links to the sibling variants. */
export function RelatedDevices({ title, items }: { title: string; items: { device: Device; href: string }[] }) {
  return (
    <Section tone="sunk" aria-labelledby="related-devices">
      <SectionHeader title={<span id="related-devices">{title}</span>} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map(({ device, href }) => (
          <li key={device.slug}>
            <a href={href} className="flex items-center gap-4 rounded-card border border-line bg-surface p-4 shadow-card transition-shadow hover:shadow-pop">
              <Img src={device.image.src} alt="" width={96} height={78} unoptimized className="h-auto w-20 shrink-0" />
              <span>
                <span className="block font-semibold text-ink">{device.displayName}</span>
                <span className="mt-1 block text-sm text-ink-muted">{device.tagline}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
