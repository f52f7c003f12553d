import type { Locale } from '@/lib/i18n/locale';
import { customerPageCopy, customerPageMetadata, CustomerPageFrame } from './customer-page';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FeatureBlock } from '@/components/sections/feature-block';
import { CtaBand } from '@/components/sections/cta-band';

export const onlineOrderingMetadata = (locale: Locale = 'en') => customerPageMetadata('onlineOrdering', locale);

/** /customers/online-ordering and /es/customers/online-ordering. */
export function OnlineOrderingPage({ locale = 'en' }: { locale?: Locale }) {
  const { page, copy, actions } = customerPageCopy('onlineOrdering', locale);
  const { channelPricing } = page;
  return (
    <CustomerPageFrame page="onlineOrdering" locale={locale}>
      <PageHero
        {...page.hero}
        actions={
          <>
            <DemoButton locale={locale} size="lg" source="online-ordering">{actions.getStarted}</DemoButton>
            <DemoButton locale={locale} size="lg" variant="outline" source="online-ordering">{actions.requestDemo}</DemoButton>
          </>
        }
      />
      <Section heading={page.features}>
        <FeatureGrid items={page.features.items} className="mt-12" />
      </Section>
      <Section
        tone="night"
        heading={{ eyebrow: copy.pricingEyebrow, title: channelPricing.title, description: channelPricing.description }}
        split="items-center lg:grid-cols-2"
      >
          <div className="rounded-panel bg-surface p-6 text-ink shadow-pop sm:p-8">
            <p className="text-sm font-semibold uppercase tracking-wider text-ink-muted">{copy.menuItem}</p>
            <p className="mt-1 text-2xl font-bold">{channelPricing.item}</p>
            <table className="mt-6 w-full text-left">
              <caption className="sr-only">{copy.priceCaption(channelPricing.item)}</caption>
              <thead>
                <tr className="border-b border-line text-sm text-ink-muted">
                  <th scope="col" className="pb-2 font-medium">{copy.channel}</th>
                  <th scope="col" className="pb-2 text-right font-medium">{copy.price}</th>
                </tr>
              </thead>
              <tbody>
                {channelPricing.prices.map((row) => (
                  <tr key={row.channel} className="border-b border-line last:border-0">
                    <th scope="row" className="py-4 font-normal">
                      <span className="block font-semibold">{row.channel}</span>
                      <span className="block text-sm text-ink-muted">{row.note}</span>
                    </th>
                    <td className="py-4 text-right text-xl font-bold text-brand-strong">{row.price}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
      </Section>
      <Section aria-label={copy.blocksLabel} containerClassName="space-y-20">
        {page.blocks.map((block) => (
          <FeatureBlock key={block.title} block={block} />
        ))}
      </Section>
      <CtaBand
        {...page.cta}
        actions={
          <>
            <DemoButton locale={locale} variant="inverse" size="lg" source="online-ordering">{actions.getStarted}</DemoButton>
            <DemoButton locale={locale} variant="inverse-outline" size="lg" source="online-ordering">{actions.requestDemo}</DemoButton>
          </>
        }
      />
    </CustomerPageFrame>
  );
}
