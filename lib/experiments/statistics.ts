/**
 * The statistics of an A/B experiment, as the weekly report will print them: per variant the
 * enrolled visitors, views, leads and conversion rate; per variant against the control the
 * relative uplift with its interval and a verdict. Pure functions over counts: no site facts,
 * no storage.
 *
 * The decision rule is a fixed horizon. Before the experiment starts, the sample size each
 * variant needs is computed from the baseline conversion rate and the smallest relative change
 * worth finding (alpha 0.05 two-sided, power 0.8). Until the control and a variant both have
 * that many enrolled visitors, the verdict is 'collecting', however strong the early numbers
 * look: a test read at every weekly look with a plain 5% threshold calls a winner in A/A
 * experiments far more often than 5% of the time, and waiting for the planned size is what
 * keeps it at 5%. The verdict is meant to be read once, at the first report past the horizon,
 * and the experiment ended then (its `end` date): a verdict re-read week after week past the
 * horizon is a peek again.
 *
 * A second guard comes first: a sample ratio mismatch (enrolled counts that do not fit the
 * split, chi-square p < 0.001) means assignment or counting is broken, so no variant is called
 * better or worse and no uplift is shown.
 *
 * Variants come control first, each with its percent of the split, as lib/experiments/assignment.ts
 * cuts the buckets. With more than one variant against the control, alpha is shared among the
 * comparisons (Bonferroni), so an experiment with three challengers does not get three chances
 * at a false winner; the intervals are then wider than 95% by the same rule, and say so.
 */
import chiSquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

/** The false-positive rate of the whole experiment, two-sided: the 5%. */
export const ALPHA = 0.05;
/** The chance of calling a true change of the minimum detectable effect: the usual 80%. */
export const POWER = 0.8;
/** Below this chi-square p-value the enrolled counts are taken as not fitting the split (the 0.001): strict, because the test is run at every weekly look. */
export const SRM_P_VALUE = 0.001;
/** Cochran's rule for the chi-square approximation: every expected count at least 5, else no p-value is given and nothing is flagged. */
const SRM_MIN_EXPECTED = 5;
/** An experiment compares 2 to 4 variants, the control included. */
const MIN_VARIANTS = 2;
const MAX_VARIANTS = 4;

/** The standard normal's quantile: z such that P(Z <= z) = p. */
function z(p: number): number {
  return normalQuantile(p, 0, 1);
}

/**
 * P(X >= x) for a chi-square variable with `df` degrees of freedom: the p-value of a chi-square
 * statistic. Taken as 1 - CDF, which is exact to about 1e-16 in absolute terms: plenty next to
 * the 0.001 the sample ratio test compares it with.
 */
export function chiSquarePValue(x: number, df: number): number {
  return Math.max(0, 1 - chiSquareCdf(x, df));
}

/** Share of enrolled visitors who sent a lead; null before anyone is enrolled, since 0 of 0 is no rate. */
export function conversionRate(leads: number, enrolled: number): number | null {
  return enrolled > 0 ? leads / enrolled : null;
}

/** alpha for each variant-against-control comparison: the experiment's alpha split among them (Bonferroni). */
export function comparisonAlpha(variantCount: number, alpha = ALPHA): number {
  if (!Number.isInteger(variantCount) || variantCount < MIN_VARIANTS) throw new RangeError(`An experiment has at least ${MIN_VARIANTS} variants, not ${variantCount}`);
  return alpha / (variantCount - 1);
}

export type SampleSizePlan = {
  /** The control's expected conversion rate, leads per enrolled visitor, from 0 to 1 exclusive. */
  baselineRate: number;
  /** The smallest relative change worth finding: 0.2 is +20% (a 5% rate becoming 6%). */
  minimumDetectableEffect: number;
  /** Two-sided false-positive rate of this comparison; ALPHA unless shared among several. */
  alpha?: number;
  power?: number;
};

