import { site } from '@/content/site';
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
const notShown = new Set(['to_name', 'subject', 'message', 'fill_ms', 'website']);

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

export function leadIntro(lead: LeadRecord) {
  return `${formLabels[lead.form]} from the ${site.name} website, received ${lead.received_at} (lead ${lead.id}).`;
}

export function leadMessage(lead: LeadRecord) {
  return String(lead.template_params.message ?? '');
}
