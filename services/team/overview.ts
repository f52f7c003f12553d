import { insightsWords as words } from '@/content/team-insights';
import { publicRoutes } from '@/content/routes';
import { isCalendarDay } from '@/lib/calendar-day';
import { leadStore } from '@/lib/leads';
import type { LeadStore } from '@/lib/leads/store';
import { insightsStore } from '@/lib/insights';
import { dayOf } from '@/lib/insights/aggregate';
import { buildOverview, LEAD_PARAMS, type FunnelRow, type Overview, type OverviewBinding } from '@/lib/insights/overview';
import { RETENTION_DAYS, type InsightsStore } from '@/lib/insights/store';
import type { ChartTable } from '@/lib/charts/table';
import { countedRoute } from '../insights';

/**
 * The team room's overview, "What works" (/team/insights): the period asked for in the query
 * (7, 28 or 90 days up to today, or dates of one's own), its figures and those of the period
 * of the same length before it, read from the insights and lead stores, and the tables the
 * page's charts draw and its CSV downloads carry (one model for both, and for the test that
 * holds them against `npm run insights`).
 */

export const PRESET_DAYS = [7, 28, 90] as const;
export const DEFAULT_DAYS = 7;
/** The longest range of one's own: it and the period before fit in the counters' retention. */
export const MAX_RANGE_DAYS = 180;
/** Rows a ranking's chart and table show; the CSV holds every row. */
export const SHOWN_ROWS = 15;

const DAY_MS = 86_400_000;

export type Period = { from: string; to: string; days: number };
export type PeriodError = keyof typeof words.errors;
export type PeriodChoice = {
  period: Period;
  previous: Period;
  /** The preset shown, or null for dates of one's own. */
  preset: (typeof PRESET_DAYS)[number] | null;
  error: PeriodError | null;
  /** What was typed in the date fields, shown again as typed. */
  typed: { from: string; to: string };
};

type Query = Record<string, string | string[] | undefined>;
const one = (query: Query, name: string) => {
  const value = query[name];
  return typeof value === 'string' ? value.trim().slice(0, 20) : '';
};
const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const ending = (to: string, days: number): Period => ({ from: addDays(to, 1 - days), to, days });

/** The oldest day a period may start on: its period before must still be kept. */
export const oldestFrom = (now: Date) => addDays(dayOf(now), 1 - Math.floor(RETENTION_DAYS / 2));

/**
 * The period a query asks for: `from` and `to` (YYYY-MM-DD, both included) when given, else
 * `days` (7, 28 or 90, default 7) ending today. Dates that are not dates, in the wrong order,
 * in the future, longer than MAX_RANGE_DAYS or older than the counts kept fall back to the
 * default period, with the reason (the page says it in words).
 */
export function parsePeriod(query: Query, now = new Date()): PeriodChoice {
  const today = dayOf(now);
  const typed = { from: one(query, 'from'), to: one(query, 'to') };
  const presetOf = (days: number) => PRESET_DAYS.find((preset) => preset === days) ?? null;
  const choose = (period: Period, error: PeriodError | null = null): PeriodChoice => ({
    period,
    previous: ending(addDays(period.from, -1), period.days),
    preset: typed.from || typed.to ? (error ? DEFAULT_DAYS : null) : presetOf(period.days),
    error,
    typed,
  });
  const fallback = (error: PeriodError) => choose(ending(today, DEFAULT_DAYS), error);
  if (typed.from || typed.to) {
    if (!isCalendarDay(typed.from) || !isCalendarDay(typed.to)) return fallback('badDate');
    if (typed.from > typed.to) return fallback('order');
    if (typed.to > today) return fallback('future');
    const days = Math.round((Date.parse(typed.to) - Date.parse(typed.from)) / DAY_MS) + 1;
    if (days > MAX_RANGE_DAYS) return fallback('tooLong');
    if (typed.from < oldestFrom(now)) return fallback('tooOld');
    return choose({ from: typed.from, to: typed.to, days });
  }
  return choose(ending(today, presetOf(Number(one(query, 'days'))) ?? DEFAULT_DAYS));
}

/** The period as the query string of its links (the CSV downloads, the digest): always dates. */
export const periodQuery = (period: Period) => `?from=${period.from}&to=${period.to}`;

const languages = ['en', 'es'] as const;
const routeLanguage = new Map(publicRoutes.map((route) => [route.path, route.locale ?? 'en']));
export const overviewBinding: OverviewBinding = {
  countedRoute,
  languageOf: (route) => routeLanguage.get(route) ?? (route === '/es' || route.startsWith('/es/') ? 'es' : 'en'),
  languages,
};

export type OverviewPair = { current: Overview; previous: Overview };

/**
 * Both periods' overviews: one read of the day counters over the two periods (page views and
 * arrivals only: no Web Vitals, no other events), and the leads as the store counts them (per
 * day over both periods; per page, source and language over this one). Nothing grows with the
 * number of events or leads but the store's own scan.
 */
