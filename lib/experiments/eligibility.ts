import type { ConsentChoice } from '@/lib/consent';

/**
 * Whether a page view may be put in an experiment. Everyone who may not sees the control,
 * which is the page as it is without experiments, so refusing costs the visitor nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC at the start of an ISO date (YYYY-MM-DD), or NaN for anything else. */
function startOfDay(date: string): number {
  return ISO_DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
}

/**
 * True while an experiment runs: from 00:00 UTC on its `start` date through the whole of its
 * `end` date (both inclusive), in UTC so every server and browser agrees on the moment. A date
 * that does not parse means not running: an unreadable experiment shows the control.
 */
export function isRunning(now: Date | number, start: string, end: string): boolean {
  const at = typeof now === 'number' ? now : now.getTime();
  return at >= startOfDay(start) && at < startOfDay(end) + DAY_MS;
}

export type EnrollmentContext = {
  /** The visitor's cookie choice (lib/consent.ts); null until they choose. */
  consent: ConsentChoice | null;
  /** Global Privacy Control: `navigator.globalPrivacyControl` or the `Sec-GPC: 1` header. */
  gpc: boolean;
  /** Do Not Track: `navigator.doNotTrack === '1'` or the `DNT: 1` header. */
  dnt: boolean;
  /** A crawler or other automated client: it should index the page everyone sees. */
  isBot: boolean;
  /** A prefetch or prerender the visitor may never look at. */
  isPrefetch: boolean;
  now: Date | number;
  /** The experiment's first and last day, ISO dates (UTC). */
  start: string;
  end: string;
};

/**
 * True only when every rule allows it: the visitor chose Accept All (the bucket cookie is a
 * cookie the Cookie Policy asks consent for), their browser sends neither GPC nor DNT (the
 * site honours both whatever the cookie choice, as lib/visit does), the request is a person's
 * page view and not a bot or a prefetch, and the experiment is running. Before the start and
 * after the end everyone sees the control.
 */
export function mayEnroll({ consent, gpc, dnt, isBot, isPrefetch, now, start, end }: EnrollmentContext): boolean {
  if (consent !== 'accepted') return false;
  if (gpc || dnt) return false;
  if (isBot || isPrefetch) return false;
  return isRunning(now, start, end);
}
