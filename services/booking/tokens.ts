import path from 'node:path';
import { keyFromFile } from '@/lib/booking/key-file';
import { signToken, verifyToken } from '@/lib/booking/signed-token';
import { bookingsDir } from '@/lib/booking-store';
import { serverEnv } from '@/lib/env';
import { DEMO_REQUEST_COOKIE, DEMO_REQUEST_MAX_AGE_MS } from '@/lib/forms/demo-request-cookie';
import type { Locale } from '@/lib/i18n/locale';

/**
 * The key of every booking token (a demo request's right to book, holds, the reschedule and
 * cancel links mailed with each invitation, the answer pages' state). It must outlive builds
 * and restarts, or every link already mailed stops working:
 * - BOOKING_SECRET when set;
 * - else, on one server (the file store), a secret the site makes on first start and keeps in
 *   `booking-secret` beside the bookings (mode 0600), read again by every later process;
 * - never made up with DATABASE_URL set: several instances share those bookings and each
 *   would make its own, so the server refuses to start (instrumentation.ts) and says why.
 * BOOKING_SECRET_PREVIOUS still verifies (never signs) during a change of key.
 */

export const SECRET_FILE = 'booking-secret';

export const MISSING_SECRET =
  'BOOKING_SECRET is not set, and DATABASE_URL is: several instances share the bookings, so they must sign the booking links with one key. ' +
  'Set BOOKING_SECRET (16+ characters, the same on every instance; for example the output of `openssl rand -base64 32`) and start again (docs/booking.md, "The booking secret").';

type Made = { file: string; key: string };
// One read per process and file (on globalThis: Next bundles this module once per route).
const KEY = Symbol.for('ladle.booking.secret-file');
const holder = globalThis as typeof globalThis & { [KEY]?: Made };

/** The key new tokens are signed with. Throws MISSING_SECRET with DATABASE_URL set and no BOOKING_SECRET. */
export function bookingSecret(): string {
  const env = serverEnv();
  if (env.BOOKING_SECRET) return env.BOOKING_SECRET;
  if (env.DATABASE_URL) throw new Error(MISSING_SECRET);
  const file = path.join(bookingsDir(env), SECRET_FILE);
  if (holder[KEY]?.file !== file) holder[KEY] = { file, key: keyFromFile(file) };
  return holder[KEY].key;
}

/** The keys a token may be signed with: the current one, then BOOKING_SECRET_PREVIOUS during a change of key. */
export function bookingKeys(): string[] {
  const previous = serverEnv().BOOKING_SECRET_PREVIOUS;
  return previous ? [bookingSecret(), previous] : [bookingSecret()];
}

/**
 * What a form post's answer page must show, signed into that page's address for a minute
 * (pageWithStatus in ./http.ts renders it), so nobody else can make the page say it.
 */
export function pageState<T extends object>(purpose: string) {
  return {
    sign: (state: T) => signToken(purpose, state, Date.now() + 60_000, bookingSecret()),
    read(signed: string | undefined): T | undefined {
      if (!signed) return undefined;
      const checked = verifyToken<T>(purpose, signed, Date.now(), bookingKeys());
      return checked.ok ? checked.payload : undefined;
    },
  };
}

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