export async function readOverview(choice: PeriodChoice, stores: { insights?: InsightsStore; leads?: LeadStore } = {}): Promise<OverviewPair> {
  const { period, previous } = choice;
  const until = new Date(`${period.to}T12:00:00Z`);
  const start = (day: string) => new Date(`${day}T00:00:00Z`);
  const leads = stores.leads ?? leadStore();
  const [end, from] = [start(addDays(period.to, 1)), start(period.from)];
  const [aggregates, byDay, byRoute, bySource, byLanguage] = await Promise.all([
    (stores.insights ?? insightsStore()).readDays(period.days * 2, until, { vitals: false, events: ['view'] }),
    leads.countLeads(start(previous.from), end, [], true),
    leads.countLeads(from, end, LEAD_PARAMS.route),
    leads.countLeads(from, end, LEAD_PARAMS.source),
    leads.countLeads(from, end, LEAD_PARAMS.language),
  ]);
  const named = aggregates.map((aggregate, back) => ({ day: addDays(period.to, -back), aggregate }));
  const inCurrent = (day: string | undefined) => !!day && day >= period.from;
  return {
    current: buildOverview(named.filter(({ day }) => inCurrent(day)), { byDay: byDay.filter((lead) => inCurrent(lead.day)), byRoute, bySource, byLanguage }, overviewBinding),
    // The period before is shown by its headline figures only.
    previous: buildOverview(named.filter(({ day }) => !inCurrent(day)), { byDay: byDay.filter((lead) => !inCurrent(lead.day)), byRoute: [], bySource: [], byLanguage: [] }, overviewBinding),
  };
}

const round = (value: number | null, digits: number) => (value === null ? null : Number(value.toFixed(digits)));
const column = (key: keyof typeof words.columns, numeric = true) => ({ key, label: words.columns[key], numeric });

/** A ranking's table: the funnel of each row, by `labelKey`. */
function funnelTable(rows: readonly FunnelRow[], labelKey: 'route' | 'source' | 'language', visitsKey: 'visits' | 'arrivals' = 'visits', labelOf = (label: string) => label): ChartTable {
  return {
    columns: [column(labelKey, false), column(visitsKey), column('requests'), column('per100'), column('demoRequests'), column('booked'), column('bookedShare')],
    rows: rows.map((row) => ({
      [labelKey]: labelOf(row.label),
      [visitsKey]: row.visits,
      requests: row.requests,
      per100: round(row.requestsPer100, 2),
      demoRequests: row.demoRequests,
      booked: row.booked,
      bookedShare: round(row.bookedShare === null ? null : row.bookedShare * 100, 1),
    })),
  };
}

/** The figure of one period beside the one before: the change in percent of the one before, or in points for shares. */
export type FigureRow = { key: keyof Overview['figures']; label: string; current: number | null; previous: number | null; change: number | null };

export function figureRows({ current, previous }: OverviewPair): FigureRow[] {
  const keys = ['visits', 'requests', 'demoRequests', 'bookings', 'partnerApplications', 'contacts', 'requestsPer100', 'bookedShare'] as const;
  return keys.map((key) => {
    const scale = key === 'bookedShare' ? 100 : 1;
    const now = current.figures[key] === null ? null : round(current.figures[key]! * scale, key === 'requestsPer100' || key === 'bookedShare' ? 2 : 0);
    const before = previous.figures[key] === null ? null : round(previous.figures[key]! * scale, key === 'requestsPer100' || key === 'bookedShare' ? 2 : 0);
    const change = now === null || before === null || before === 0 ? null : round(((now - before) / before) * 100, 1);
    return { key, label: words.figures[key], current: now, previous: before, change };
  });
}

/** Every table of the overview, by the name of its CSV download. */
export function overviewTables(pair: OverviewPair) {
  const { current } = pair;
  return {
    figures: {
      columns: [{ key: 'figure', label: words.figures.columns.figure }, { key: 'current', label: words.figures.columns.current, numeric: true }, { key: 'previous', label: words.figures.columns.previous, numeric: true }, { key: 'change', label: `${words.figures.columns.change} (%)`, numeric: true }],
      rows: figureRows(pair).map((row) => ({ figure: row.label, current: row.current, previous: row.previous, change: row.change })),
    },
    daily: {
      columns: [column('day', false), column('visits'), column('requests'), column('booked')],
      rows: current.daily.map((row) => ({ day: row.day, visits: row.visits, requests: row.requests, booked: row.booked })),
    },
    funnel: {
      columns: [column('step', false), column('count')],
      rows: [
        { step: words.funnelSteps.visits, count: current.figures.visits },
        { step: words.funnelSteps.requests, count: current.figures.requests },
        { step: words.funnelSteps.booked, count: current.figures.bookings },
      ],
    },
    routes: funnelTable(current.byRoute, 'route'),
    sources: funnelTable(current.bySource, 'source', 'arrivals'),
    languages: funnelTable(current.byLanguage, 'language', 'visits', (label) => words.languages[label] ?? label),
  } satisfies Record<string, ChartTable>;
}

export type OverviewTableName = keyof ReturnType<typeof overviewTables>;
export const OVERVIEW_TABLES: readonly OverviewTableName[] = ['figures', 'daily', 'funnel', 'routes', 'sources', 'languages'];
