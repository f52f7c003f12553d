import type { Locale } from '@/lib/i18n/locale';
import { customerPageCopy, customerPageMetadata, CustomerPageFrame } from './customer-page';
import { posScreenWordsFor } from '@/content/es/customers';
import { CheckList } from '@/components/sections/check-list';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { ContentTabs } from './content-tabs';
import { PosScreen } from './pos-screens';

export const posDemoMetadata = (locale: Locale = 'en') => customerPageMetadata('posDemo', locale);

/** /customers/pos-demo and /es/customers/pos-demo. */
export function PosDemoPage({ locale = 'en' }: { locale?: Locale }) {
  const { page, copy, actions } = customerPageCopy('posDemo', locale);
  const words = posScreenWordsFor(locale);
  return (
    <CustomerPageFrame page="posDemo" locale={locale}>
      <PageHero locale={locale} {...page.hero} source="pos-demo" demoLabel={actions.requestDemo} />
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
                  <PosScreen id={tab.value} words={words} />
                </figure>
              </div>
            ),
          }))}
        />
      </Section>
      <Section tone="warm" heading={page.features}>
        <FeatureGrid items={page.features.items} className="mt-12" />
      </Section>
      <CtaBand locale={locale} {...page.cta} source="pos-demo" demoLabel={actions.getStarted} />
    </CustomerPageFrame>
  );
}
