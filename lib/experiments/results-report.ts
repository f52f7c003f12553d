import type { LeadRecord } from '@/lib/leads/store';
import type { ExperimentCounts } from '@/lib/insights/aggregate';
import { ATTRIBUTION_PARAMS } from '@/lib/visit/attribution-params';
import { isRunning } from './eligibility';
import { experimentResults, type ExperimentResults, type Verdict } from './statistics';

/**
 * The experiments' results for `npm run insights`, the weekly digest and `npm run experiments`:
 * per experiment and variant the enrolled visitors and views (the insights store's experiment
 * counters, lib/insights/aggregate.ts), the leads sent from its pages (their attr_experiment and
 * attr_variant), and the statistics of ./statistics.ts, verdict included. Knows no experiment
 * itself: the list is passed in (content/experiments.ts has the shape).
 */

/**
 * What each metric counts among the leads sent from an experiment's pages (their attr_experiment
 * and attr_variant), and what the report calls that count. content/experiments.ts describes each
 * metric to the people who write experiments, for these same keys.
 */
export const metricCounts = {
  'lead-conversion': { label: 'Leads', counts: () => true },
  // A demo request whose visitor went on to book (the booking recorded on the lead; a cancelled one does not count).
  'demo-booked': { label: 'Demos booked', counts: (lead: LeadRecord) => lead.form === 'demo' && lead.booking?.state === 'booked' },
} as const satisfies Record<string, { label: string; counts: (lead: LeadRecord) => boolean }>;

export type MetricKey = keyof typeof metricCounts;

/** What this report needs of an experiment (content/experiments.ts's Experiment has it). */
export type ExperimentPlanEntry = {
  key: string;
  /** What it is judged by; lead-conversion when absent. */
  metric?: MetricKey;
  variants: readonly { key: string }[];
  split: Readonly<Record<string, number>>;
  start: string;
  end: string;
  baselineRate: number;
  minimumDetectableEffect: number;
};

export type ExperimentState = 'scheduled' | 'running' | 'ended';

/** Experiments ended longer ago than this drop out of the report (their counters are kept a while longer). */
export const REPORT_ENDED_DAYS = 90;
const DAY_MS = 86_400_000;

export function experimentState(entry: Pick<ExperimentPlanEntry, 'start' | 'end'>, now: Date): ExperimentState {
  if (isRunning(now, entry.start, entry.end)) return 'running';
  return now.getTime() < Date.parse(`${entry.start}T00:00:00Z`) ? 'scheduled' : 'ended';
}

/** Days since the end date's last moment (UTC); negative while it has not ended. */
const daysSinceEnd = (entry: Pick<ExperimentPlanEntry, 'end'>, now: Date) => (now.getTime() - (Date.parse(`${entry.end}T00:00:00Z`) + DAY_MS)) / DAY_MS;

export type ExperimentReportEntry = {
  key: string;
  metric: MetricKey;
  start: string;
  end: string;
  state: ExperimentState;
  results: ExperimentResults;
};

