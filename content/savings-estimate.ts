/**
 * Where the pricing page answers its savings calculator's query (`/pricing?sales=…&ticket=…`,
 * what the calculator's form sends without script, and what its shared links carry).
 *
 * /pricing stays a pre-rendered static page: the bare address, and any query that names no
 * calculator field (`?utm_source=…`), get the built HTML. A query that names one is rewritten
 * by proxy.ts onto the estimate address of the same language, a page rendered for each request
 * from its query (app/(en)/savings-estimate): the address bar keeps /pricing and its query,
 * and nothing is kept per query, neither by Next (no incremental cache entry: the page is
 * dynamic and sent `no-store`) nor by nginx (deploy/nginx.conf passes such a request by its
 * cache). A script of a thousand distinct queries costs a thousand renders and stores nothing.
 *
 * A direct request for the estimate address gets the 404 (the proxy, which sees only requests
 * from outside: its own rewrites do not pass through it again).
 */
import { savingsFields } from '@/lib/savings';
import { englishPath, isSpanishPath, SPANISH_PREFIX } from '@/lib/i18n/paths';
import { pricingPage } from '@/content/pricing';

/** The estimate's own address, under /es for Spanish so it gets the Spanish layout. */
export const ESTIMATE_PATH = '/savings-estimate';

/** True for /savings-estimate and /es/savings-estimate (trailing slash trimmed). */
export function isEstimateAddress(path: string): boolean {
  return englishPath(path) === ESTIMATE_PATH;
}

/**
 * The estimate address that renders `path` with `query`, or null: only the pricing page, in
 * either language, and only a query that names at least one of the calculator's fields.
 */
export function estimateAddressFor(path: string, query: URLSearchParams): string | null {
  if (englishPath(path) !== pricingPage.path || !savingsFields.some((field) => query.has(field))) return null;
  return isSpanishPath(path) ? `${SPANISH_PREFIX}${ESTIMATE_PATH}` : ESTIMATE_PATH;
}
