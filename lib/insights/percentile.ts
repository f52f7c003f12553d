/**
 * Percentiles over the days' samples. Each route/viewport/metric/day keeps a uniform random
 * sample of at most MAX_SAMPLES of its values (aggregate.ts, reservoir sampling), so the store
 * stays bounded and the 75th percentile follows the whole day, not its first values. Over a
 * sample of 500 the reported p75 lies between the true p71 and p79 about 95% of the time
 * (the rank error of a sampled quantile, sqrt(0.75 x 0.25 / 500) = 1.9% of the values per
 * standard deviation); days with at most 500 values are exact.
 */
export const MAX_SAMPLES = 500;

/** Nearest-rank percentile (the value at rank ceil(p * n)), null for no samples. */
export function percentile(values: readonly number[], p: number): number | null {
  return weightedPercentile(
    values.map((value) => ({ value, weight: 1 })),
    p,
  );
}

/**
 * Nearest-rank percentile where each sample stands for `weight` values: the smallest value
 * whose cumulative weight reaches p of the total. A day's sample of n values out of `seen`
 * weighs seen / n each, so days (and viewports) with more traffic count for more.
 */
export function weightedPercentile(samples: readonly { value: number; weight: number }[], p: number): number | null {
  return weightedPercentileInPlace(Float64Array.from(samples, (sample) => sample.value), Float64Array.from(samples, (sample) => sample.weight), p);
}

/**
 * The same percentile over parallel arrays of values and weights, which it reorders. Found by
 * selection (a three-way quickselect, linear time on average) rather than by sorting: the team
 * room's field vitals take it over up to 90 days of reservoirs, millions of values. The answer
 * does not depend on the order the values are met in: it is the smallest value whose
 * cumulative weight (all the values at or under it) reaches p of the total.
 */
export function weightedPercentileInPlace(values: Float64Array, weights: Float64Array, p: number): number | null {
  const n = values.length;
  if (n === 0) return null;
  let total = 0;
  let max = -Infinity;
  for (let i = 0; i < n; i += 1) {
    total += weights[i]!;
    if (values[i]! > max) max = values[i]!;
  }
  // A relative tolerance, so weights that are fractions do not miss the rank by a rounding error.
  const target = Math.max(p * total, 0) * (1 - 1e-12);
  const swap = (a: number, b: number) => {
    const value = values[a]!;
    values[a] = values[b]!;
    values[b] = value;
    const weight = weights[a]!;
    weights[a] = weights[b]!;
    weights[b] = weight;
  };
  // Invariant: the answer lies in [lo, hi]; `below` is the weight of the values under it.
  let lo = 0;
  let hi = n - 1;
  let below = 0;
  while (lo <= hi) {
    const pivot = values[lo + ((hi - lo) >> 1)]!;
    // [lo, lt) under the pivot, [lt, gt] equal to it, (gt, hi] over it.
    let lt = lo;
    let gt = hi;
    let i = lo;
    while (i <= gt) {
      const value = values[i]!;
      if (value < pivot) swap(lt++, i++);
      else if (value > pivot) swap(i, gt--);
      else i += 1;
    }
    let under = 0;
    for (let k = lo; k < lt; k += 1) under += weights[k]!;
    if (lt > lo && below + under >= target) {
      hi = lt - 1;
      continue;
    }
    let equal = 0;
    for (let k = lt; k <= gt; k += 1) equal += weights[k]!;
    if (below + under + equal >= target) return pivot;
    below += under + equal;
    lo = gt + 1;
  }
  return max;
}

export type Band = 'good' | 'needs improvement' | 'poor';

/** Google's Core Web Vitals thresholds: good at or under the first, poor over the second. */
export const BAND_THRESHOLDS = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
} as const;

export function band(metric: keyof typeof BAND_THRESHOLDS, value: number): Band {
  const [good, poor] = BAND_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs improvement';
}
