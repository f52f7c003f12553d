/**
 * The figures of /team/vitals (issue 56): the field Web Vitals' p75 per route and device class
 * over a period, and per day for one route, as the tables the page draws and its CSV carries.
 * The p75 is the insights report's own (lib/insights/report.ts vitalsP75: weighted by traffic),
 * the bands lib/insights/percentile.ts's, so the page and `npm run insights` cannot disagree.
 */
import { dayOf, type DayAggregate } from '@/lib/insights/aggregate';
import { insightsStore } from '@/lib/insights';
import { BAND_THRESHOLDS, band, type Band } from '@/lib/insights/percentile';
import { REPORTED_VITALS, vitalsP75, type ReportedVital } from '@/lib/insights/report';
import type { ChartTable } from '@/lib/charts/table';
import { VIEWPORT_CLASSES } from '@/lib/visit/viewport-class';
import { PRESET_DAYS } from './overview';
import { readVitalsDays } from './vitals-days';
import { vitalsWords as words } from '@/content/team-charts';

/** The room's periods, as the overview offers them. */
export const VITALS_PERIODS = PRESET_DAYS;
export type VitalsPeriod = (typeof VITALS_PERIODS)[number];
/** The bar charts show this many routes, worst first; the ranking table has them all. */
export const ROUTES_CHARTED = 10;
const DAY_MS = 86_400_000;

export type VitalsQuery = { days: VitalsPeriod; route: string | null };

/** The page's query (?days=28&route=/pricing): an unknown period reads as 28 days, a route as given (checked against the measured ones later). */
export function parseVitalsQuery(search: Record<string, string | string[] | undefined>): VitalsQuery {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const days = VITALS_PERIODS.find((period) => String(period) === first(search.days)) ?? 28;
  const route = first(search.route)?.slice(0, 200) || null;
  return { days, route };
}

/** A p75 as `npm run insights` prints it: whole milliseconds, CLS to three decimals. */
export function vitalFigure(metric: ReportedVital, p75: number): number {
  return metric === 'CLS' ? Math.round(p75 * 1000) / 1000 : Math.round(p75);
}

export type RankedRoute = { route: string; worst: ReportedVital; ratio: number; p75: Partial<Record<ReportedVital, { value: number; band: Band; seen: number }>> };

export type VitalsFigures = {
  days: VitalsPeriod;
  from: string;
  to: string;
  /** Every route with values, worst first. */
  ranked: RankedRoute[];
  /** The route drawn over time: the asked one when it has values, else the worst. */
  route: string | null;
  tables: {
    ranking: ChartTable;
    byDevice: Record<ReportedVital, ChartTable>;
    overTime: Record<ReportedVital, ChartTable>;
  };
};

const DEVICE_COLUMNS = (['all', ...VIEWPORT_CLASSES] as const).map((key) => ({ key, label: words.devices[key], numeric: true }));

/** How far past "good" a p75 is: 1 at the limit. */
const overGood = (metric: ReportedVital, p75: number) => p75 / BAND_THRESHOLDS[metric][0];

/**
 * The figures from `days` (newest first, one per UTC day ending with `now`'s, as readDays
 * returns them). Routes are ranked by their worst metric: its p75 over its good limit, highest
 * first (all devices together), ties by name.
 */
