/** @jest-environment node */
import {
  rateInterval,
  ALPHA,
  chiSquarePValue,
  comparisonAlpha,
  conversionRate,
  experimentResults,
  relativeUplift,
  requiredSampleSize,
  sampleRatioTest,
  twoProportionPower,
  verdictFromInterval,
  type ExperimentPlan,
  type VariantCounts,
} from '@/lib/experiments/statistics';
import { seededRandom } from '../fixtures/seeded-random';

/** A control and one challenger on a 50/50 split. */
function abTest(control: { enrolled: number; leads: number }, variant: { enrolled: number; leads: number }): VariantCounts[] {
  return [
    { key: 'control', share: 50, views: control.enrolled * 2, ...control },
    { key: 'challenger', share: 50, views: variant.enrolled * 2, ...variant },
  ];
}

/** Draws Binomial(trials, rate) by inverting its CDF with one uniform number, so a simulated week costs one draw, not one per visitor. */
function binomialSampler(trials: number, rate: number): (random: () => number) => number {
  const cdf: number[] = [];
  let pmf = (1 - rate) ** trials;
  let sum = 0;
  for (let k = 0; k <= trials; k += 1) {
    sum += pmf;
    cdf.push(sum);
    pmf *= ((trials - k) / (k + 1)) * (rate / (1 - rate));
  }
  return (random) => {
    const u = random() * sum;
    const k = cdf.findIndex((cumulative) => u < cumulative);
    return k === -1 ? trials : k;
  };
}

describe('published worked examples', () => {
  it("NIST/SEMATECH e-Handbook of Statistical Methods, section 1.3.6.7.4 (upper critical values of the chi-square distribution): 10.828 for 1 df, 13.816 for 2, 16.266 for 3 at 0.001", () => {
    expect(chiSquarePValue(10.828, 1)).toBeCloseTo(0.001, 6);
    expect(chiSquarePValue(13.816, 2)).toBeCloseTo(0.001, 6);
    expect(chiSquarePValue(16.266, 3)).toBeCloseTo(0.001, 6);
    // Independent checks: with 1 df chi-square is Z squared, and 3.2905 is the normal's two-sided 0.001 point
    // (NIST 1.3.6.7.1); with 2 df the upper tail is exactly exp(-x / 2).
    expect(Math.sqrt(10.828)).toBeCloseTo(3.2905, 3);
    expect(chiSquarePValue(13.816, 2)).toBeCloseTo(Math.exp(-13.816 / 2), 12);
    expect(chiSquarePValue(4.2, 2)).toBeCloseTo(Math.exp(-2.1), 12);
  });

  it("Kohavi, Tang & Xu, Trustworthy Online Controlled Experiments (2020), chapter 21 'Sample Ratio Mismatch and Other Trust-Related Guardrail Metrics', scenario 1: 821,588 vs 815,482 users on a 1:1 design, ratio 0.993, p-value 1.8E-6", () => {
    const test = sampleRatioTest([821_588, 815_482], [50, 50]);
    expect(815_482 / 821_588).toBeCloseTo(0.993, 3);
    expect(test.pValue!).toBeCloseTo(1.8e-6, 7);
    expect(test.mismatch).toBe(true);
  });

  it("R's documentation of power.prop.test (package stats, Examples): p1 = .50, p2 = .75, power = .90 gives n = 76.7 per group; n = 50 gives power = 0.740", () => {
    // A 0.75 rate is a 50% rise on 0.5; the function rounds the 76.7 visitors up.
    expect(requiredSampleSize({ baselineRate: 0.5, minimumDetectableEffect: 0.5, power: 0.9 })).toBe(77);
    expect(twoProportionPower(50, 0.5, 0.75)).toBeCloseTo(0.74, 3);
    // 76.7 itself: 76 visitors fall short of 0.90, 76.7 reach it.
    expect(twoProportionPower(76, 0.5, 0.75)).toBeLessThan(0.9);
    expect(twoProportionPower(76.7, 0.5, 0.75)).toBeCloseTo(0.9, 3);
  });

  it("at the issue's power of 0.8 the size is the smallest n whose power reaches 0.8 (checked by the inverse formula, not a published number)", () => {
    const n = requiredSampleSize({ baselineRate: 0.5, minimumDetectableEffect: 0.5 });
    expect(n).toBe(58);
    expect(twoProportionPower(n, 0.5, 0.75)).toBeGreaterThanOrEqual(0.8);
    expect(twoProportionPower(n - 1, 0.5, 0.75)).toBeLessThan(0.8);
  });

  it('Sahai & Khurshid, Statistics in Epidemiology (1996), example 3.1 (27 of 122 high-CAT vs 44 of 487 low-CAT men with CHD), as worked in the SciPy reference for scipy.stats.contingency.relative_risk: RR 2.4495, 95% CI 1.5837 to 3.7887', () => {
    const uplift = relativeUplift({ leads: 44, enrolled: 487 }, { leads: 27, enrolled: 122 })!;
    expect(uplift.estimate + 1).toBeCloseTo(2.4495156, 6);
    expect(uplift.low + 1).toBeCloseTo(1.5836991, 6);
    expect(uplift.high + 1).toBeCloseTo(3.7886786, 6);
    expect(uplift.level).toBe(0.95);
    // The same by hand: ln RR +- 1.96 x sqrt(1/27 - 1/122 + 1/44 - 1/487), 1.96 rounded as textbooks print it.
    const se = Math.sqrt(1 / 27 - 1 / 122 + 1 / 44 - 1 / 487);
    const logRatio = Math.log(27 / 122 / (44 / 487));
    expect(uplift.low + 1).toBeCloseTo(Math.exp(logRatio - 1.96 * se), 4);
    expect(uplift.high + 1).toBeCloseTo(Math.exp(logRatio + 1.96 * se), 4);
  });
});

