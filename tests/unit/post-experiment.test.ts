/** @jest-environment node */
import { experimentVariant, experiments } from '@/content/experiments';
import { BUCKET_COOKIE, BUCKET_COUNT } from '@/lib/experiments/assignment';
import { postedExperiment } from '@/services/forms/post-experiment';

/** A form posted without script gets the variant its page showed, worked out as the proxy chose it. */
const running = [{ ...experiments[0]!, start: '2026-11-01', end: '2026-12-31' }];
const now = Date.parse('2026-11-27T12:00:00Z');
const split = running[0]!.variants.map((variant) => variant.key);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** The first bucket that falls in each variant: each experiment orders the buckets its own way (assignment.ts). */
const bucketOf = (variant: number) => Array.from({ length: BUCKET_COUNT }, (_, bucket) => bucket).find((bucket) => experimentVariant(running[0]!, bucket).key === split[variant])!;
const request = (cookies: string | null, extra: Record<string, string> = {}) => new Headers({ 'user-agent': UA, ...(cookies ? { cookie: cookies } : {}), ...extra });

describe('the experiment of a lead posted without script', () => {
  it('is the variant the bucket falls in, on a page of a running experiment', () => {
    expect(postedExperiment({ headers: request(`a=1; ${BUCKET_COOKIE}=${bucketOf(0)}`), page: '/', now }, running)).toEqual({ experiment: running[0]!.key, variant: split[0] });
    expect(postedExperiment({ headers: request(`${BUCKET_COOKIE}=${bucketOf(1)}`), page: '/', now }, running)).toEqual({ experiment: running[0]!.key, variant: split[1] });
  });

  it('is none when the browser refuses tracking, as the proxy serves it the page as it is', () => {
    expect(postedExperiment({ headers: request(`${BUCKET_COOKIE}=10`, { 'sec-gpc': '1' }), page: '/', now }, running)).toBeNull();
  });

  it('is none without a valid bucket cookie, on another page, or outside the dates', () => {
    expect(postedExperiment({ headers: request(null), page: '/', now }, running)).toBeNull();
    expect(postedExperiment({ headers: request(`${BUCKET_COOKIE}=12345`), page: '/', now }, running)).toBeNull();
    expect(postedExperiment({ headers: request(`${BUCKET_COOKIE}=10`), page: '/pricing', now }, running)).toBeNull();
    expect(postedExperiment({ headers: request(`${BUCKET_COOKIE}=10`), page: '/', now: Date.parse('2027-01-01T00:00:00Z') }, running)).toBeNull();
  });
});
