import type { LeadRecord } from '@/lib/leads/store';
import { ATTRIBUTION_PARAMS } from '@/lib/visit/attribution-params';
import { sumCounts, type DayAggregate } from './aggregate';
import type { CountedRoute } from './events';
import { band, weightedPercentileInPlace, type Band } from './percentile';

export type RouteRow = { route: string; views: number; demos: number; leads: number; conversion: number | null; calculator: number; languageSwitches: number };
export type VitalRow = { route: string; metric: ReportedVital; p75: number; samples: number; band: Band };
export type Breakdown = { label: string; leads: number }[];
/** Demo requests received in the window, how many of them have a demo booked now (not cancelled), and that share. */
export type BookingRow = { label: string; requests: number; booked: number; share: number | null };

export type InsightsReport = {
  days: number;
  routes: RouteRow[];
  bySource: Breakdown;
  byMedium: Breakdown;
  byCampaign: Breakdown;
  byTrade: Breakdown;
  byLanguage: Breakdown;
  demoBookingsByRoute: BookingRow[];
  demoBookingsBySource: BookingRow[];
  vitals: VitalRow[];
};

export const REPORTED_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type ReportedVital = (typeof REPORTED_VITALS)[number];
const NONE = '(none)';

function breakdown(leads: readonly LeadRecord[], param: string): Breakdown {
  const counts = new Map<string, number>();
  for (const lead of leads) {
    const label = String(lead.template_params[param] ?? '').trim() || NONE;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, count]) => ({ label, leads: count })).sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));
}

/** Demo requests and the bookings they led to (recorded on the lead, lib/leads/store.ts), grouped by `labelOf`. */
function bookingRows(leads: readonly LeadRecord[], labelOf: (lead: LeadRecord) => string): BookingRow[] {
  const rows = new Map<string, BookingRow>();
  for (const lead of leads) {
    if (lead.form !== 'demo') continue;
    const label = labelOf(lead);
    const row = rows.get(label) ?? { label, requests: 0, booked: 0, share: null };
    row.requests += 1;
    if (lead.booking?.state === 'booked') row.booked += 1;
    row.share = row.booked / row.requests;
    rows.set(label, row);
  }
  return [...rows.values()].sort((a, b) => b.requests - a.requests || a.label.localeCompare(b.label));
}

/**
 * The report over a window of days: counters from the insights store, leads from the lead
 * store (spam excluded), grouped by the attribution params they carry. Views, demo opens
 * and leads come per route; a lead counts under the route its form was sent from. Demo
 * requests received in the window are counted with the share of them booked (per route and
 * per source), from the booking each lead carries.
 */
export function buildReport(days: readonly DayAggregate[], leads: readonly LeadRecord[], windowDays: number, countedRoute: CountedRoute): InsightsReport {
  const counts = sumCounts(days);
  const real = leads.filter((lead) => !lead.spam);
  const routeOf = (lead: LeadRecord) => countedRoute(String(lead.template_params[ATTRIBUTION_PARAMS.page] ?? '')) ?? NONE;
  const leadsByRoute = new Map<string, number>();
  for (const lead of real) {
    const route = routeOf(lead);
    leadsByRoute.set(route, (leadsByRoute.get(route) ?? 0) + 1);
  }
  const routeNames = new Set([...Object.keys(counts), ...leadsByRoute.keys()]);
  const routes = [...routeNames]
    .map((route) => {
      const views = counts[route]?.view ?? 0;
      const leadCount = leadsByRoute.get(route) ?? 0;
      return {
        route,
        views,
        demos: counts[route]?.demo ?? 0,
        leads: leadCount,
        conversion: views ? leadCount / views : null,
        calculator: counts[route]?.calculator ?? 0,
        languageSwitches: counts[route]?.language ?? 0,
      };
    })
    .sort((a, b) => b.views - a.views || a.route.localeCompare(b.route));

  const vitals: VitalRow[] = [...vitalsP75(days, (route, _viewport, metric) => `${route}|${metric}`)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, { p75, seen }]) => {
      const [route, metric] = key.split('|') as [string, VitalRow['metric']];
      // `samples` in the report is every value measured, not only the kept ones.
      return { route, metric, p75, samples: seen, band: band(metric, p75) };
    });

  return {
    days: windowDays,
    routes,
    bySource: breakdown(real, ATTRIBUTION_PARAMS.source),
    byMedium: breakdown(real, ATTRIBUTION_PARAMS.medium),
    byCampaign: breakdown(real, ATTRIBUTION_PARAMS.campaign),
    byTrade: breakdown(real, 'business_type'),
    byLanguage: breakdown(real, ATTRIBUTION_PARAMS.lang),
    demoBookingsByRoute: bookingRows(real, routeOf),
    demoBookingsBySource: bookingRows(real, (lead) => String(lead.template_params[ATTRIBUTION_PARAMS.source] ?? '').trim() || NONE),
    vitals,
  };
}

/**
 * The weighted p75 of the reported vitals (LCP, INP, CLS) over `days`, per group: `groupOf`
 * names the group of each route/viewport/metric reservoir (route and metric for the report;
 * route, viewport and metric for the team room's field vitals), or several groups, or null to
 * leave it out; `day` is the reservoir's day's index in `days`, for per-day groups. Each day's reservoir per
 * viewport is a uniform sample of that day's values there; a sample stands for seen / kept
 * values, so the p75 weighs days and viewports by traffic. `seen`: every value measured.
 */
export function vitalsP75(
  days: readonly DayAggregate[],
  groupOf: (route: string, viewport: string, metric: ReportedVital, day: number) => string | readonly string[] | null,
): Map<string, { p75: number; seen: number }> {
  const groups = new Map<string, { seen: number; values: number[]; weights: number[] }>();
  days.forEach((day, index) => {
    for (const [key, reservoir] of Object.entries(day.vitals)) {
      if (reservoir.samples.length === 0) continue;
      const [route, viewport, metric] = key.split('|') as [string, string, string];
      if (!(REPORTED_VITALS as readonly string[]).includes(metric)) continue;
      const named = groupOf(route, viewport, metric as ReportedVital, index);
      if (named === null) continue;
      const weight = reservoir.seen / reservoir.samples.length;
      for (const group of typeof named === 'string' ? [named] : named) {
        const into = groups.get(group) ?? { seen: 0, values: [], weights: [] };
        into.seen += reservoir.seen;
        for (const value of reservoir.samples) {
          into.values.push(value);
          into.weights.push(weight);
        }
        groups.set(group, into);
      }
    }
  });
  return new Map([...groups].map(([group, { seen, values, weights }]) => [group, { p75: weightedPercentileInPlace(Float64Array.from(values), Float64Array.from(weights), 0.75)!, seen }]));
}