describe('counts and rates', () => {
  it('conversion is leads per enrolled visitor, none before anyone is enrolled', () => {
    expect(conversionRate(30, 1200)).toBe(0.025);
    expect(conversionRate(0, 0)).toBeNull();
  });

  it('reports enrolled visitors, views, leads and conversion per variant, control first', () => {
    const results = experimentResults(abTest({ enrolled: 1200, leads: 30 }, { enrolled: 1180, leads: 41 }), { baselineRate: 0.025, minimumDetectableEffect: 0.3 });
    expect(results.variants.map(({ key, enrolled, views, leads, conversionRate }) => ({ key, enrolled, views, leads, conversionRate }))).toEqual([
      { key: 'control', enrolled: 1200, views: 2400, leads: 30, conversionRate: 0.025 },
      { key: 'challenger', enrolled: 1180, views: 2360, leads: 41, conversionRate: 41 / 1180 },
    ]);
    expect(results.variants[0]!.verdict).toBeNull();
    expect(results.variants[0]!.uplift).toBeNull();
    expect(results.variants[1]!.uplift!.estimate).toBeCloseTo(41 / 1180 / 0.025 - 1, 12);
  });

  it('with no leads in one variant the interval still exists (0.5 added to each cell), and with nobody enrolled there is none', () => {
    const none = relativeUplift({ leads: 12, enrolled: 400 }, { leads: 0, enrolled: 400 })!;
    expect(none.estimate).toBeCloseTo(0.5 / 401 / (12.5 / 401) - 1, 12);
    expect(none.high).toBeLessThan(0);
    expect(Number.isFinite(none.low)).toBe(true);
    expect(relativeUplift({ leads: 0, enrolled: 0 }, { leads: 3, enrolled: 40 })).toBeNull();
  });
});

