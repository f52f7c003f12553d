/**
 * Which variant of an experiment a visitor sees. A visitor is one bucket, a random integer
 * 0–9999 kept in a first-party cookie that holds nothing else. Each experiment shuffles the
 * buckets in its own order (a permutation keyed by the experiment's key) and its split cuts that
 * order into consecutive ranges, control first. The same bucket therefore lands in the same
 * variant of an experiment on every page and every visit, with no list of visitors kept
 * anywhere, and the bucket alone says nothing about the person; and two experiments running at
 * the same time share no visitors by construction: being in one's treatment says nothing about
 * the other.
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

/** FNV-1a of the experiment's key: the seed of its permutation. */
function keySeed(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** MurmurHash3's finaliser: every input bit flips about half the output bits. */
function mix(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** 10,000 buckets fit in 14 bits: a Feistel network on two 7-bit halves, walked until it lands below BUCKET_COUNT. */
const HALF_BITS = 7;
const HALF_MASK = (1 << HALF_BITS) - 1;
const ROUNDS = 6;

/**
 * Where `bucket` stands in `experimentKey`'s own order of the buckets, 0–9999. A keyed
 * permutation rather than a hash: every position is taken by exactly one bucket, so a split
 * still gives each variant exactly its share of the buckets (a hash would miss it by half a
 * point, enough for a large experiment's sample-ratio check to cry wolf). Cycle-walking keeps
 * the 16,384 values of the network inside the 10,000 buckets and is still a permutation.
 */
export function experimentPosition(bucket: number, experimentKey: string): number {
  if (!isBucket(bucket)) throw new RangeError(`A bucket is an integer from 0 to ${BUCKET_COUNT - 1}, not ${bucket}`);
  const seed = keySeed(experimentKey);
  let value = bucket;
  do {
    let left = value >>> HALF_BITS;
    let right = value & HALF_MASK;
    for (let round = 0; round < ROUNDS; round++) {
      const next = left ^ (mix(seed ^ Math.imul(round + 1, 0x9e3779b9) ^ right) & HALF_MASK);
      left = right;
      right = next;
    }
    value = (left << HALF_BITS) | right;
  } while (value >= BUCKET_COUNT);
  return value;
}

/**
 * The index of the variant a position (./experimentPosition) falls in: `split` is each
 * variant's percent, in the experiment's order (the control first), summing to 100. Positions
 * 0 up to the control's share times 100 get the control, the next range the second variant,
 * and so on.
 */
export function variantAt(position: number, split: readonly number[]): number {
  if (!isBucket(position)) throw new RangeError(`A position is an integer from 0 to ${BUCKET_COUNT - 1}, not ${position}`);
  if (split.length === 0 || split.some((share) => !Number.isFinite(share) || share < 0))
    throw new RangeError(`A split is one share of 0 or more percent per variant, not [${split.join(', ')}]`);
  // Whole bucket counts, so 33.33 + 33.33 + 33.34 covers exactly 10,000 buckets despite float sums.
  const bounds = split.map((_, index) => Math.round(split.slice(0, index + 1).reduce((sum, share) => sum + share, 0) * (BUCKET_COUNT / 100)));
  if (bounds.at(-1) !== BUCKET_COUNT) throw new RangeError(`A split adds up to 100 percent, not ${bounds.at(-1)! / (BUCKET_COUNT / 100)}`);
  return bounds.findIndex((upper) => position < upper);
}

/** The index of the variant of experiment `experimentKey` that `bucket` sees, for its split (as variantAt). */
export function variantFor(bucket: number, split: readonly number[], experimentKey: string): number {
  return variantAt(experimentPosition(bucket, experimentKey), split);
}
