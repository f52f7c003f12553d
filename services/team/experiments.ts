/**
 * The figures of /team/experiments (issue 56): the experiments report of `npm run insights`
 * (lib/experiments/results-report.ts over the deployment's list, services/experiment-report.ts's
 * exposure), as the tables the page draws and its CSV carries. Rates and differences are
 * rounded as that report prints them, so the page and the command read the same.
 */
import { deployedExperiments } from '@/content/experiments-file';
import { experimentsWords as words } from '@/content/team-charts';
import type { ExperimentCounts } from '@/lib/insights/aggregate';
import { insightsStore } from '@/lib/insights';
import { leadStore } from '@/lib/leads';
import type { LeadRecord } from '@/lib/leads/store';
import type { ChartTable } from '@/lib/charts/table';
import { buildExperimentReport, experimentState, metricCounts, pValueText, verdictText, type ExperimentPlanEntry, type ExperimentState } from '@/lib/experiments/results-report';
import { rateInterval } from '@/lib/experiments/statistics';
import { experimentExposure } from '@/services/experiment-report';

export type ExperimentFigures = {
  key: string;
  state: ExperimentState;
  start: string;
  end: string;
  metricLabel: string;
  /** The split check: mismatch is the warning; pText its p-value as the report prints it ("p = 0.412"), null while it waits. */
  splitCheck: { mismatch: boolean; pText: string | null };
  neededPerVariant: number;
  power: number;
  comparisonAlpha: number;
  /** The confidence of every interval shown: 1 - the comparison's alpha. */
  level: number;
  /** The control's rate in percent, the rates chart's reference; null before anyone is enrolled. */
  controlRate: number | null;
  tables: { rates: ChartTable; difference: ChartTable | null; progress: ChartTable };
};

export type ExperimentsFigures = { experiments: ExperimentFigures[]; scheduled: ChartTable };

/** A share (0.0396) as the report's percent (3.96 with two decimals, 32.0 with one). */
const percentOf = (share: number | null, digits: number) => (share === null ? null : Number((share * 100).toFixed(digits)));

/**
 * The page's figures: per experiment running or ended in the last 90 days (the report's
 * selection) its tables, and the scheduled ones as `npm run experiments` lists them.
 */
export function experimentsFigures(entries: readonly ExperimentPlanEntry[], exposure: Readonly<Record<string, ExperimentCounts>>, leads: readonly LeadRecord[], now: Date): ExperimentsFigures {
  const experiments = buildExperimentReport(entries, exposure, leads, now).map(({ key, metric, start, end, state, results }): ExperimentFigures => {
    const level = 1 - results.comparisonAlpha;
    const [control] = results.variants;
    const rates: ChartTable = {
      columns: Object.entries(words.rates.columns).map(([column, label]) => ({ key: column, label, numeric: column !== 'variant' })),
      rows: results.variants.map((variant) => {
        const interval = rateInterval(variant.leads, variant.enrolled, level);
        return {
          variant: variant.key,
          share: variant.share,
          enrolled: variant.enrolled,
          views: variant.views,
          leads: variant.leads,
          rate: percentOf(variant.conversionRate, 2),
          low: percentOf(interval?.low ?? null, 2),
          high: percentOf(interval?.high ?? null, 2),
        };
      }),
    };
    const difference: ChartTable | null = results.sampleRatio.mismatch
      ? null
      : {
          columns: Object.entries(words.difference.columns).map(([column, label]) => ({ key: column, label, numeric: column !== 'variant' && column !== 'verdict' })),
          rows: results.variants.slice(1).map((variant) => ({
            variant: variant.key,
            uplift: percentOf(variant.uplift?.estimate ?? null, 1),
            low: percentOf(variant.uplift?.low ?? null, 1),
            high: percentOf(variant.uplift?.high ?? null, 1),
            verdict: verdictText(variant.verdict),
          })),
        };
    const progress: ChartTable = {
      columns: Object.entries(words.progress.columns).map(([column, label]) => ({ key: column, label, numeric: column !== 'variant' })),
      rows: results.variants.map((variant) => ({
        variant: variant.key,
        enrolled: variant.enrolled,
        planned: results.sampleSizePerVariant,
        progress: Number(((variant.enrolled / results.sampleSizePerVariant) * 100).toFixed(1)),
      })),
    };
    return {
      key,
      state,
      start,
      end,
      metricLabel: metricCounts[metric].label,
      splitCheck: { mismatch: results.sampleRatio.mismatch, pText: results.sampleRatio.pValue === null ? null : pValueText(results.sampleRatio.pValue) },
      neededPerVariant: results.sampleSizePerVariant,
      power: results.power,
      comparisonAlpha: results.comparisonAlpha,
      level,
      controlRate: percentOf(control?.conversionRate ?? null, 2),
      tables: { rates, difference, progress },
    };
  });
  const scheduled: ChartTable = {
    columns: Object.entries(words.scheduled.columns).map(([column, label]) => ({ key: column, label })),
    rows: entries
      .filter((entry) => experimentState(entry, now) === 'scheduled')
      .map((entry) => ({ key: entry.key, dates: `${entry.start} to ${entry.end}`, variants: entry.variants.map((variant) => `${variant.key} ${entry.split[variant.key] ?? 0}%`).join(', ') })),
  };
  return { experiments, scheduled };
}

/** The page's figures from the deployment's experiments, the insights store and the lead store. */
export async function experimentsPage(now = new Date()): Promise<ExperimentsFigures> {
  const [exposure, stored] = await Promise.all([experimentExposure(insightsStore(), now), leadStore().list({ spam: false })]);
  return experimentsFigures(
    deployedExperiments(),
    exposure,
    stored.map((entry) => entry.lead),
    now,
  );
}

export type ExperimentTableId = keyof ExperimentFigures['tables'];
const EXPERIMENT_TABLES: readonly ExperimentTableId[] = ['rates', 'difference', 'progress'];

/** Where a table of the page is downloaded: the experiment's key and the table's name ("scheduled" has no experiment). */
export function experimentsCsvHref(table: ExperimentTableId | 'scheduled', experiment?: string): string {
  return `/team/experiments/csv?${new URLSearchParams({ ...(experiment ? { experiment } : {}), table })}`;
}

/** GET /team/experiments/csv: the named table, as the page shows it now. */
export async function experimentsCsv(search: URLSearchParams): Promise<{ table: ChartTable; filename: string } | null> {
  const figures = await experimentsPage();
  const id = search.get('table') ?? '';
  if (id === 'scheduled') return { table: figures.scheduled, filename: words.csvName('scheduled', 'list') };
  const experiment = figures.experiments.find((entry) => entry.key === search.get('experiment'));
  const table = experiment && (EXPERIMENT_TABLES as readonly string[]).includes(id) ? experiment.tables[id as ExperimentTableId] : null;
  return experiment && table ? { table, filename: words.csvName(experiment.key, id) } : null;
}
