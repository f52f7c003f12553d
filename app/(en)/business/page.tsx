import { Img } from '@/components/ui/img';
import { businessPage, businessSections, getIndustry, industryHref } from '@/content/industries';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { pageMetadata } from '@/lib/metadata';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { CheckList } from '@/components/sections/check-list';
import { CtaBand } from '@/components/sections/cta-band';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({ ...businessPage.meta, path: '/business' });

function BusinessPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/business" />
      <PageHero {...businessPage.hero} source="business" demoLabel={businessPage.demoLabel} />
      {businessSections.map((section, index) => (
        <Section key={section.id} id={section.id} tone={index % 2 ? 'warm' : 'plain'} aria-labelledby={`${section.id}-title`}>
          <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
            <div className={cn(index % 2 && 'lg:order-2')}>
              <h2 id={`${section.id}-title`} className="text-title font-bold text-balance text-ink sm:text-display">
                {section.title}
              </h2>
              <p className="mt-4 text-lead text-ink-muted">{section.description}</p>
              <CheckList items={section.points} className="mt-6" />
              <div className="mt-8 flex flex-wrap gap-3">
                <DemoButton source={`business:${section.id}`}>{businessPage.demoLabel}</DemoButton>
                <Button asChild variant="outline">
                  <ExternalLink href={section.learnMore}>
                    {businessPage.learnMore}
                    <span className="sr-only"> about {section.title}</span>
                  </ExternalLink>
                </Button>
              </div>
              <p className="mt-8 text-sm font-semibold text-ink">{businessPage.tradePages}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {section.industries.map((slug) => {
                  const industry = getIndustry(slug)!;
                  return (
                    <li key={slug}>
                      <a
                        href={industryHref(industry)}
                        className="inline-flex rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink hover:border-brand hover:text-brand-strong"
                      >
                        {industry.name}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
            {/* /business has no hero illustration: the first section's is the likely LCP element. */}
            <Img {...section.image} priority={index === 0} className="h-auto w-full rounded-panel" />
          </div>
        </Section>
      ))}
      <CtaBand {...businessPage.cta} source="business" />
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/business">
      <BusinessPage />
    </PageFrame>
  );
}