/** Leads per `experiment|variant` (the aggregate's key) that `metric` counts, spam left out. */
export function leadsByVariant(leads: readonly LeadRecord[], metric: MetricKey = 'lead-conversion'): Map<string, number> {
  const counts = new Map<string, number>();
  const counted = metricCounts[metric].counts;
  for (const lead of leads) {
    if (lead.spam || !counted(lead)) continue;
    const experiment = lead.template_params[ATTRIBUTION_PARAMS.experiment];
    const variant = lead.template_params[ATTRIBUTION_PARAMS.variant];
    if (typeof experiment !== 'string' || typeof variant !== 'string') continue;
    const key = `${experiment}|${variant}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Enrolled, views and leads per variant of one experiment, control first, as experimentResults takes them. */
function countsOf(entry: ExperimentPlanEntry, exposure: Readonly<Record<string, ExperimentCounts>>, leads: ReadonlyMap<string, number>) {
  return entry.variants.map((variant) => {
    const key = `${entry.key}|${variant.key}`;
    const seen = exposure[key] ?? { views: 0, enrolled: 0 };
    // The statistics take a proportion: leads at most enrolled. More leads than enrolled visitors
    // (one visitor sending several, or enrolled views lost to a store outage) are capped, which
    // understates that arm; the report shows the capped figure.
    const enrolled = Math.min(seen.enrolled, seen.views);
    return { key: variant.key, share: entry.split[variant.key] ?? 0, enrolled, views: seen.views, leads: Math.min(leads.get(key) ?? 0, enrolled) };
  });
}

/** The running experiments and those ended within REPORT_ENDED_DAYS, with their results. */
export function buildExperimentReport(
  entries: readonly ExperimentPlanEntry[],
  exposure: Readonly<Record<string, ExperimentCounts>>,
  leads: readonly LeadRecord[],
  now: Date,
): ExperimentReportEntry[] {
  const byMetric = new Map<MetricKey, Map<string, number>>();
  const countedBy = (metric: MetricKey) => byMetric.get(metric) ?? byMetric.set(metric, leadsByVariant(leads, metric)).get(metric)!;
  return entries
    .map((entry) => ({ entry, state: experimentState(entry, now) }))
    .filter(({ entry, state }) => state === 'running' || (state === 'ended' && daysSinceEnd(entry, now) <= REPORT_ENDED_DAYS))
    .map(({ entry, state }) => ({
      key: entry.key,
      metric: entry.metric ?? 'lead-conversion',
      start: entry.start,
      end: entry.end,
      state,
      results: experimentResults(countsOf(entry, exposure, countedBy(entry.metric ?? 'lead-conversion')), entry),
    }));
}

/** Every experiment with its state and enrolled visitors per variant: `npm run experiments`. */
export function experimentListText(entries: readonly ExperimentPlanEntry[], exposure: Readonly<Record<string, ExperimentCounts>>, now: Date): string {
  if (entries.length === 0) return 'No experiments.';
  const rows = entries.map((entry) => {
    const enrolled = entry.variants.map((variant) => `${variant.key} ${exposure[`${entry.key}|${variant.key}`]?.enrolled ?? 0}`).join(', ');
    return [entry.key, experimentState(entry, now), `${entry.start} to ${entry.end}`, enrolled];
  });
  return [`${entries.length} experiment${entries.length === 1 ? '' : 's'} (dates inclusive, UTC)`, '', table(['Experiment', 'State', 'Dates', 'Enrolled visitors per variant'], rows)].join('\n');
}

const percent = (value: number | null, digits = 1) => (value === null ? '-' : `${(value * 100).toFixed(digits)}%`);
const signed = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;
const count = (value: number) => value.toLocaleString('en-US');

/** A p-value as the report prints it: "p = 0.412", or "p < 0.001" below what three decimals show. */
export const pValueText = (p: number) => (p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`);

/** A variant's verdict in the words of the report (`npm run insights`, the team room's Experiments page). */
export function verdictText(verdict: Verdict | null): string {
  if (!verdict) return 'control';
  switch (verdict.kind) {
    case 'collecting':
      return `collecting: ${count(verdict.visitorsNeeded.variant)} more in this variant, ${count(verdict.visitorsNeeded.control)} more in the control`;
    case 'sample ratio mismatch':
      return 'sample ratio mismatch: the split is off, no verdict (check the assignment)';
    case 'better':
      return 'better than the control';
    case 'worse':
      return 'worse than the control';
    case 'no difference':
      return 'no difference found';
  }
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 || column === cells.length - 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The experiments section of the insights report and the digest. */
export function experimentReportText(report: readonly ExperimentReportEntry[]): string {
  const parts = ['Experiments (running, or ended in the last 90 days)'];
  if (report.length === 0) return [...parts, 'None.'].join('\n');
  for (const { key, metric, start, end, state, results } of report) {
    parts.push(
      '',
      `${key}: ${state}, ${start} to ${end}`,
      `  Needs ${count(results.sampleSizePerVariant)} enrolled visitors per variant (power ${percent(results.power, 0)}, alpha ${results.comparisonAlpha.toFixed(3)} per comparison); split check ${results.sampleRatio.pValue === null ? 'waits for more visitors' : pValueText(results.sampleRatio.pValue)}${results.sampleRatio.mismatch ? ' (MISMATCH)' : ''}`,
      table(
        ['Variant', 'Enrolled', 'Views', metricCounts[metric].label, 'Conversion', 'Uplift vs control', 'Verdict'],
        results.variants.map((variant) => [
          variant.key,
          count(variant.enrolled),
          count(variant.views),
          count(variant.leads),
          percent(variant.conversionRate, 2),
          variant.uplift ? `${signed(variant.uplift.estimate)} (${signed(variant.uplift.low)} to ${signed(variant.uplift.high)})` : '-',
          verdictText(variant.verdict),
        ]),
      ),
    );
  }
  return parts.join('\n');
}
