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
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, sample) => sum + sample.weight, 0);
  // A relative tolerance, so weights that are fractions do not miss the rank by a rounding error.
  const target = Math.max(p * total, 0) * (1 - 1e-12);
  let cumulative = 0;
  for (const sample of sorted) {
    cumulative += sample.weight;
    if (cumulative >= target) return sample.value;
  }
  return sorted[sorted.length - 1]!.value;
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
