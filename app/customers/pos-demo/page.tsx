import { customerPages } from '@/content/customers';
import { pageMetadata } from '@/lib/metadata';
import { Icon } from '@/components/ui/icon';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { ContentTabs } from '@/components/customers/content-tabs';
import { PosScreen } from '@/components/customers/pos-screens';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

const page = customerPages.posDemo;

export const metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: '/customers/pos-demo' });

export default function PosDemoPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/customers/pos-demo" />
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        description={page.hero.description}
        actions={<DemoButton size="lg" source="pos-demo">Request Demo</DemoButton>}
      />
      <Section aria-labelledby="tour-title" className="pt-12 sm:pt-16">
        <h2 id="tour-title" className="sr-only">POS screens</h2>
        <ContentTabs
          label="POS screens"
          tabs={page.tabs.map((tab) => ({
            value: tab.value,
            label: tab.label,
            content: (
              <div className="grid gap-8 xl:grid-cols-[20rem_1fr] xl:items-center">
                <div>
                  <h3 className="text-title font-bold text-balance text-ink">{tab.title}</h3>
                  <p className="mt-3 text-ink-muted">{tab.description}</p>
                  <ul className="mt-5 space-y-2">
                    {tab.points.map((point) => (
                      <li key={point} className="flex gap-3 text-ink">
                        <Icon name="check" className="size-5 text-accent" />
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                </div>
                <figure aria-label={`${tab.label} screen of the Ladle POS`}>
                  <PosScreen id={tab.value} />
                </figure>
              </div>
            ),
          }))}
        />
      </Section>
      <Section tone="warm" aria-labelledby="features-title">
        <SectionHeader title={<span id="features-title">{page.features.title}</span>} description={page.features.description} />
        <FeatureGrid items={page.features.items} className="mt-12" />
      </Section>
      <CtaBand title={page.cta.title} description={page.cta.description} actions={<DemoButton variant="inverse" size="lg" source="pos-demo">Get Started</DemoButton>} />
    </>
  );
}
