import * as React from 'react';
import { Img } from '@/components/ui/img';
import type { FeatureCard } from '@/content/schema';
import type { Device } from '@/content/devices';
import { deviceCopyFor, deviceFor, hardwareUi } from '@/content/es/devices';
import type { Locale } from '@/lib/i18n/locale';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/sections/section';
import { PageHero } from '@/components/sections/page-hero';
import { CheckList } from '@/components/sections/check-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { SpecList } from '@/components/hardware/spec-list';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { JsonLd } from '@/components/json-ld';
import { productJsonLd } from '@/seo/structured-data';

/**
 * The one template of every device page (terminal, kiosk, kitchen display): a back link,
 * the device's hero, optional key-feature cards, the spec list, the benefits and a closing
 * call to action. `related` lets a page offer the other devices it can show.
 * `device` is the English record; the template shows it as the `locale` reader sees it.
 */
export function DeviceDetail({
  device: englishDevice,
  path,
  keyFeatures,
  related,
  afterSpecs,
  back,
  locale = 'en',
}: {
  device: Device;
  /** The page's own English address (its canonical in English), for the structured data. */
  path: string;
  back: { href: string; label: string };
  keyFeatures?: readonly FeatureCard[];
  related?: React.ReactNode;
  afterSpecs?: React.ReactNode;
  locale?: Locale;
}) {
  const device = deviceFor(englishDevice, locale);
  const copy = deviceCopyFor(locale);
  return (
    <>
      <JsonLd data={productJsonLd({ name: device.displayName, description: device.description, image: device.image, path }, locale)} />
      <BreadcrumbsJsonLd path={path} title={device.displayName} locale={locale} />
      <PageHero
        locale={locale}
        eyebrow={copy.categoryLabel[device.category]}
        title={device.displayName}
        description={device.description}
        backLink={back}
        highlights={<CheckList items={device.highlights} className="mt-6" />}
        source={`device:${device.slug}`}
        demoLabel={hardwareUi[locale].demoLabel}
        secondary={copy.seeSpecs}
        image={device.image}
        imageClassName="mx-auto h-auto w-full max-w-xl rounded-panel border border-line shadow-card"
      />

      {keyFeatures?.length ? (
        <Section heading={{ title: copy.keyFeatures, description: device.tagline }}>
          <FeatureGrid items={keyFeatures} columns={4} className="mt-12" />
        </Section>
      ) : null}

      <Section
        tone={keyFeatures?.length ? 'warm' : 'plain'}
        id="specifications"
        heading={{ eyebrow: copy.specsEyebrow, title: copy.specsTitle(device), description: copy.specsDescription }}
        split="lg:grid-cols-[1fr_1.2fr]"
      >
        <SpecList specs={device.specs} locale={locale} />
      </Section>

      <Section
        tone={keyFeatures?.length ? 'plain' : 'warm'}
        heading={{ eyebrow: copy.benefitsEyebrow, title: copy.benefitsTitle(device) }}
        split="lg:grid-cols-2"
        after={afterSpecs}
      >
        <ul className="grid gap-4">
          {device.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 rounded-card border border-line bg-surface p-5 text-ink shadow-card">
              <Icon name="check" className="text-accent" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </Section>

      {related}

      <CtaBand locale={locale} {...copy.cta(device)} source={`device:${device.slug}`} />
    </>
  );
}

/** "Other devices on this page": small links to the sibling variants (English records, shown in `locale`). */
export function RelatedDevices({ title, items, locale = 'en' }: { title: string; items: { device: Device; href: string }[]; locale?: Locale }) {
  return (
    <Section tone="sunk" heading={{ title }}>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map(({ device: englishDevice, href }) => {
          const device = deviceFor(englishDevice, locale);
          return (
            <li key={device.slug}>
              <a href={href} className="flex items-center gap-4 rounded-card border border-line bg-surface p-4 shadow-card transition-shadow hover:shadow-pop">
                <Img src={device.image.src} alt="" width={96} height={78} className="h-auto w-20 shrink-0" />
                <span>
                  <span className="block font-semibold text-ink">{device.displayName}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{device.tagline}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