/**
 * Enrolled visitors each of two variants needs to detect the minimum detectable effect: the
 * standard formula for comparing two proportions with the pooled-variance z-test,
 * n = (z(1 - alpha/2) sqrt(2 pbar qbar) + z(power) sqrt(p1 q1 + p2 q2))^2 / (p2 - p1)^2,
 * pbar the mean of the two rates (what R's power.prop.test solves). Rounded up, since a
 * fraction of a visitor short is short.
 */
export function requiredSampleSize({ baselineRate, minimumDetectableEffect, alpha = ALPHA, power = POWER }: SampleSizePlan): number {
  if (!(baselineRate > 0 && baselineRate < 1)) throw new RangeError(`The baseline rate is a proportion between 0 and 1, not ${baselineRate}`);
  if (!(minimumDetectableEffect > 0)) throw new RangeError(`The minimum detectable effect is a relative change above 0, not ${minimumDetectableEffect}`);
  if (!(alpha > 0 && alpha < 1) || !(power > 0 && power < 1)) throw new RangeError(`alpha and power are probabilities between 0 and 1, not ${alpha} and ${power}`);
  const p1 = baselineRate;
  const p2 = baselineRate * (1 + minimumDetectableEffect);
  if (p2 >= 1) throw new RangeError(`A ${minimumDetectableEffect * 100}% rise on ${baselineRate} is a rate of 1 or more`);
  const pooled = (p1 + p2) / 2;
  const spread = z(1 - alpha / 2) * Math.sqrt(2 * pooled * (1 - pooled)) + z(power) * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((spread * spread) / ((p2 - p1) * (p2 - p1)));
}

export type SampleRatioTest = {
  /** Pearson's chi-square statistic of the enrolled counts against the split. */
  statistic: number;
  degreesOfFreedom: number;
  /** null when an expected count is under 5 (or nobody is enrolled): too few visitors to judge. */
  pValue: number | null;
  /** True when pValue < SRM_P_VALUE: the experiment is broken and reports no winner. */
  mismatch: boolean;
};

/** Checks a split: 2 to 4 shares, each above 0, summing to 100 percent to the hundredth (one share percent is 100 buckets). */
function assertSplit(split: readonly number[]): void {
  if (split.length < MIN_VARIANTS || split.length > MAX_VARIANTS) throw new RangeError(`An experiment has ${MIN_VARIANTS} to ${MAX_VARIANTS} variants, not ${split.length}`);
  if (split.some((share) => !Number.isFinite(share) || share <= 0)) throw new RangeError(`Each variant's share is a percent above 0, not [${split.join(', ')}]`);
  const total = Math.round(split.reduce((sum, share) => sum + share, 0) * 100);
  if (total !== 10_000) throw new RangeError(`A split adds up to 100 percent, not ${total / 100}`);
}

