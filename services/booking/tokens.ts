import path from 'node:path';
import { keyFromFile } from '@/lib/booking/key-file';
import { signToken, verifyToken } from '@/lib/booking/signed-token';
import { bookingsDir } from '@/lib/booking-store';
import type { Booking } from '@/lib/booking-store/store';
import { serverEnv } from '@/lib/env';
import { DEMO_REQUEST_COOKIE, DEMO_REQUEST_MAX_AGE_MS } from '@/lib/forms/demo-request-cookie';
import type { Locale } from '@/lib/i18n/locale';
import { leadFormPages } from '@/content/lead-form-pages';
import { localizeHref } from '@/content/language-paths';

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

/**
 * The reschedule and cancel links every invitation carries: a signed token naming one booking
 * and the SEQUENCE it had when the invitation was sent, for one action. A link is good for
 * that booking only, and only until the booking changes: moving or cancelling raises SEQUENCE,
 * so the links of every earlier invitation (and a link used once) are refused from then on.
 * It expires when the meeting starts: a meeting already past can be neither moved nor
 * cancelled. Opening a link (GET) changes nothing; the action is the page's form post.
 */

export type ChangeAction = 'reschedule' | 'cancel';
/** Whose invitation a link came from: the rep's links say so, so a cancel from them is told as the rep's. */
export type ChangedBy = 'visitor' | 'rep';
type LinkPayload = { booking: string; sequence: number; by?: 'rep' };

/** The pages the links open (English paths; /es in front for Spanish), and where their forms post. */
export const CHANGE_PAGES: Record<ChangeAction, string> = {
  reschedule: `${leadFormPages.demo}/reschedule`,
  cancel: `${leadFormPages.demo}/cancel`,
};

const linkPurpose = (action: ChangeAction) => `demo-${action}`;

export function changeToken(action: ChangeAction, booking: Pick<Booking, 'id' | 'sequence' | 'start'>, by: ChangedBy = 'visitor'): string {
  const payload: LinkPayload = { booking: booking.id, sequence: booking.sequence, ...(by === 'rep' ? { by } : {}) };
  return signToken(linkPurpose(action), payload, Date.parse(booking.start), bookingSecret());
}

/** The page address of a link (site-relative), with its token. */
export const changePath = (action: ChangeAction, token: string, language: Locale) =>
  `${localizeHref(CHANGE_PAGES[action], language)}?t=${encodeURIComponent(token)}`;

/** Both links of a booking as it is now, absolute (they go out by mail), to pages in `language`. */
export function changeLinks(booking: Pick<Booking, 'id' | 'sequence' | 'start'>, language: Locale, by: ChangedBy = 'visitor'): Record<ChangeAction, string> {
  const site = serverEnv().SITE_URL;
  return {
    reschedule: new URL(changePath('reschedule', changeToken('reschedule', booking, by), language), site).toString(),
    cancel: new URL(changePath('cancel', changeToken('cancel', booking, by), language), site).toString(),
  };
}

export type LinkCheck = { ok: true; booking: string; sequence: number; by: ChangedBy } | { ok: false; reason: 'invalid' | 'past' };

/** What a link's token says, if the site signed it for this action: the booking and its SEQUENCE then. */
export function readChangeToken(action: ChangeAction, token: string | undefined | null, now: number): LinkCheck {
  if (!token) return { ok: false, reason: 'invalid' };
  const checked = verifyToken<LinkPayload>(linkPurpose(action), token, now, bookingKeys());
  if (!checked.ok) return { ok: false, reason: checked.reason === 'expired' ? 'past' : 'invalid' };
  const { booking, sequence, by } = checked.payload;
  if (typeof booking !== 'string' || !Number.isInteger(sequence)) return { ok: false, reason: 'invalid' };
  return { ok: true, booking, sequence, by: by === 'rep' ? 'rep' : 'visitor' };
}
