/**
 * Where each variant of each experiment is pre-rendered. The proxy (proxy.ts) rewrites an
 * enrolled visitor's request for an experiment page onto its variant's address, so the
 * visitor's first HTML already shows the variant (no flicker) and the address bar keeps the
 * page's own URL. Visitors never see these addresses; a direct request for one is a 404.
 *
 * `/experiment-variant/<experiment>/<variant><page>`, e.g.
 * `/experiment-variant/home-headline/same-day` for `/` and
 * `/es/experiment-variant/trucks-order/cta-first/business/food-trucks` for
 * `/es/business/food-trucks`: the Spanish ones sit under /es so they get the Spanish layout.
 */
import type { Experiment, ExperimentVariant } from '@/content/experiments';
import { localizeHref } from '@/content/language-paths';
import { englishPath, isSpanishPath, SPANISH_PREFIX } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locale';

/** The first segment of every variant address (after /es for Spanish pages). */
export const VARIANT_SEGMENT = 'experiment-variant';

/** Paths the proxy must see to refuse direct requests for variant addresses. */
export const VARIANT_PREFIXES = [`/${VARIANT_SEGMENT}`, `${SPANISH_PREFIX}/${VARIANT_SEGMENT}`] as const;

/** True for a variant address, English or Spanish. */
export function isVariantAddress(path: string): boolean {
  return VARIANT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The address `route` (a page path, `/` or `/es/...`) is pre-rendered at for one variant. */
export function variantAddress(route: string, experiment: string, variant: string): string {
  const spanish = isSpanishPath(route);
  const page = spanish ? englishPath(route) : route;
  return `${spanish ? SPANISH_PREFIX : ''}/${VARIANT_SEGMENT}/${experiment}/${variant}${page === '/' ? '' : page}`;
}

/**
 * The page a variant address was pre-rendered for (`/` for `/experiment-variant/a/b`,
 * `/es/business` for `/es/experiment-variant/a/b/business`), or null for any other address:
 * scripts/size.mjs holds a variant page to its page's budgets.
 */
export function pageOfVariantAddress(address: string): string | null {
  const spanish = isSpanishPath(address);
  const prefix = VARIANT_PREFIXES[spanish ? 1 : 0];
  const [experiment, variant, ...page] = address.startsWith(`${prefix}/`) ? address.slice(prefix.length + 1).split('/') : [];
  if (!experiment || !variant) return null;
  return localizeHref(`/${page.join('/')}`, spanish ? 'es' : 'en');
}

/** The route params of one variant page: `path` is the page's English path in segments ([] for the home page). */
export type VariantParams = { experiment: string; variant: string; path?: string[] };

const segmentsOf = (route: string, locale: Locale) => {
  const page = locale === 'es' ? englishPath(route) : route;
  return page.split('/').filter(Boolean);
};

/** Every variant page of `locale`, the control included, for generateStaticParams. */
export function variantParams(experiments: readonly Experiment[], locale: Locale): VariantParams[] {
  return experiments.flatMap((experiment) =>
    experiment.routes
      .filter((route) => isSpanishPath(route) === (locale === 'es'))
      .flatMap((route) =>
        experiment.variants.map((variant) => ({ experiment: experiment.key, variant: variant.key, path: segmentsOf(route, locale) })),
      ),
  );
}

export type VariantPage = { experiment: Experiment; variant: ExperimentVariant; route: string };

/** The experiment, variant and page path (as visitors address it) that `params` name, or undefined. */
export function variantPageFor(experiments: readonly Experiment[], params: VariantParams, locale: Locale): VariantPage | undefined {
  const experiment = experiments.find((candidate) => candidate.key === params.experiment);
  const variant = experiment?.variants.find((candidate) => candidate.key === params.variant);
  const route = localizeHref(`/${(params.path ?? []).join('/')}`, locale);
  if (!experiment || !variant || !experiment.routes.includes(route)) return undefined;
  return { experiment, variant, route };
}

/** What the page's head says to the beacon and lead forms: `<experimentKey>:<variantKey>`. */
export const experimentMarker = (page: VariantPage) => `${page.experiment.key}:${page.variant.key}`;
