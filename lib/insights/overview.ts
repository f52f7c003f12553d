import type { LeadSummary } from '@/lib/leads/store';
import { ATTRIBUTION_PARAMS } from '@/lib/visit/attribution-params';
import { sumCounts, sumSources, type DayAggregate } from './aggregate';
import type { CountedRoute } from './events';
import { sourceLabel } from './sources';

/**
 * "What works, at a glance": the figures of one period of whole UTC days, from the day
 * aggregates of the insights store and the leads received in those days (spam left out by the
 * lead store). Pure: the team room's overview (services/team/overview.ts) reads the stores and
 * compares two periods; the page, its CSV downloads and the tests all read this one model.
 *
 * Words as counted:
 * - visits per route (and in the totals, the daily chart and per language) are page views, as
 *   `npm run insights` counts them; visits per source are arrivals (first-load views that start
 *   a visit: from another site, with a utm_source, or typed in), the only views with a source;
 * - requests are leads of every form (demo, contact, partner), as the report's "leads";
 * - booked is a demo request whose meeting is booked now (not cancelled), as the report's share.
 */

/** The lead params the overview reads (LeadStore.summaries). */
export const OVERVIEW_LEAD_PARAMS = [ATTRIBUTION_PARAMS.page, ATTRIBUTION_PARAMS.source, ATTRIBUTION_PARAMS.referrer, ATTRIBUTION_PARAMS.lang, 'language'] as const;

export type Figures = {
  visits: number;
  requests: number;
  demoRequests: number;
  bookings: number;
  partnerApplications: number;
  contacts: number;
  /** Requests per 100 visits; null without visits. */
  requestsPer100: number | null;
  /** The share (0..1) of demo requests booked; null without demo requests. */
  bookedShare: number | null;
};

/** One line of the funnel: visits, then requests, then booked meetings. */
export type FunnelRow = {
  label: string;
  visits: number;
  requests: number;
  demoRequests: number;
  booked: number;
  requestsPer100: number | null;
  bookedShare: number | null;
};

export type DailyRow = { day: string; visits: number; requests: number; booked: number };

export type Overview = {
  figures: Figures;
  /** Oldest day first, every day of the period (zeros included). */
  daily: DailyRow[];
  /** Ranked by what they bring: requests, then booked meetings, then visits. */
  byRoute: FunnelRow[];
  bySource: FunnelRow[];
  /** One row per language of the site, in the order given. */
  byLanguage: FunnelRow[];
};

/** A day of the store, named. */
export type NamedDay = { day: string; aggregate: DayAggregate };

export type OverviewBinding = {
  countedRoute: CountedRoute;
  /** The language of a counted route. */
  languageOf: (route: string) => string;
  /** The site's languages, in the order shown (English and Spanish side by side). */
  languages: readonly string[];
};

const NONE = '(none)';
const per100 = (requests: number, visits: number) => (visits ? (100 * requests) / visits : null);
const share = (part: number, whole: number) => (whole ? part / whole : null);

function funnelRows(visits: ReadonlyMap<string, number>, leads: readonly LeadSummary[], labelOf: (lead: LeadSummary) => string): FunnelRow[] {
  const rows = new Map<string, FunnelRow>();
  const row = (label: string) => {
    let found = rows.get(label);
    if (!found) rows.set(label, (found = { label, visits: 0, requests: 0, demoRequests: 0, booked: 0, requestsPer100: null, bookedShare: null }));
    return found;
  };
  for (const [label, count] of visits) row(label).visits += count;
  for (const lead of leads) {
    const into = row(labelOf(lead));
    into.requests += 1;
    if (lead.form === 'demo') {
      into.demoRequests += 1;
      if (lead.booked) into.booked += 1;
    }
  }
  for (const into of rows.values()) {
    into.requestsPer100 = per100(into.requests, into.visits);
    into.bookedShare = share(into.booked, into.demoRequests);
  }
  return [...rows.values()].sort((a, b) => b.requests - a.requests || b.booked - a.booked || b.visits - a.visits || a.label.localeCompare(b.label));
}

/** A lead's route (the page its form was sent from, counted as the report counts it), source and language. */
export const leadRoute = (lead: LeadSummary, countedRoute: CountedRoute) => countedRoute(lead.params[ATTRIBUTION_PARAMS.page] ?? '') ?? NONE;
export const leadSource = (lead: LeadSummary) => sourceLabel(lead.params[ATTRIBUTION_PARAMS.source], lead.params[ATTRIBUTION_PARAMS.referrer]);
export const leadLanguage = (lead: LeadSummary) => lead.params.language || lead.params[ATTRIBUTION_PARAMS.lang] || 'en';

/** The overview of `days` (every day of the period, any order) and the leads received in them. */
export function buildOverview(days: readonly NamedDay[], leads: readonly LeadSummary[], { countedRoute, languageOf, languages }: OverviewBinding): Overview {
  const aggregates = days.map((day) => day.aggregate);
  const counts = sumCounts(aggregates);
  const viewsByRoute = new Map(Object.entries(counts).map(([route, events]) => [route, events.view ?? 0]));
  const visits = [...viewsByRoute.values()].reduce((sum, count) => sum + count, 0);
  const demo = leads.filter((lead) => lead.form === 'demo');
  const bookings = demo.filter((lead) => lead.booked).length;

  const leadsByDay = new Map<string, { requests: number; booked: number }>();
  for (const lead of leads) {
    const day = lead.received_at.slice(0, 10);
    const into = leadsByDay.get(day) ?? { requests: 0, booked: 0 };
    into.requests += 1;
    if (lead.form === 'demo' && lead.booked) into.booked += 1;
    leadsByDay.set(day, into);
  }
  const daily = [...days]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map(({ day, aggregate }) => ({
      day,
      visits: Object.values(aggregate.counts).reduce((sum, events) => sum + (events.view ?? 0), 0),
      requests: leadsByDay.get(day)?.requests ?? 0,
      booked: leadsByDay.get(day)?.booked ?? 0,
    }));

  const viewsByLanguage = new Map<string, number>(languages.map((language) => [language, 0]));
  for (const [route, count] of viewsByRoute) {
    const language = languageOf(route);
    if (viewsByLanguage.has(language)) viewsByLanguage.set(language, viewsByLanguage.get(language)! + count);
  }
  const byLanguage = funnelRows(
    viewsByLanguage,
    leads.filter((lead) => languages.includes(leadLanguage(lead))),
    leadLanguage,
  ).sort((a, b) => languages.indexOf(a.label) - languages.indexOf(b.label));

  return {
    figures: {
      visits,
      requests: leads.length,
      demoRequests: demo.length,
      bookings,
      partnerApplications: leads.filter((lead) => lead.form === 'partner').length,
      contacts: leads.filter((lead) => lead.form === 'contact').length,
      requestsPer100: per100(leads.length, visits),
      bookedShare: share(bookings, demo.length),
    },
    daily,
    byRoute: funnelRows(viewsByRoute, leads, (lead) => leadRoute(lead, countedRoute)),
    bySource: funnelRows(new Map(Object.entries(sumSources(aggregates))), leads, leadSource),
    byLanguage,
  };
}
