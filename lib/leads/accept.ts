import { createHash } from 'node:crypto';
import { serverEnv } from '@/lib/env';
import { configuredChannels, kickRelay, leadStore } from './index';
import type { LeadRecord, NewLead } from './store';

/**
 * What the endpoint does with a validated lead: judge it for spam, store it once, and set
 * its delivery going in the background. Resolves once the lead is durable (or recognised
 * as a repeat of one that is), which is when the endpoint may answer 200.
 */

/** The hidden field bots fill in, and the milliseconds the visitor spent on the form. */
export const HONEYPOT_PARAM = 'website';
export const FILL_TIME_PARAM = 'fill_ms';

/** Why a lead looks automated, or undefined. Both signals only ever mark, never refuse. */
export function spamReason(params: NewLead['template_params'], minFillMs: number): string | undefined {
  const honeypot = params[HONEYPOT_PARAM];
  if (honeypot !== undefined && String(honeypot).trim() !== '') return 'honeypot filled';
  const fill = Number(params[FILL_TIME_PARAM]);
  // Absent or unreadable: not judged (an older page, or a hand-written EmailJS call).
  if (params[FILL_TIME_PARAM] !== undefined && Number.isFinite(fill) && fill >= 0 && fill < minFillMs) {
    return `sent ${Math.round(fill)} ms after the form was first used (minimum ${minFillMs} ms)`;
  }
  return undefined;
}

/** The same visitor email with the same message is the same lead (a double submit, a retry). */
export function dedupKey(params: NewLead['template_params']) {
  const email = String(params.from_email ?? '').trim().toLowerCase();
  const message = String(params.message ?? '').trim();
  return createHash('sha256').update(`${email}\n${message}`).digest('hex');
}

export async function acceptLead(lead: Omit<NewLead, 'spam' | 'spam_reason'>): Promise<{ record: LeadRecord; duplicate: boolean }> {
  const reason = spamReason(lead.template_params, serverEnv().LEAD_MIN_FILL_MS);
  const stored = await leadStore().append(
    { ...lead, spam: reason !== undefined, ...(reason ? { spam_reason: reason } : {}) },
    { channels: configuredChannels(), dedupKey: dedupKey(lead.template_params) },
  );
  if (!stored.duplicate && !stored.record.spam) kickRelay();
  return stored;
}
