import 'server-only';
import { isCalendarDay } from '@/lib/calendar-day';
import { leadStore } from '@/lib/leads';
import { deliverySummary, type LeadDeliverySummary, type LeadForm, type LeadQuery, type StoredLead } from '@/lib/leads/store';

/**
 * The team room's lead list (/team/leads) and its CSV export: the stored leads (spam left out,
 * as `npm run outbox` does), newest first, filtered by what the query string asks, in pages of
 * 50. One parse of the query serves the page, its links and the export, so the export holds
 * exactly the filtered list.
 */

export const LEADS_PER_PAGE = 50;
export const LEAD_FORMS: readonly LeadForm[] = ['demo', 'contact', 'partner'];
export type LeadDelivery = LeadDeliverySummary;
export const DELIVERY_STATES: readonly LeadDelivery[] = ['failed', 'pending', 'delivered', 'none'];

export type LeadFilter = {
  form?: LeadForm;
  lang?: 'en' | 'es';
  /** YYYY-MM-DD, UTC days, both ends included. */
  from?: string;
  to?: string;
  source?: string;
  medium?: string;
  campaign?: string;
  delivery?: LeadDelivery;
  booked?: 'yes' | 'no';
  /** Name, email or company, any part, any case. */
  q?: string;
  page: number;
};

type Query = Record<string, string | string[] | undefined>;
const one = (query: Query, name: string) => {
  const value = query[name];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;
};
const day = (value: string | undefined) => (isCalendarDay(value) ? value : undefined);
const within = <T extends string>(value: string | undefined, allowed: readonly T[]) => (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

export function parseLeadFilter(query: Query): LeadFilter {
  const page = Number(one(query, 'page'));
  return {
    form: within(one(query, 'form'), LEAD_FORMS),
    lang: within(one(query, 'lang'), ['en', 'es'] as const),
    from: day(one(query, 'from')),
    to: day(one(query, 'to')),
    source: one(query, 'source'),
    medium: one(query, 'medium'),
    campaign: one(query, 'campaign'),
    delivery: within(one(query, 'delivery'), DELIVERY_STATES),
    booked: within(one(query, 'booked'), ['yes', 'no'] as const),
    q: one(query, 'q'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The filter as a query string (without the page unless asked), for the pages' links and the export. */
export function filterQuery(filter: LeadFilter, page?: number) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (key !== 'page' && value) params.set(key, String(value));
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A lead's delivery as one word (the list's column and filter). */
export const leadDelivery = ({ deliveries }: StoredLead): LeadDelivery => deliverySummary(deliveries);

/** The filter as the store's query: the search runs in the store (in SQL on PostgreSQL), not over every lead here. */
function leadQuery(filter: LeadFilter): LeadQuery {
  const equals: Record<string, string> = {};
  for (const [param, wanted] of [
    ['utm_source', filter.source],
    ['utm_medium', filter.medium],
    ['utm_campaign', filter.campaign],
  ] as const) {
    if (wanted) equals[param] = wanted;
  }
  return {
    form: filter.form,
    lang: filter.lang,
    from: filter.from,
    to: filter.to,
    equals,
    delivery: filter.delivery,
    booked: filter.booked ? filter.booked === 'yes' : undefined,
    contains: filter.q ? { text: filter.q, params: ['from_name', 'from_email', 'company'] } : undefined,
  };
}

/** Every stored lead the filter keeps, newest first (the CSV export). */
export async function filteredLeads(filter: LeadFilter): Promise<StoredLead[]> {
  return (await leadStore().search(leadQuery(filter))).leads;
}

/** One page of the filtered list, and how many there are in all; a page past the last shows the last. */
export async function leadPage(filter: LeadFilter) {
  const store = leadStore();
  const query = leadQuery(filter);
  const first = await store.search(query, { offset: (filter.page - 1) * LEADS_PER_PAGE, limit: LEADS_PER_PAGE });
  const pages = Math.max(1, Math.ceil(first.total / LEADS_PER_PAGE));
  const page = Math.min(filter.page, pages);
  const { total, leads } = page === filter.page ? first : await store.search(query, { offset: (page - 1) * LEADS_PER_PAGE, limit: LEADS_PER_PAGE });
  return { total, page, pages, leads };
}

/** One lead with its deliveries (spam included: a link to it may come from anywhere). */
export async function storedLead(id: string): Promise<StoredLead | undefined> {
  if (!/^[\w-]{1,100}$/.test(id)) return undefined;
  return leadStore().get(id);
}