export function vitalsFigures(days: readonly DayAggregate[], query: VitalsQuery, now: Date): VitalsFigures {
  // One pass over the period: per route and metric (all devices), and per route, device and metric.
  const period = vitalsP75(days, (route, viewport, metric) => [`${route}|${metric}`, `${route}|${viewport}|${metric}`]);
  const overall = [...period].filter(([key]) => key.split('|').length === 2);

  const byRoute = new Map<string, RankedRoute>();
  for (const [key, { p75, seen }] of overall) {
    const [route, metric] = key.split('|') as [string, ReportedVital];
    const entry = byRoute.get(route) ?? { route, worst: metric, ratio: -1, p75: {} };
    entry.p75[metric] = { value: vitalFigure(metric, p75), band: band(metric, p75), seen };
    const ratio = overGood(metric, p75);
    if (ratio > entry.ratio) Object.assign(entry, { worst: metric, ratio });
    byRoute.set(route, entry);
  }
  const ranked = [...byRoute.values()].sort((a, b) => b.ratio - a.ratio || a.route.localeCompare(b.route));
  const route = ranked.find((entry) => entry.route === query.route)?.route ?? ranked[0]?.route ?? null;

  const ranking: ChartTable = {
    columns: [
      { key: 'route', label: words.ranking.columns.route },
      { key: 'worst', label: words.ranking.columns.worst },
      { key: 'ratio', label: words.ranking.columns.ratio, numeric: true },
      ...REPORTED_VITALS.flatMap((metric) => [
        { key: metric, label: words.ranking.columns[metric], numeric: true },
        { key: `${metric}-band`, label: words.ranking.columns.band(metric) },
      ]),
      { key: 'samples', label: words.ranking.columns.samples, numeric: true },
    ],
    rows: ranked.map((entry) => ({
      route: entry.route,
      worst: entry.worst,
      ratio: Math.round(entry.ratio * 100) / 100,
      ...Object.fromEntries(REPORTED_VITALS.flatMap((metric) => [[metric, entry.p75[metric]?.value ?? null], [`${metric}-band`, entry.p75[metric] ? words.bands[entry.p75[metric].band] : null]])),
      samples: REPORTED_VITALS.reduce((sum, metric) => sum + (entry.p75[metric]?.seen ?? 0), 0),
    })),
  };

  const byDevice = perMetric((metric): ChartTable => ({
    columns: [{ key: 'route', label: words.ranking.columns.route }, ...DEVICE_COLUMNS.slice(1)],
    rows: ranked
      .filter((entry) => entry.p75[metric])
      .slice(0, ROUTES_CHARTED)
      .map((entry) => ({
        route: entry.route,
        ...Object.fromEntries(VIEWPORT_CLASSES.map((viewport) => [viewport, figureOf(period.get(`${entry.route}|${viewport}|${metric}`), metric)])),
      })),
  }));

  // Per day for the chosen route, from each day's reservoirs alone (one more pass), oldest day first.
  const perDay = route ? vitalsP75(days, (r, viewport, metric, back) => (r === route ? [`${back}|${metric}|${viewport}`, `${back}|${metric}|all`] : null)) : new Map<string, { p75: number }>();
  const daily = days.map((_, back) => ({ day: dayOf(new Date(now.getTime() - back * DAY_MS)), back })).reverse();
  const overTime = perMetric((metric): ChartTable => ({
    columns: [{ key: 'day', label: words.overTime.day }, ...DEVICE_COLUMNS],
    rows: route
      ? daily.map(({ day, back }) => ({
          day,
          ...Object.fromEntries((['all', ...VIEWPORT_CLASSES] as const).map((device) => [device, figureOf(perDay.get(`${back}|${metric}|${device}`), metric)])),
        }))
      : [],
  }));

  return {
    days: query.days,
    from: dayOf(new Date(now.getTime() - (query.days - 1) * DAY_MS)),
    to: dayOf(now),
    ranked,
    route,
    tables: { ranking, byDevice, overTime },
  };
}

function perMetric<T>(make: (metric: ReportedVital) => T): Record<ReportedVital, T> {
  return Object.fromEntries(REPORTED_VITALS.map((metric) => [metric, make(metric)])) as Record<ReportedVital, T>;
}

const figureOf = (entry: { p75: number } | undefined, metric: ReportedVital) => (entry ? vitalFigure(metric, entry.p75) : null);

/** The page's figures from the configured insights store (closed days read once per process: ./vitals-days.ts). */
export async function vitalsPage(query: VitalsQuery, now = new Date()): Promise<VitalsFigures> {
  return vitalsFigures(await readVitalsDays(insightsStore(), query.days, now), query, now);
}

/** The page's tables by the name its CSV link gives: "ranking", "LCP-by-device", "CLS-per-day"… */
export function vitalsTable(figures: VitalsFigures, id: string): ChartTable | null {
  if (id === 'ranking') return figures.tables.ranking;
  const [metric, kind] = id.split(/-(.*)/s) as [string, string | undefined];
  if (!(REPORTED_VITALS as readonly string[]).includes(metric)) return null;
  if (kind === 'by-device') return figures.tables.byDevice[metric as ReportedVital];
  if (kind === 'per-day') return figures.tables.overTime[metric as ReportedVital];
  return null;
}

/** Where a table of the page is downloaded: the page's own query and the table's name. */
export function vitalsCsvHref(figures: Pick<VitalsFigures, 'days' | 'route'>, id: string): string {
  const query = new URLSearchParams({ days: String(figures.days), ...(figures.route ? { route: figures.route } : {}), table: id });
  return `/team/vitals/csv?${query}`;
}

/** GET /team/vitals/csv: the named table over the asked period (and route), as the page shows it. */
export async function vitalsCsv(search: URLSearchParams): Promise<{ table: ChartTable; filename: string } | null> {
  const query = parseVitalsQuery(Object.fromEntries(search));
  const id = search.get('table') ?? '';
  const table = vitalsTable(await vitalsPage(query), id);
  return table ? { table, filename: words.csvName(id, query.days) } : null;
}
