import { deviceHref, getDevice } from '@/content/devices';
import { industryCopy, industryHref, type Industry } from '@/content/industries';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { Section } from '@/components/sections/section';
import { PageHero } from '@/components/sections/page-hero';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { DeviceCard } from '@/components/hardware/device-card';
import { HeroImage } from '@/components/industry/hero-image';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

/** The one template of /business/<slug>: hero, feature grid, a shift in three steps, hardware, CTA. */
export function IndustryPage({ industry }: { industry: Industry }) {
  const { hero, features, shift, hardware, cta } = industry;
  const source = `industry:${industry.slug}`;
  const learnMoreLabel = (
    <>
      {industryCopy.learnMore}
      <span className="sr-only"> about hardware for {industry.name.toLowerCase()}</span>
    </>
  );
  return (
    <>
      <BreadcrumbsJsonLd path={industryHref(industry)} title={industry.name} />
      <PageHero
        {...hero}
        source={source}
        demoLabel={industryCopy.demoLabel}
        secondary={industryCopy.seeHardware}
        media={<HeroImage image={hero.image} fallback={hero.fallback} />}
      />

      <Section heading={{ eyebrow: industry.name, ...features }}>
        <FeatureGrid items={features.items} className="mt-12" />
      </Section>

      <Section tone="night" heading={{ title: shift.title }}>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {shift.steps.map((step, index) => (
            <li key={step.title} className="relative rounded-card border border-white/10 bg-white/5 p-6">
              <p className="flex items-center gap-3 text-sm font-semibold text-brand-soft">
                <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand text-white">{index + 1}</span>
                <time>{step.time}</time>
              </p>
              <h3 className="mt-4 text-lg font-semibold text-white">{step.title}</h3>
              <p className="mt-2 text-[0.9375rem] leading-6 text-night-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        tone="warm"
        id="hardware"
        heading={{ align: 'left', eyebrow: industryCopy.hardwareEyebrow, title: hardware.title, description: hardware.description }}
        aside={
          <Button asChild variant="outline" size="lg">
            {hardware.learnMore.startsWith('/') ? (
              <a href={hardware.learnMore}>{learnMoreLabel}</a>
            ) : (
              <ExternalLink href={hardware.learnMore}>{learnMoreLabel}</ExternalLink>
            )}
          </Button>
        }
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {hardware.devices.map((name) => {
            const device = getDevice(name)!;
            return (
              <li key={device.slug}>
                <DeviceCard
                  title={device.displayName}
                  description={device.tagline}
                  image={device.image}
                  href={deviceHref(device)}
                  linkLabel={industryCopy.viewDetails}
                />
              </li>
            );
          })}
        </ul>
      </Section>

      <CtaBand {...cta} source={source} demoLabel={industryCopy.demoLabel} />
    </>
  );
}
