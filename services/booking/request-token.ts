import { signToken, verifyToken } from '@/lib/booking/signed-token';
import type { Locale } from '@/lib/i18n/locale';
import { bookingKeys, bookingSecret } from './secret';
import { DEMO_REQUEST_COOKIE, DEMO_REQUEST_MAX_AGE_MS } from '@/lib/forms/demo-request-cookie';

/**
 * The right to book: a signed token the site hands out only when it has stored a demo
 * request (the EmailJS-compatible endpoint and the no-script post), naming that request. The
 * slot and book handlers take nothing else as proof, so nobody can fill a rep's week without
 * sending as many demo requests, each of which passes the lead rules and limits. When leads go
 * to EmailJS alone the site never sees the request, so no token, no picker: the visitor keeps
 * today's "we will call you".
 */

export type BookingRequest = { lead: string; name: string; email: string; language: Locale };

const PURPOSE = 'demo-request';
/** A request can be booked for two days after it was sent (the picker is shown right away). */
export const REQUEST_TOKEN_MS = DEMO_REQUEST_MAX_AGE_MS;

/** The HttpOnly, SameSite=Strict cookie the endpoint's answer to a stored demo request sets. */
export const REQUEST_COOKIE = DEMO_REQUEST_COOKIE;

export function issueRequestToken(request: BookingRequest, now = Date.now()) {
  return signToken(PURPOSE, request, now + REQUEST_TOKEN_MS, bookingSecret());
}

export function readRequestToken(token: string | undefined | null, now = Date.now()): BookingRequest | undefined {
  if (!token) return undefined;
  const checked = verifyToken<BookingRequest>(PURPOSE, token, now, bookingKeys());
  if (!checked.ok) return undefined;
  const { lead, name, email, language } = checked.payload;
  if (typeof lead !== 'string' || typeof name !== 'string' || typeof email !== 'string') return undefined;
  return { lead, name, email, language: language === 'es' ? 'es' : 'en' };
}

export function requestCookie(token: string, secure: boolean) {
  return `${REQUEST_COOKIE}=${token}; Path=/; Max-Age=${REQUEST_TOKEN_MS / 1000}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The request a stored demo lead gives, from its template params (undefined for another form, or spam). */
export function requestOfLead(record: { id: string; form: string; spam: boolean; template_params: Record<string, string | number | boolean> }): BookingRequest | undefined {
  if (record.form !== 'demo' || record.spam) return undefined;
  const params = record.template_params;
  return { lead: record.id, name: String(params.from_name ?? ''), email: String(params.from_email ?? ''), language: params.language === 'es' ? 'es' : 'en' };
}
