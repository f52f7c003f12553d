import { leadLanguageOf, type LeadCount } from '@/lib/leads/store';
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

/** The lead params each breakdown is counted by (LeadStore.countLeads): the page, the source, the language. */
export const LEAD_PARAMS = {
  route: [ATTRIBUTION_PARAMS.page],
  source: [ATTRIBUTION_PARAMS.source, ATTRIBUTION_PARAMS.referrer],
  language: ['language', ATTRIBUTION_PARAMS.lang],
} as const;

/** The period's leads as the store counts them: per day (totals, the daily chart), and per page, source and language. */
export type LeadSlices = { byDay: readonly LeadCount[]; byRoute: readonly LeadCount[]; bySource: readonly LeadCount[]; byLanguage: readonly LeadCount[] };

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

function funnelRows(visits: ReadonlyMap<string, number>, leads: readonly LeadCount[], labelOf: (lead: LeadCount) => string): FunnelRow[] {
  const rows = new Map<string, FunnelRow>();
  const row = (label: string) => {
    let found = rows.get(label);
    if (!found) rows.set(label, (found = { label, visits: 0, requests: 0, demoRequests: 0, booked: 0, requestsPer100: null, bookedShare: null }));
    return found;
  };
  for (const [label, count] of visits) row(label).visits += count;
  for (const lead of leads) {
    const into = row(labelOf(lead));
    into.requests += lead.count;
    if (lead.form === 'demo') {
      into.demoRequests += lead.count;
      if (lead.booked) into.booked += lead.count;
    }
  }
  for (const into of rows.values()) {
    into.requestsPer100 = per100(into.requests, into.visits);
    into.bookedShare = share(into.booked, into.demoRequests);
  }
  return [...rows.values()].sort((a, b) => b.requests - a.requests || b.booked - a.booked || b.visits - a.visits || a.label.localeCompare(b.label));
}

const total = (leads: readonly LeadCount[], keep: (lead: LeadCount) => boolean = () => true) => leads.reduce((sum, lead) => sum + (keep(lead) ? lead.count : 0), 0);

/** A lead's route (the page its form was sent from, counted as the report counts it), source and language. */
export const leadRoute = (lead: LeadCount, countedRoute: CountedRoute) => countedRoute(lead.params[ATTRIBUTION_PARAMS.page] ?? '') ?? NONE;
export const leadSource = (lead: LeadCount) => sourceLabel(lead.params[ATTRIBUTION_PARAMS.source], lead.params[ATTRIBUTION_PARAMS.referrer]);
export const leadLanguage = (lead: LeadCount) => leadLanguageOf(lead.params);

/** The overview of `days` (every day of the period, any order) and the leads received in them. */
export function buildOverview(days: readonly NamedDay[], leads: LeadSlices, { countedRoute, languageOf, languages }: OverviewBinding): Overview {
  const aggregates = days.map((day) => day.aggregate);
  const counts = sumCounts(aggregates);
  const viewsByRoute = new Map(Object.entries(counts).map(([route, events]) => [route, events.view ?? 0]));
  const visits = [...viewsByRoute.values()].reduce((sum, count) => sum + count, 0);
  const isDemo = (lead: LeadCount) => lead.form === 'demo';
  const isBooked = (lead: LeadCount) => lead.form === 'demo' && lead.booked;
  const requests = total(leads.byDay);
  const demoRequests = total(leads.byDay, isDemo);
  const bookings = total(leads.byDay, isBooked);

  const daily = [...days]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map(({ day, aggregate }) => {
      const ofDay = leads.byDay.filter((lead) => lead.day === day);
      return {
        day,
        visits: Object.values(aggregate.counts).reduce((sum, events) => sum + (events.view ?? 0), 0),
        requests: total(ofDay),
        booked: total(ofDay, isBooked),
      };
    });

  const viewsByLanguage = new Map<string, number>(languages.map((language) => [language, 0]));
  for (const [route, count] of viewsByRoute) {
    const language = languageOf(route);
    if (viewsByLanguage.has(language)) viewsByLanguage.set(language, viewsByLanguage.get(language)! + count);
  }
  const byLanguage = funnelRows(
    viewsByLanguage,
    leads.byLanguage.filter((lead) => languages.includes(leadLanguage(lead))),
    leadLanguage,
  ).sort((a, b) => languages.indexOf(a.label) - languages.indexOf(b.label));

  return {
    figures: {
      visits,
      requests,
      demoRequests,
      bookings,
      partnerApplications: total(leads.byDay, (lead) => lead.form === 'partner'),
      contacts: total(leads.byDay, (lead) => lead.form === 'contact'),
      requestsPer100: per100(requests, visits),
      bookedShare: share(bookings, demoRequests),
    },
    daily,
    byRoute: funnelRows(viewsByRoute, leads.byRoute, (lead) => leadRoute(lead, countedRoute)),
    bySource: funnelRows(new Map(Object.entries(sumSources(aggregates))), leads.bySource, leadSource),
    byLanguage,
  };
}
