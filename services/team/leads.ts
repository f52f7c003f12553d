import 'server-only';
import { leadStore } from '@/lib/leads';
import type { DeliveryState, LeadForm, StoredLead } from '@/lib/leads/store';

/**
 * The team room's lead list (/team/leads) and its CSV export: the stored leads (spam left out,
 * as `npm run outbox` does), newest first, filtered by what the query string asks, in pages of
 * 50. One parse of the query serves the page, its links and the export, so the export holds
 * exactly the filtered list.
 */

export const LEADS_PER_PAGE = 50;
export const LEAD_FORMS: readonly LeadForm[] = ['demo', 'contact', 'partner'];
/** A lead's delivery as one word: failed if any channel failed, pending if any waits, else delivered; none without channels. */
export type LeadDelivery = DeliveryState | 'none';
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
const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);
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

export function leadDelivery({ deliveries }: StoredLead): LeadDelivery {
  if (deliveries.length === 0) return 'none';
  if (deliveries.some((d) => d.state === 'failed')) return 'failed';
  if (deliveries.some((d) => d.state === 'pending')) return 'pending';
  return 'delivered';
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const same = (value: unknown, wanted: string | undefined) => !wanted || text(value).toLowerCase() === wanted.toLowerCase();

function matches(entry: StoredLead, filter: LeadFilter) {
  const { lead } = entry;
  const p = lead.template_params;
  const received = lead.received_at.slice(0, 10);
  if (filter.form && lead.form !== filter.form) return false;
  if (filter.lang && text(p.language || p.attr_lang || 'en') !== filter.lang) return false;
  if (filter.from && received < filter.from) return false;
  if (filter.to && received > filter.to) return false;
  if (!same(p.utm_source, filter.source) || !same(p.utm_medium, filter.medium) || !same(p.utm_campaign, filter.campaign)) return false;
  if (filter.delivery && leadDelivery(entry) !== filter.delivery) return false;
  if (filter.booked && (lead.booking?.state === 'booked') !== (filter.booked === 'yes')) return false;
  if (filter.q) {
    const needle = filter.q.toLowerCase();
    if (![p.from_name, p.from_email, p.company].some((value) => text(value).toLowerCase().includes(needle))) return false;
  }
  return true;
}

/** Every stored lead the filter keeps, newest first. */
export async function filteredLeads(filter: LeadFilter): Promise<StoredLead[]> {
  const all = await leadStore().list({ spam: false });
  return all.filter((entry) => matches(entry, filter));
}

/** One page of the filtered list, and how many there are in all. */
export async function leadPage(filter: LeadFilter) {
  const leads = await filteredLeads(filter);
  const pages = Math.max(1, Math.ceil(leads.length / LEADS_PER_PAGE));
  const page = Math.min(filter.page, pages);
  return { total: leads.length, page, pages, leads: leads.slice((page - 1) * LEADS_PER_PAGE, page * LEADS_PER_PAGE) };
}

/** One lead with its deliveries (spam included: a link to it may come from anywhere). */
export async function storedLead(id: string): Promise<StoredLead | undefined> {
  if (!/^[\w-]{1,100}$/.test(id)) return undefined;
  return (await leadStore().list({})).find((entry) => entry.lead.id === id);
}
