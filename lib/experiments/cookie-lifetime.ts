import { BUCKET_COOKIE_DAYS } from './assignment';

/**
 * How long the bucket cookie should live: until the end of the last experiment that has not
 * ended, and never more than BUCKET_COOKIE_DAYS. When no experiment is running or scheduled the
 * browser needs no bucket at all, so none is set (a kept bucket is left to expire).
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The `<body>` attribute holding that last day as the page was rendered (at build, for the
 * pre-rendered pages; components/layout/site-document.tsx), read by the enrollment chunk
 * (lib/insights/after-load.ts): an attribute rather than a prop, so no first-load code carries it.
 */
export const EXPERIMENTS_UNTIL_ATTRIBUTE = 'data-experiments-until';

/** The last day (YYYY-MM-DD, UTC, inclusive) of the experiments not ended at `now`, or undefined when there are none. */
export function lastExperimentDay(experiments: readonly { end: string }[], now: Date | number): string | undefined {
  const at = typeof now === 'number' ? now : now.getTime();
  const ends = experiments.map((experiment) => experiment.end).filter((end) => ISO_DATE.test(end) && Date.parse(`${end}T00:00:00Z`) + DAY_MS > at);
  return ends.sort().at(-1);
}

/** Seconds from `now` to the end of `lastDay` (UTC), at most BUCKET_COOKIE_DAYS; null when it is past or unknown. */
export function bucketCookieMaxAge(lastDay: string | undefined, now: number): number | null {
  if (!lastDay || !ISO_DATE.test(lastDay)) return null;
  const seconds = Math.floor((Date.parse(`${lastDay}T00:00:00Z`) + DAY_MS - now) / 1000);
  if (!(seconds > 0)) return null;
  return Math.min(seconds, BUCKET_COOKIE_DAYS * 86_400);
}
