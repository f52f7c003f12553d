import { customerPages, customerSections } from '@/content/customers';
import { pageMetadata } from '@/lib/metadata';
import { CheckList } from '@/components/sections/check-list';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { ContentTabs } from '@/components/customers/content-tabs';
import { PosScreen } from '@/components/customers/pos-screens';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { PageFrame } from '@/components/layout/page-frame';

const page = customerPages.posDemo;
const copy = customerSections.posDemo;

export const metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: '/customers/pos-demo' });

function PosDemoPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/customers/pos-demo" />
      <PageHero {...page.hero} source="pos-demo" />
      <Section aria-labelledby="tour-title" className="pt-12 sm:pt-16">
        <h2 id="tour-title" className="sr-only">
          {copy.tourTitle}
        </h2>
        <ContentTabs
          label={copy.tourTitle}
          tabs={page.tabs.map((tab) => ({
            value: tab.value,
            label: tab.label,
            content: (
              <div className="grid gap-8 xl:grid-cols-[20rem_1fr] xl:items-center">
                <div>
                  <h3 className="text-title font-bold text-balance text-ink">{tab.title}</h3>
                  <p className="mt-3 text-ink-muted">{tab.description}</p>
                  <CheckList items={tab.points} className="mt-5" />
                </div>
                <figure aria-label={copy.screenLabel(tab.label)}>
                  <PosScreen id={tab.value} />
                </figure>
              </div>
            ),
          }))}
        />
      </Section>
      <Section tone="warm" heading={page.features}>
        <FeatureGrid items={page.features.items} className="mt-12" />
      </Section>
      <CtaBand {...page.cta} source="pos-demo" demoLabel="Get Started" />
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/customers/pos-demo">
      <PosDemoPage />
    </PageFrame>
  );
}
