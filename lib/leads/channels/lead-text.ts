import { ATTRIBUTION_PARAMS, type AttributionField } from '@/lib/visit/attribution-params';
import type { LeadForm, LeadRecord } from '../store';

/**
 * What a person reads about a lead, shared by the mail channel (and any other human-facing
 * channel): a subject naming the form and the visitor, and the fields in a fixed order.
 */

const formLabels: Record<LeadForm, string> = {
  partner: 'Partner application',
  contact: 'Contact request',
  demo: 'Demo request',
};

const fieldLabels: Record<string, string> = {
  from_name: 'Name',
  from_email: 'Email',
  phone: 'Phone',
  company: 'Company',
  business_type: 'Business type',
  number_of_locations: 'Locations',
  // "es" from the Spanish pages: the visitor expects a reply in Spanish.
  language: 'Language',
};

/** Params that are about the template or the spam check, not what the visitor wrote. */
const notShown = new Set(['to_name', 'subject', 'message', 'fill_ms', 'website', ...Object.values(ATTRIBUTION_PARAMS)]);

/** The heading of the block that says where a lead's visit came from. */
export const ATTRIBUTION_HEADING = 'Where this lead came from';

const attributionLabels: Record<AttributionField, string> = {
  landing: 'Landing page',
  referrer: 'Referred by',
  source: 'Campaign source',
  medium: 'Campaign medium',
  campaign: 'Campaign',
  term: 'Campaign term',
  content: 'Campaign content',
  page: 'Sent from page',
  lang: 'Page language',
  viewport: 'Screen',
  experiment: 'Experiment',
  variant: 'Variant seen',
};

/** Header-safe: control characters (a forged line break) become spaces. */
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();

export function leadSubject(lead: LeadRecord) {
  const params = lead.template_params;
  const who = oneLine(String(params.from_name ?? '')) || oneLine(String(params.from_email ?? '')) || 'a visitor';
  const company = oneLine(String(params.company ?? ''));
  return `${formLabels[lead.form]} from ${who}${company ? ` (${company})` : ''}`;
}

/** The visitor's fields as [label, value] pairs, known fields first, empty ones left out. */
export function leadFields(lead: LeadRecord): [string, string][] {
  const params = lead.template_params;
  const known = Object.keys(fieldLabels).filter((key) => key in params);
  const others = Object.keys(params).filter((key) => !(key in fieldLabels) && !notShown.has(key));
  return [...known, ...others]
    .map((key): [string, string] => [fieldLabels[key] ?? key, String(params[key])])
    .filter(([, value]) => value.trim() !== '');
}

/** Where the lead's visit came from as [label, value] pairs, in a fixed order; empty when unknown. */
export function leadAttribution(lead: LeadRecord): [string, string][] {
  const params = lead.template_params;
  return (Object.keys(attributionLabels) as AttributionField[])
    .map((field): [string, string] => [attributionLabels[field], String(params[ATTRIBUTION_PARAMS[field]] ?? '')])
    .filter(([, value]) => value.trim() !== '');
}

/** `siteName` names the site the lead came through (content/site.ts's name, passed down by the relay). */
export function leadIntro(lead: LeadRecord, siteName: string) {
  return `${formLabels[lead.form]} from the ${siteName} website, received ${lead.received_at} (lead ${lead.id}).`;
}

export function leadMessage(lead: LeadRecord) {
  return String(lead.template_params.message ?? '');
}

/**
 * The demo the lead booked after it was stored, once it has one: "Demo booked: 2026-12-08
 * 17:00–17:30 UTC with Avery Placeholder (rep-east)", or "Demo cancelled: …". Null before.
 */
export function leadBookingText(lead: LeadRecord): string | null {
  const booking = lead.booking;
  if (!booking) return null;
  const day = booking.start.slice(0, 10);
  return `Demo ${booking.state}: ${day} ${booking.start.slice(11, 16)}–${booking.end.slice(11, 16)} UTC with ${booking.rep.name} (${booking.rep.id})`;
}
