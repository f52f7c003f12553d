import { deviceHref, getDevice } from '@/content/devices';
import type { Industry } from '@/content/industries';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ExternalLink } from '@/components/ui/external-link';
import { DemoButton } from '@/components/demo/demo-dialog';
import { Section, SectionHeader } from '@/components/sections/section';
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
      Learn More<span className="sr-only"> about hardware for {industry.name.toLowerCase()}</span>
    </>
  );
  return (
    <>
      <BreadcrumbsJsonLd path={`/business/${industry.slug}`} title={industry.name} />
      <section className="overflow-hidden bg-surface-warm" aria-labelledby="industry-title">
        <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr]">
          <div>
            <p className="text-eyebrow font-semibold uppercase text-brand">{hero.eyebrow}</p>
            <h1 id="industry-title" className="mt-3 text-display font-bold text-balance text-ink sm:text-display-lg">
              {hero.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lead text-pretty text-ink-muted">{hero.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <DemoButton size="lg" source={source}>Get Started</DemoButton>
              <Button asChild size="lg" variant="outline">
                <a href="#hardware">See the hardware</a>
              </Button>
            </div>
          </div>
          <HeroImage image={hero.image} fallback={hero.fallback} />
        </Container>
      </section>

      <Section aria-labelledby="features-title">
        <SectionHeader eyebrow={industry.name} title={<span id="features-title">{features.title}</span>} description={features.description} />
        <FeatureGrid items={features.items} className="mt-12" />
      </Section>

      <Section tone="night" aria-labelledby="shift-title">
        <SectionHeader inverse title={<span id="shift-title">{shift.title}</span>} />
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

      <Section tone="warm" id="hardware" aria-labelledby="hardware-title">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeader align="left" eyebrow="Hardware" title={<span id="hardware-title">{hardware.title}</span>} description={hardware.description} />
          <Button asChild variant="outline" size="lg">
            {hardware.learnMore.startsWith('/') ? (
              <a href={hardware.learnMore}>{learnMoreLabel}</a>
            ) : (
              <ExternalLink href={hardware.learnMore}>{learnMoreLabel}</ExternalLink>
            )}
          </Button>
        </div>
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
                  linkLabel="View Details"
                />
              </li>
            );
          })}
        </ul>
      </Section>

      <CtaBand title={cta.title} description={cta.description} actions={<DemoButton variant="inverse" size="lg" source={source}>Get Started</DemoButton>} />
    </>
  );
}