describe('guard 2: sample ratio mismatch', () => {
  it('flags 5,300 vs 4,700 on a 50/50 split (chi-square 36), not 5,030 vs 4,970 (0.36)', () => {
    const skewed = sampleRatioTest([5300, 4700], [50, 50]);
    expect(skewed.statistic).toBeCloseTo(36, 10);
    expect(skewed.degreesOfFreedom).toBe(1);
    expect(skewed.pValue!).toBeLessThan(1e-8);
    expect(skewed.mismatch).toBe(true);
    const balanced = sampleRatioTest([5030, 4970], [50, 50]);
    expect(balanced.statistic).toBeCloseTo(0.36, 10);
    expect(balanced.pValue!).toBeCloseTo(0.5485, 4);
    expect(balanced.mismatch).toBe(false);
  });

  it('draws the line at p = 0.001: 5,165 vs 4,835 (chi-square 10.89) is flagged, 5,164 vs 4,836 (10.76) is not', () => {
    expect(sampleRatioTest([5165, 4835], [50, 50]).mismatch).toBe(true);
    expect(sampleRatioTest([5164, 4836], [50, 50]).mismatch).toBe(false);
  });

  it('tests against uneven splits and up to four variants', () => {
    expect(sampleRatioTest([5000, 2500, 2500], [50, 25, 25]).statistic).toBe(0);
    const offThree = sampleRatioTest([5100, 2400, 2500], [50, 25, 25]);
    // (100^2 / 5000) + (100^2 / 2500) + 0 = 6, on 2 df: p = exp(-3).
    expect(offThree.statistic).toBeCloseTo(6, 10);
    expect(offThree.pValue!).toBeCloseTo(Math.exp(-3), 10);
    expect(offThree.mismatch).toBe(false);
    expect(sampleRatioTest([8000, 2000], [80, 20]).mismatch).toBe(false);
    expect(sampleRatioTest([5000, 5000], [80, 20]).mismatch).toBe(true);
    expect(sampleRatioTest([2600, 2500, 2500, 2400], [25, 25, 25, 25]).degreesOfFreedom).toBe(3);
    expect(sampleRatioTest([3334, 3333, 3333], [33.34, 33.33, 33.33]).mismatch).toBe(false);
  });

  it('does not judge while an expected count is under 5', () => {
    expect(sampleRatioTest([0, 0], [50, 50])).toMatchObject({ pValue: null, mismatch: false });
    expect(sampleRatioTest([9, 0], [50, 50])).toMatchObject({ pValue: null, mismatch: false });
  });

  it('a mismatch reports no winner and no uplift, before the horizon and after it', () => {
    const plan = { baselineRate: 0.05, minimumDetectableEffect: 0.2 };
    const late = experimentResults(abTest({ enrolled: 20_000, leads: 1000 }, { enrolled: 17_000, leads: 1400 }), plan);
    expect(late.sampleRatio.mismatch).toBe(true);
    expect(late.variants[1]).toMatchObject({ verdict: { kind: 'sample ratio mismatch' }, uplift: null, conversionRate: 1400 / 17_000 });
    const early = experimentResults(abTest({ enrolled: 530, leads: 20 }, { enrolled: 470, leads: 30 }), plan);
    expect(early.sampleRatio.mismatch).toBe(false); // 530 vs 470 is chance at this size (chi-square 3.6)
    expect(experimentResults(abTest({ enrolled: 5300, leads: 200 }, { enrolled: 4700, leads: 300 }), plan).variants[1]!.verdict).toEqual({ kind: 'sample ratio mismatch' });
  });

  it('refuses a split that is not 2 to 4 shares summing to 100, and counts that cannot be', () => {
    expect(() => sampleRatioTest([10, 10], [50, 40])).toThrow(RangeError);
    expect(() => sampleRatioTest([10], [100])).toThrow(RangeError);
    expect(() => sampleRatioTest([1, 1, 1, 1, 1], [20, 20, 20, 20, 20])).toThrow(RangeError);
    expect(() => sampleRatioTest([10, 10], [100, 0])).toThrow(RangeError);
    expect(() => sampleRatioTest([10, 10, 10], [50, 50])).toThrow(RangeError);
    expect(() => sampleRatioTest([10.5, 10], [50, 50])).toThrow(RangeError);
    expect(() => relativeUplift({ leads: 11, enrolled: 10 }, { leads: 1, enrolled: 10 })).toThrow(/at most once each/);
    const plan = { baselineRate: 0.05, minimumDetectableEffect: 0.2 };
    expect(() => experimentResults([...abTest({ enrolled: 10, leads: 1 }, { enrolled: 10, leads: 1 }).slice(0, 1), { key: 'control', share: 50, enrolled: 10, views: 10, leads: 1 }], plan)).toThrow(/unique/);
    expect(() => experimentResults(abTest({ enrolled: 10, leads: 1 }, { enrolled: 10, leads: -1 }), plan)).toThrow(RangeError);
  });
});

