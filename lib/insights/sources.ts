import { cleanAttributionValue } from '@/lib/visit/clean-attribution';

/**
 * Where a visit came from, as one short label: the campaign's utm_source when there is one,
 * else the referring site's host, else "(direct)". The same rule labels a view's arrival (the
 * beacon's `utm` and `ref`, events.ts) and a lead's attribution (utm_source, attr_referrer),
 * so visits and requests per source line up. Values are cleaned by the rules leads' attribution
 * is cleaned with (lib/visit/clean-attribution.ts): a campaign word without control characters
 * or e-mail addresses, at most 100 characters; a host name.
 */
export const DIRECT = '(direct)';
/** Where a day's sources past MAX_SOURCES_PER_DAY are counted together. */
export const OTHER_SOURCES = '(other)';
/**
 * Distinct sources one day holds (both stores): past it, arrivals count under OTHER_SOURCES,
 * so no client can grow a day by inventing sources. A real site sees a few dozen a day.
 */
export const MAX_SOURCES_PER_DAY = 200;

/** The label of a visit with this utm_source and referring host (either may be missing or dirty). */
export function sourceLabel(utmSource: unknown, referrerHost: unknown): string {
  const clean = (value: unknown, field: 'source' | 'referrer') => (typeof value === 'string' && value.trim() ? cleanAttributionValue(field, value) : undefined);
  return clean(utmSource, 'source') ?? clean(referrerHost, 'referrer') ?? DIRECT;
}

/**
 * The source of a first-load view, or null when the view is not an arrival: a view whose
 * referrer is one of the site's own hosts is a click inside the site (not a new visit), unless
 * its address carries a utm_source. No referrer and no utm_source is a direct arrival.
 */
export function arrivalSource(utmSource: string | undefined, referrerHost: string | undefined, ownHosts: readonly string[]): string | null {
  const fromOwnSite = !!referrerHost && ownHosts.includes(referrerHost.toLowerCase());
  const label = sourceLabel(utmSource, fromOwnSite ? undefined : referrerHost);
  return fromOwnSite && label === DIRECT ? null : label;
}