function assertCount(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${what} is a whole number of 0 or more, not ${value}`);
}

/**
 * Sample ratio mismatch: Pearson's chi-square goodness-of-fit test of the enrolled counts
 * against the split (percents, control first). Randomisation only ever misses the split by
 * chance; a p-value under 0.001 says the counts are off for a reason (a redirect that loses
 * visitors, a bot filter that sees one variant more, a cookie one variant fails to set), and
 * any difference in leads may come from that reason rather than from the variant.
 */
export function sampleRatioTest(enrolled: readonly number[], split: readonly number[]): SampleRatioTest {
  assertSplit(split);
  if (enrolled.length !== split.length) throw new RangeError(`${enrolled.length} enrolled counts for a split of ${split.length} variants`);
  enrolled.forEach((count) => assertCount(count, 'An enrolled count'));
  const total = enrolled.reduce((sum, count) => sum + count, 0);
  const expected = split.map((share) => (total * share) / 100);
  const statistic = total === 0 ? 0 : enrolled.reduce((sum, observed, index) => sum + (observed - expected[index]!) ** 2 / expected[index]!, 0);
  const degreesOfFreedom = split.length - 1;
  const pValue = expected.every((count) => count >= SRM_MIN_EXPECTED) ? chiSquarePValue(statistic, degreesOfFreedom) : null;
  return { statistic, degreesOfFreedom, pValue, mismatch: pValue !== null && pValue < SRM_P_VALUE };
}

/**
 * The interval of one variant's conversion rate: Wilson's score interval, which stays inside
 * 0..1 and keeps its coverage for rates near 0 and small counts (a lead rate of a few percent),
 * where the plain rate +- z x standard error does not. Null before anyone is enrolled.
 */
export function rateInterval(leads: number, enrolled: number, level = 1 - ALPHA): { low: number; high: number } | null {
  assertArm({ leads, enrolled });
  if (!(level > 0 && level < 1)) throw new RangeError(`A confidence level is between 0 and 1, not ${level}`);
  if (enrolled === 0) return null;
  const zz = z(1 - (1 - level) / 2) ** 2;
  const rate = leads / enrolled;
  const scale = 1 + zz / enrolled;
  const centre = (rate + zz / (2 * enrolled)) / scale;
  const margin = Math.sqrt((rate * (1 - rate)) / enrolled + zz / (4 * enrolled * enrolled)) / scale;
  const reach = Math.sqrt(zz) * margin;
  return { low: Math.max(0, centre - reach), high: Math.min(1, centre + reach) };
}

/** Leads among enrolled visitors of one variant. */
export type Arm = { leads: number; enrolled: number };

/** Leads are visitors who sent one, so never more than the enrolled: a binomial count, which the interval assumes. */
function assertArm(arm: Arm): void {
  assertCount(arm.enrolled, 'An enrolled count');
  assertCount(arm.leads, 'A lead count');
  if (arm.leads > arm.enrolled) throw new RangeError(`${arm.leads} leads from ${arm.enrolled} enrolled visitors: leads count visitors who sent one, at most once each`);
}

export type Uplift = {
  /** The variant's rate over the control's, minus 1: 0.12 is 12% more leads per visitor. */
  estimate: number;
  low: number;
  high: number;
  /** The interval's confidence, 0.95 for one comparison; higher when alpha is shared among several. */
  level: number;
};

/**
 * Relative uplift of `variant` over `control` with its interval: the ratio of the two rates
 * (a relative risk) and Katz's log interval, exp(ln RR +- z sqrt(1/a - 1/n1 + 1/c - 1/n2)),
 * minus 1. The log scale is used because a ratio's sampling distribution is skewed and
 * cannot go below 0, while its logarithm is close to normal. When either arm has no leads the
 * ratio or its logarithm is undefined, so 0.5 is added to every cell of the 2x2 table
 * (Haldane-Anscombe), the usual correction. Null when an arm has nobody enrolled.
 */
export function relativeUplift(control: Arm, variant: Arm, level = 1 - ALPHA): Uplift | null {
  assertArm(control);
  assertArm(variant);
  if (!(level > 0 && level < 1)) throw new RangeError(`A confidence level is between 0 and 1, not ${level}`);
  if (control.enrolled === 0 || variant.enrolled === 0) return null;
  const correction = control.leads === 0 || variant.leads === 0 ? 0.5 : 0;
  const a = variant.leads + correction;
  const n1 = variant.enrolled + 2 * correction;
  const c = control.leads + correction;
  const n2 = control.enrolled + 2 * correction;
  const logRatio = Math.log(a / n1 / (c / n2));
  const standardError = Math.sqrt(1 / a - 1 / n1 + 1 / c - 1 / n2);
  const margin = z(1 - (1 - level) / 2) * standardError;
  return { estimate: Math.exp(logRatio) - 1, low: Math.exp(logRatio - margin) - 1, high: Math.exp(logRatio + margin) - 1, level };
}

/**
 * What the report may say of a variant against the control. 'collecting' until both have the
 * planned sample size, with how many more enrolled visitors each still needs; 'sample ratio
 * mismatch' whenever the split is off, before or after; then 'better' or 'worse' when the
 * whole interval lies above or below no change, else 'no difference'.
 */
export type Verdict =
  | { kind: 'collecting'; visitorsNeeded: { control: number; variant: number } }
  | { kind: 'sample ratio mismatch' }
  | { kind: 'better' }
  | { kind: 'worse' }
  | { kind: 'no difference' };

/** The decision once the horizon is reached: the interval excludes no change, or it does not. */
export function verdictFromInterval(uplift: Pick<Uplift, 'low' | 'high'>): Verdict {
  if (uplift.low > 0) return { kind: 'better' };
  if (uplift.high < 0) return { kind: 'worse' };
  return { kind: 'no difference' };
}

/** One variant's counts: its key (as content/experiments.ts names it), its percent of the split and what it gathered. */
export type VariantCounts = {
  key: string;
  share: number;
  enrolled: number;
  views: number;
  leads: number;
};

export type ExperimentPlan = Pick<SampleSizePlan, 'baselineRate' | 'minimumDetectableEffect'>;

export type VariantResult = VariantCounts & {
  conversionRate: number | null;
  /** Against the control; null for the control itself, and while the split is off. */
  uplift: Uplift | null;
  /** Null for the control, which the others are measured against. */
  verdict: Verdict | null;
};

export type ExperimentResults = {
  /** Enrolled visitors the control and each variant need before any verdict: print it from the first week. */
  sampleSizePerVariant: number;
  /** alpha of each comparison with the control (ALPHA shared among them). */
  comparisonAlpha: number;
  power: number;
  sampleRatio: SampleRatioTest;
  /** Control first, in the order given. */
  variants: VariantResult[];
};

/**
 * The experiment's results for the report: per variant its counts and rate, and against the
 * control its uplift and verdict under the fixed horizon (see the top of this file). `variants`
 * comes control first with each share in percent, as the experiment's split.
 */
export function experimentResults(variants: readonly VariantCounts[], plan: ExperimentPlan): ExperimentResults {
  const keys = new Set(variants.map((variant) => variant.key));
  if (keys.size !== variants.length) throw new RangeError(`Variant keys are unique, not ${variants.map((variant) => variant.key).join(', ')}`);
  for (const variant of variants) {
    assertCount(variant.views, 'A view count');
    assertArm(variant);
  }
  const sampleRatio = sampleRatioTest(
    variants.map((variant) => variant.enrolled),
    variants.map((variant) => variant.share),
  );
  const alpha = comparisonAlpha(variants.length);
  const sampleSizePerVariant = requiredSampleSize({ ...plan, alpha, power: POWER });
  const control = variants[0]!;
  const results = variants.map((variant, index): VariantResult => {
    const base = { ...variant, conversionRate: conversionRate(variant.leads, variant.enrolled) };
    if (index === 0) return { ...base, uplift: null, verdict: null };
    const uplift = relativeUplift(control, variant, 1 - alpha);
    if (sampleRatio.mismatch) return { ...base, uplift: null, verdict: { kind: 'sample ratio mismatch' } };
    const visitorsNeeded = { control: Math.max(0, sampleSizePerVariant - control.enrolled), variant: Math.max(0, sampleSizePerVariant - variant.enrolled) };
    // uplift is null only for an arm with nobody enrolled, which the horizon has not reached.
    if (visitorsNeeded.control > 0 || visitorsNeeded.variant > 0 || !uplift) return { ...base, uplift, verdict: { kind: 'collecting', visitorsNeeded } };
    return { ...base, uplift, verdict: verdictFromInterval(uplift) };
  });
  return { sampleSizePerVariant, comparisonAlpha: alpha, power: POWER, sampleRatio, variants: results };
}

/**
 * Power of the pooled two-proportion z-test with n per variant, the inverse of
 * requiredSampleSize: the chance of a significant result when the rates truly are p1 and p2
 * (the far tail, under alpha/2, left out as power.prop.test does by default). For showing what
 * a smaller experiment could find.
 */
export function twoProportionPower(n: number, p1: number, p2: number, alpha = ALPHA): number {
  const pooled = (p1 + p2) / 2;
  const signal = Math.sqrt(n) * Math.abs(p2 - p1) - z(1 - alpha / 2) * Math.sqrt(2 * pooled * (1 - pooled));
  return normalCdf(signal / Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2)), 0, 1);
}
