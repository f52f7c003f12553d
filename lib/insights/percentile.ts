/**
 * Percentiles over a day's stored samples. Each route/viewport/metric/day keeps at most
 * MAX_SAMPLES values (the first ones of the day), so the 75th percentile is exact over
 * what is kept and the store stays bounded.
 */
export const MAX_SAMPLES = 500;

/** Nearest-rank percentile (the value at rank ceil(p * n)), null for no samples. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1] ?? null;
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
