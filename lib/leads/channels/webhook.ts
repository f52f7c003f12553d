import { createHmac } from 'node:crypto';
import { attributionOf } from '@/lib/visit/attribution-params';
import type { LeadRecord } from '../store';

/**
 * POSTs each lead, as the stored record in JSON with an `attribution` object beside it (where
 * the visit came from, keyed by field: landing, referrer, source, medium, campaign, term,
 * content, page, lang, viewport), to a CRM or automation endpoint. With a
 * secret, `X-Lead-Signature: sha256=<hex HMAC-SHA256 of the exact body>` lets the receiver
 * check the sender. Any 2xx answer counts as delivered; anything else is retried. A demo booked
 * later is another POST to the same receiver, signed the same way, with `X-Lead-Event`
 * (services/booking/lead-booking.ts).
 */

export type WebhookSettings = { url: string; secret?: string };

export function signBody(body: string, secret: string) {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * POSTs `payload` as JSON to the receiver, signed over the exact body when there is a secret.
 * `event` names what a body that is not a new lead is about (`X-Lead-Event`, e.g. `demo.booked`).
 */
export async function postSigned(settings: WebhookSettings, leadId: string, payload: unknown, event?: string) {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Lead-Id': leadId };
  if (event) headers['X-Lead-Event'] = event;
  if (settings.secret) headers['X-Lead-Signature'] = signBody(body, settings.secret);
  const response = await fetch(settings.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(15_000) });
  // Drain the body so the connection can be reused; its content does not matter.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`The webhook answered ${response.status} ${response.statusText}`.trim());
}

export function webhookSender(settings: WebhookSettings) {
  return (lead: LeadRecord) => postSigned(settings, lead.id, { ...lead, attribution: attributionOf(lead.template_params) });
}