describe('guard 1: a fixed horizon, no verdict before it', () => {
  const plan: ExperimentPlan = { baselineRate: 0.05, minimumDetectableEffect: 0.2 };

  it('computes the size up front from the baseline rate and the minimum detectable effect, and prints it from the first week', () => {
    const n = requiredSampleSize(plan);
    expect(n).toBe(8158);
    expect(twoProportionPower(n, 0.05, 0.06)).toBeGreaterThanOrEqual(0.8);
    expect(experimentResults(abTest({ enrolled: 0, leads: 0 }, { enrolled: 0, leads: 0 }), plan)).toMatchObject({
      sampleSizePerVariant: n,
      comparisonAlpha: ALPHA,
      power: 0.8,
      variants: [{ verdict: null }, { verdict: { kind: 'collecting', visitorsNeeded: { control: n, variant: n } }, uplift: null }],
    });
    // A smaller effect or a rarer lead needs more visitors.
    expect(requiredSampleSize({ baselineRate: 0.05, minimumDetectableEffect: 0.1 })).toBeGreaterThan(3.5 * n);
    expect(requiredSampleSize({ baselineRate: 0.025, minimumDetectableEffect: 0.2 })).toBeGreaterThan(2 * n);
  });

  it('says collecting, with the visitors still needed, even when early data look strong', () => {
    // 9% against 4% after a thousand visitors each: the interval is far above 0, yet the horizon is 8,158.
    const results = experimentResults(abTest({ enrolled: 1000, leads: 40 }, { enrolled: 1000, leads: 90 }), plan);
    const challenger = results.variants[1]!;
    expect(challenger.uplift!.low).toBeGreaterThan(0.5);
    expect(challenger.verdict).toEqual({ kind: 'collecting', visitorsNeeded: { control: 7158, variant: 7158 } });
    // One visitor short in one variant is still short.
    expect(experimentResults(abTest({ enrolled: 8158, leads: 330 }, { enrolled: 8157, leads: 700 }), plan).variants[1]!.verdict).toEqual({
      kind: 'collecting',
      visitorsNeeded: { control: 0, variant: 1 },
    });
  });

  it('calls a clear, large effect better once both have the planned size, a clear fall worse, and the rest no difference', () => {
    const better = experimentResults(abTest({ enrolled: 8200, leads: 410 }, { enrolled: 8180, leads: 560 }), plan).variants[1]!;
    expect(better.verdict).toEqual({ kind: 'better' });
    expect(better.uplift!.estimate).toBeCloseTo(560 / 8180 / (410 / 8200) - 1, 12);
    expect(better.uplift!.low).toBeGreaterThan(0);
    expect(experimentResults(abTest({ enrolled: 8200, leads: 410 }, { enrolled: 8180, leads: 300 }), plan).variants[1]!.verdict).toEqual({ kind: 'worse' });
    const same = experimentResults(abTest({ enrolled: 8200, leads: 410 }, { enrolled: 8180, leads: 425 }), plan).variants[1]!;
    expect(same.verdict).toEqual({ kind: 'no difference' });
    expect(same.uplift!.low).toBeLessThan(0);
    expect(same.uplift!.high).toBeGreaterThan(0);
  });

  it('decides by the interval alone: better above no change, worse below, no difference across it', () => {
    expect(verdictFromInterval({ low: 0.01, high: 0.3 })).toEqual({ kind: 'better' });
    expect(verdictFromInterval({ low: -0.3, high: -0.01 })).toEqual({ kind: 'worse' });
    expect(verdictFromInterval({ low: 0, high: 0.3 })).toEqual({ kind: 'no difference' });
  });

  it('shares alpha among several challengers (Bonferroni): more visitors each, wider intervals, and says which', () => {
    expect(comparisonAlpha(2)).toBe(0.05);
    expect(comparisonAlpha(4)).toBeCloseTo(0.05 / 3, 15);
    const three: VariantCounts[] = [
      { key: 'control', share: 34, enrolled: 12_000, views: 20_000, leads: 600 },
      { key: 'shorter-hero', share: 33, enrolled: 11_700, views: 19_000, leads: 760 },
      { key: 'sections-first', share: 33, enrolled: 11_650, views: 19_200, leads: 590 },
    ];
    const results = experimentResults(three, plan);
    expect(results.comparisonAlpha).toBe(0.025);
    expect(results.sampleSizePerVariant).toBe(requiredSampleSize({ ...plan, alpha: 0.025 }));
    expect(results.sampleSizePerVariant).toBeGreaterThan(requiredSampleSize(plan));
    expect(results.sampleRatio.mismatch).toBe(false);
    expect(results.variants[1]).toMatchObject({ verdict: { kind: 'better' }, uplift: { level: 0.975 } });
    expect(results.variants[2]).toMatchObject({ verdict: { kind: 'no difference' }, uplift: { level: 0.975 } });
  });

  it('refuses a plan that cannot be sized', () => {
    expect(() => requiredSampleSize({ baselineRate: 0, minimumDetectableEffect: 0.2 })).toThrow(RangeError);
    expect(() => requiredSampleSize({ baselineRate: 0.05, minimumDetectableEffect: 0 })).toThrow(RangeError);
    expect(() => requiredSampleSize({ baselineRate: 0.6, minimumDetectableEffect: 1 })).toThrow(RangeError);
    expect(() => comparisonAlpha(1)).toThrow(RangeError);
  });

  describe('simulated experiments read every week (seeded, 2,000 each)', () => {
    // Baseline 10%, looking for +30%: 1,774 visitors per variant, reached in week 9 at 200 a week each.
    const simulated: ExperimentPlan = { baselineRate: 0.1, minimumDetectableEffect: 0.3 };
    const WEEKLY = 200;
    const RUNS = 2000;

    /** Runs one experiment week by week; returns the first verdict that is not 'collecting', and whether a naive reader would have called it at any week. */
    function run(random: () => number, controlWeek: (random: () => number) => number, challengerWeek: (random: () => number) => number): { verdict: string; naiveCall: boolean } {
      const control = { enrolled: 0, leads: 0 };
      const challenger = { enrolled: 0, leads: 0 };
      let naiveCall = false;
      for (;;) {
        control.enrolled += WEEKLY;
        control.leads += controlWeek(random);
        challenger.enrolled += WEEKLY;
        challenger.leads += challengerWeek(random);
        const result = experimentResults(abTest(control, challenger), simulated).variants[1]!;
        // The naive reader stops at the first weekly 95% interval that leaves out no change.
        if (result.uplift && (result.uplift.low > 0 || result.uplift.high < 0)) naiveCall = true;
        if (result.verdict!.kind !== 'collecting') return { verdict: result.verdict!.kind, naiveCall };
      }
    }

    it('the weekly draws have the binomial mean and variance (200 x 0.1 = 20, 200 x 0.1 x 0.9 = 18)', () => {
      const random = seededRandom(1);
      const week = binomialSampler(WEEKLY, simulated.baselineRate);
      const draws = Array.from({ length: 20_000 }, () => week(random));
      const mean = draws.reduce((sum, draw) => sum + draw, 0) / draws.length;
      const variance = draws.reduce((sum, draw) => sum + (draw - mean) ** 2, 0) / (draws.length - 1);
      expect(mean).toBeCloseTo(20, 0);
      expect(Math.abs(variance - 18)).toBeLessThan(0.8);
    });

    it('with no true difference the rule calls a winner or loser about 5% of the time; reading each week without it, far more often', () => {
      expect(requiredSampleSize(simulated)).toBe(1774);
      const random = seededRandom(39);
      const week = binomialSampler(WEEKLY, simulated.baselineRate);
      const runs = Array.from({ length: RUNS }, () => run(random, week, week));
      const falseCalls = runs.filter((outcome) => outcome.verdict !== 'no difference').length / RUNS;
      const naiveFalseCalls = runs.filter((outcome) => outcome.naiveCall).length / RUNS;
      expect(falseCalls).toBeGreaterThan(0.035);
      expect(falseCalls).toBeLessThan(0.065);
      expect(naiveFalseCalls).toBeGreaterThan(0.12);
    });

    it('with the minimum detectable effect true it says better about 80% of the time', () => {
      const random = seededRandom(2021);
      const controlWeek = binomialSampler(WEEKLY, simulated.baselineRate);
      const challengerWeek = binomialSampler(WEEKLY, simulated.baselineRate * 1.3);
      const runs = Array.from({ length: RUNS }, () => run(random, controlWeek, challengerWeek));
      const better = runs.filter((outcome) => outcome.verdict === 'better').length / RUNS;
      expect(better).toBeGreaterThan(0.76);
      expect(better).toBeLessThan(0.86);
      expect(runs.some((outcome) => outcome.verdict === 'worse')).toBe(false);
    });
  });
});

describe('rateInterval (Wilson score)', () => {
  it('matches the published Wilson intervals (R binom.confint(method = "wilson"))', () => {
    const some = rateInterval(30, 1000)!;
    expect(some.low).toBeCloseTo(0.02109, 5);
    expect(some.high).toBeCloseTo(0.0425, 4);
    // No leads: the interval starts at 0 and still has a width, unlike rate +- z x SE.
    const none = rateInterval(0, 100)!;
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.03699, 5);
    const all = rateInterval(10, 10)!;
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(0.7225, 4);
  });

  it('has no interval before anyone is enrolled, and refuses counts that are not a proportion', () => {
    expect(rateInterval(0, 0)).toBeNull();
    expect(() => rateInterval(5, 4)).toThrow(RangeError);
  });
});
