/**
 * Which variant of an experiment a visitor sees. A visitor is one bucket, a random integer
 * 0–9999 kept in a first-party cookie that holds nothing else; each experiment's split cuts
 * the buckets into consecutive ranges, control first. The same bucket therefore lands in the
 * same variant on every page and every visit, with no list of visitors kept anywhere, and
 * the bucket alone says nothing about the person.
 *
 * Whether to give a visitor a bucket at all is mayEnroll's question (./eligibility.ts).
 */

/** Buckets per visitor population: one split percent is 100 buckets, so shares may have two decimals. */
export const BUCKET_COUNT = 10_000;

export const BUCKET_COOKIE = 'ladle_exp_bucket';
/** Long enough for a visitor to keep their variant through an experiment of a few weeks and return visits; shorter when the last experiment ends sooner (./cookie-lifetime.ts). */
export const BUCKET_COOKIE_DAYS = 90;
const BUCKET_COOKIE_MAX_AGE_S = BUCKET_COOKIE_DAYS * 24 * 60 * 60;

/** Largest multiple of BUCKET_COUNT a Uint32 can hold: values at or above it are drawn again, so no bucket is likelier. */
const UNBIASED_LIMIT = Math.floor(2 ** 32 / BUCKET_COUNT) * BUCKET_COUNT;

export function isBucket(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < BUCKET_COUNT;
}

/** A new visitor's bucket, from the platform's cryptographic random source (browser or Node). */
export function newBucket(random: (array: Uint32Array) => Uint32Array = (array) => crypto.getRandomValues(array)): number {
  const draw = new Uint32Array(1);
  for (;;) {
    const value = random(draw)[0]!;
    if (value < UNBIASED_LIMIT) return value % BUCKET_COUNT;
  }
}

/** The bucket a cookie value holds, or null for anything else (a tampered or foreign value means a new bucket). */
export function parseBucket(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  return Number(value);
}

/**
 * The cookie that keeps the bucket, for document.cookie or a Set-Cookie header. Not HttpOnly:
 * consent lives in the browser (lib/consent.ts), so the browser is what writes and removes it.
 */
export function bucketCookie(bucket: number, { secure = true, maxAgeSeconds = BUCKET_COOKIE_MAX_AGE_S }: { secure?: boolean; maxAgeSeconds?: number } = {}): string {
  if (!isBucket(bucket)) throw new RangeError(`A bucket is an integer from 0 to ${BUCKET_COUNT - 1}, not ${bucket}`);
  // Never longer than BUCKET_COOKIE_DAYS, whatever the caller asks (the Cookie Policy says so).
  const maxAge = Math.max(0, Math.min(BUCKET_COOKIE_MAX_AGE_S, Math.floor(maxAgeSeconds)));
  return `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The same cookie expired: written when the visitor declines or their browser refuses tracking. */
export function expiredBucketCookie({ secure = true }: { secure?: boolean } = {}): string {
  return `${BUCKET_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The index of the variant `bucket` falls in: `split` is each variant's percent, in the
 * experiment's order (the control first), summing to 100. Buckets 0 up to the control's share
 * times 100 get the control, the next range the second variant, and so on.
 */
export function variantFor(bucket: number, split: readonly number[]): number {
  if (!isBucket(bucket)) throw new RangeError(`A bucket is an integer from 0 to ${BUCKET_COUNT - 1}, not ${bucket}`);
  if (split.length === 0 || split.some((share) => !Number.isFinite(share) || share < 0))
    throw new RangeError(`A split is one share of 0 or more percent per variant, not [${split.join(', ')}]`);
  // Whole bucket counts, so 33.33 + 33.33 + 33.34 covers exactly 10,000 buckets despite float sums.
  const bounds = split.map((_, index) => Math.round(split.slice(0, index + 1).reduce((sum, share) => sum + share, 0) * (BUCKET_COUNT / 100)));
  if (bounds.at(-1) !== BUCKET_COUNT) throw new RangeError(`A split adds up to 100 percent, not ${bounds.at(-1)! / (BUCKET_COUNT / 100)}`);
  return bounds.findIndex((upper) => bucket < upper);
}
