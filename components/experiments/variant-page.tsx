import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { deployedExperiments, loadExperiments } from '@/content/experiments-file';
import { experimentPageAt } from '@/content/experiment-slots';
import { experimentMarker, variantPageFor, variantParams, type VariantPage, type VariantParams } from '@/content/experiment-variants';
import type { Locale } from '@/lib/i18n/locale';
import { englishPath } from '@/lib/i18n/paths';
import { HomePage, homeMetadata } from '@/components/pages/home-page';
import { BusinessPage, businessMetadata } from '@/components/industry/business-page';
import { IndustryPage, industryRoute } from '@/components/industry/industry-page';

type Props = { params: Promise<VariantParams> };

/** The trade's slug in /business/<slug> (or its /es twin). */
const tradeSlug = (route: string) => ({ slug: englishPath(route).split('/').at(-1)! });

async function load(params: Props['params'], locale: Locale): Promise<VariantPage> {
  return variantPageFor(deployedExperiments(), await params, locale) ?? notFound();
}

/** The page's own metadata (so the canonical is its public URL), kept out of search results. */
async function originalMetadata({ route }: VariantPage, locale: Locale): Promise<Metadata> {
  const kind = experimentPageAt(route)?.kind;
  if (kind === 'home') return homeMetadata(locale);
  if (kind === 'business') return businessMetadata(locale);
  return industryRoute(locale).generateMetadata({ params: Promise.resolve(tradeSlug(route)) });
}

/**
 * What `app/(en)/experiment-variant/[experiment]/[variant]/[[...path]]` and its /es twin
 * export: one pre-rendered page per experiment, variant (the control too) and page, which the
 * proxy serves to enrolled visitors (content/experiment-variants.ts). Each names its
 * experiment and variant in `<meta name="ladle-experiment">`, which the beacon and the lead
 * forms read to attribute views and leads.
 */
export function variantRoute(locale: Locale) {
  return {
    // The strict reader: a broken file fails the build instead of building no variants.
    generateStaticParams: () => variantParams(loadExperiments(), locale),
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const page = await load(params, locale);
      const metadata = await originalMetadata(page, locale);
      return {
        ...metadata,
        // Follow: the links are the page's own; only this copy of it stays out of the index.
        robots: { index: false, follow: true },
        other: { ...metadata.other, 'ladle-experiment': experimentMarker(page) },
      };
    },
    Page: async ({ params }: Props) => {
      const page = await load(params, locale);
      const { overrides } = page.variant;
      const kind = experimentPageAt(page.route)?.kind;
      if (kind === 'home') return <HomePage locale={locale} overrides={overrides} />;
      if (kind === 'business') return <BusinessPage locale={locale} overrides={overrides} />;
      const industry = await industryRoute(locale).load(Promise.resolve(tradeSlug(page.route)));
      return <IndustryPage industry={industry} locale={locale} overrides={overrides} />;
    },
  };
}
