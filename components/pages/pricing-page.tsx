import { pricingFor } from '@/content/es/pricing';
import { pricingPage, startingRatePercent } from '@/content/pricing';
import { localizeHref } from '@/content/language-paths';
import type { Locale } from '@/lib/i18n/locale';
import { inputFromQuery, savingsDefaults, type SavingsInput } from '@/lib/savings';
import { pageMetadata } from '@/seo/metadata';
import { faqPageJsonLd } from '@/seo/structured-data';
import { JsonLd } from '@/components/json-ld';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FaqList } from '@/components/sections/faq-list';
import { CtaBand } from '@/components/sections/cta-band';
import { Button } from '@/components/ui/button';
import { SavingsCalculator } from '@/components/pricing/savings-calculator';
import { PageFrame } from '@/components/layout/page-frame';

const path = pricingPage.path;
const source = 'pricing';

export function pricingMetadata(locale: Locale) {
  const { page } = pricingFor(locale);
  // The record's own `path` is localized by `localize`; metadata wants the English path.
  return pageMetadata({ title: page.title, description: page.description, path, locale });
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The estimate address's page (app/(en)/savings-estimate, app/(es)/es/savings-estimate): the
 * pricing page rendered for the calculator values of the query, per request. Only the proxy
 * sends requests here, from /pricing?sales=… (content/savings-estimate.ts).
 */
export function savingsEstimateRoute(locale: Locale) {
  return {
    metadata: pricingMetadata(locale),
    async Page({ searchParams }: { searchParams: SearchParams }) {
      return <PricingPage locale={locale} savings={inputFromQuery(await searchParams)} />;
    },
  };
}

/**
 * /pricing and /es/pricing. The savings calculator is a client island: it gets its words
 * (`copy`, in the page's language) and the Intl tag for amounts as props, never a dictionary.
 * `savings`: the calculator's first values (the worked example on the pre-rendered page).
 */
export function PricingPage({ locale, savings = savingsDefaults }: { locale: Locale; savings?: SavingsInput }) {
  const { page, hero, basics, basicsSection, faq, faqSection, cta, calculator, actions } = pricingFor(locale);
  return (
    <PageFrame locale={locale} path={path} crumbs={{ spanishTitle: page.title }}>
      <JsonLd data={faqPageJsonLd(faq)} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        actions={
          <>
            <DemoButton locale={locale} size="lg" source={source}>
              {actions.demo}
            </DemoButton>
            <Button asChild size="lg" variant="outline">
              <a href="#estimate">{hero.estimateLink}</a>
            </Button>
          </>
        }
      />

      <Section aria-labelledby="basics-heading">
        <SectionHeader
          eyebrow={basicsSection.eyebrow}
          title={<span id="basics-heading">{basicsSection.title}</span>}
          description={basicsSection.description}
        />
        <FeatureGrid items={basics} columns={4} className="mt-12" />
      </Section>

      <Section id="estimate" tone="sunk" aria-labelledby="savings-heading">
        <SectionHeader title={<span id="savings-heading">{calculator.title}</span>} description={calculator.description} />
        <div className="mt-10">
          <SavingsCalculator
            copy={calculator}
            startingRatePercent={startingRatePercent}
            initial={savings}
            action={`${localizeHref(path, locale)}#estimate`}
          />
        </div>
      </Section>

      <Section aria-labelledby="faq-heading" containerClassName="max-w-3xl">
        <SectionHeader title={<span id="faq-heading">{faqSection.title}</span>} />
        <FaqList items={faq} />
      </Section>

      <CtaBand
        title={cta.title}
        description={cta.description}
        actions={
          <DemoButton locale={locale} size="lg" variant="inverse" source={source}>
            {actions.demo}
          </DemoButton>
        }
      />
    </PageFrame>
  );
}
