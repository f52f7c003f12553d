/**
 * The proxy's question for an experiment page: which variant's pre-rendered HTML does this
 * request get, if any? A pure function of the request's path, headers and time, so the rules
 * are tested without a server (proxy.ts only turns the answer into a rewrite).
 */
import { parseCookie } from 'cookie';
import { isBotRequest } from '@/lib/insights/filter';
import { isRunning } from '@/lib/experiments/eligibility';
import { BUCKET_COOKIE, parseBucket, variantFor } from '@/lib/experiments/assignment';

/** What the decision reads of an experiment (content/experiments.ts has the full type). */
export type RunnableExperiment = {
  key: string;
  routes: readonly string[];
  variants: readonly { key: string }[];
  split: Readonly<Record<string, number>>;
  start: string;
  end: string;
};

export type VariantChoice = { experiment: string; variant: string };

/**
 * What the page of an enrolled visitor (their variant, the control included) is sent with: it
 * stands under the page's public URL, so no shared cache (nginx, a CDN) may keep it for others.
 */
export const VARIANT_CACHE_CONTROL = 'private, no-store';

/** The bucket in a Cookie header, or null when there is none or it is not a bucket. */
export function bucketFromCookies(cookieHeader: string | null): number | null {
  return cookieHeader ? parseBucket(parseCookie(cookieHeader)[BUCKET_COOKIE]) : null;
}

/**
 * Browsers that refuse tracking see the control whatever cookie they still carry; bots see
 * what search engines index. A prefetch is rewritten like any other request: only the
 * visitor's own browser sends their bucket cookie, and it shows the prefetched page to that
 * visitor (client navigations, components/layout/client-navigation.tsx); prefetches are never
 * counted (views are counted by beacons), and their answers are never stored by a shared cache.
 */
function mustSeeControl(headers: Headers): boolean {
  return headers.get('sec-gpc') === '1' || headers.get('dnt') === '1' || isBotRequest(headers);
}

/**
 * The variant `path` (trailing slash trimmed) is served as for this request, or null for the
 * page as it is. Only a running experiment on that path, and only with a valid bucket cookie
 * (which the browser writes after Accept All), enrols; the control is a choice too, so its
 * views are attributed like the others'.
 */
export function chooseVariant({
  path,
  headers,
  now,
  experiments,
}: {
  path: string;
  headers: Headers;
  now: Date | number;
  experiments: readonly RunnableExperiment[];
}): VariantChoice | null {
  const experiment = experiments.find((candidate) => candidate.routes.includes(path) && isRunning(now, candidate.start, candidate.end));
  if (!experiment) return null;
  const bucket = bucketFromCookies(headers.get('cookie'));
  if (bucket === null || mustSeeControl(headers)) return null;
  const shares = experiment.variants.map((variant) => experiment.split[variant.key] ?? 0);
  return { experiment: experiment.key, variant: experiment.variants[variantFor(bucket, shares, experiment.key)]!.key };
}
