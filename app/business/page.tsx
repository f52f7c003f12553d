import { Img } from '@/components/ui/img';
import { businessSections, getIndustry } from '@/content/industries';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { pageMetadata } from '@/lib/metadata';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { CtaBand } from '@/components/sections/cta-band';

export const metadata = pageMetadata({
  title: 'Business Types',
  description: 'Ladle for food trucks and pop-ups, and for QSRs and cafés: point of sale, payments and banking shaped around how you serve.',
  path: '/business',
});

export default function BusinessPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/business" />
      <PageHero
        eyebrow="Business types"
        title="Whatever you serve, Ladle fits the way you serve it"
        description="A truck at the farmers’ market and a café with a morning line need different things from a point of sale. Pick your kind of business."
        actions={<DemoButton size="lg" source="business">Get Started</DemoButton>}
      />
      {businessSections.map((section, index) => (
        <Section key={section.id} id={section.id} tone={index % 2 ? 'warm' : 'plain'} aria-labelledby={`${section.id}-title`}>
          <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
            <div className={cn(index % 2 && 'lg:order-2')}>
              <h2 id={`${section.id}-title`} className="text-title font-bold text-balance text-ink sm:text-display">
                {section.title}
              </h2>
              <p className="mt-4 text-lead text-ink-muted">{section.description}</p>
              <ul className="mt-6 space-y-3">
                {section.points.map((point) => (
                  <li key={point} className="flex gap-3 text-ink">
                    <Icon name="check" className="size-5 text-accent" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-8 flex flex-wrap gap-3">
                <DemoButton source={`business:${section.id}`}>Get Started</DemoButton>
                <Button asChild variant="outline">
                  <ExternalLink href={section.learnMore}>
                    Learn More<span className="sr-only"> about {section.title}</span>
                  </ExternalLink>
                </Button>
              </div>
              <p className="mt-8 text-sm font-semibold text-ink">Pages for your trade:</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {section.industries.map((slug) => {
                  const industry = getIndustry(slug)!;
                  return (
                    <li key={slug}>
                      <a
                        href={`/business/${slug}`}
                        className="inline-flex rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink hover:border-brand hover:text-brand-strong"
                      >
                        {industry.name}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
            <Img
              src={section.image.src}
              alt={section.image.alt}
              width={section.image.width}
              height={section.image.height}
              unoptimized
              priority={index === 0}
              className="h-auto w-full rounded-panel"
            />
          </div>
        </Section>
      ))}
      <CtaBand
        title="Not sure which setup fits?"
        description="Tell us how you serve and a specialist will walk you through Ladle on your own menu. The software trial is free for 30 days."
        actions={<DemoButton variant="inverse" size="lg" source="business">Request Demo</DemoButton>}
      />
    </>
  );
}
