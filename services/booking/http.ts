import 'server-only';
import { parseCookie } from 'cookie';
import { canonicalTimeZone, isTimeZone } from '@/lib/booking/time-zones';
import { BookingStoreUnavailableError } from '@/lib/booking-store/store';
import { clientKey } from '@/lib/email/client-address';
import type { AcceptedHook } from '@/lib/email/endpoint';
import { SERVER_ORIGIN_HEADER } from '@/lib/email/socket-address-hook';
import { serverEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locale';
import { createSharedRateLimiter, type SharedRateLimiter } from '@/lib/rate-limit/shared-rate-limit';
import { localizeHref } from '@/content/language-paths';
import type { BookingRefusal } from '@/content/booking';
import { confirmHold, holdSlot, listSlots, type Refused } from './book';
import { cancelBooking, openChange, rescheduleBooking } from './change';
import { CHANGE_PAGES, type ChangeAction, issueRequestToken, readRequestToken, requestCookie, requestOfLead, REQUEST_COOKIE, type BookingRequest } from './tokens';
import { BOOK_PAGE, bookedText, bookFromForm, heldText, pickerWords, refusalText, signChangeOutcome, signOutcome, slotsView, type ChangeOutcome, type FormOutcome } from './view';

/**
 * Every request the booking answers (app/api/booking/*, and the demo request's cookie on the
 * email endpoint), in the order a visitor meets them:
 * - the demo request's answer sets the right to book (demoRequestCookie);
 * - the script picker's JSON endpoints: slots, hold, book;
 * - the no-script picker's form post (/api/booking/form);
 * - the reschedule and cancel pages' form posts.
 * Each form post answers the page that shows its outcome, with the outcome's status (pageWithStatus).
 */

// ---- Answering a form post with its page ----

/**
 * A page answered with the status of what happened. A page cannot set its own status, so a
 * route handler renders it by asking this same server for it, with what it must show signed
 * into its address, and answers that HTML with the status. Should that fail, it redirects
 * there instead (303): the page is the same, the status 200.
 *
 * The server is asked over plain HTTP at the address and port the request reached it on
 * (SERVER_ORIGIN_HEADER, written by the socket hook instrumentation.ts installs), not at
 * request.url: behind nginx that is https://localhost:<port> (X-Forwarded-Proto: https), and
 * this server speaks no TLS, so every answer became a 303 (issue 54, item 6).
 */

/** A plain form's text field, trimmed and bounded. */
export const formField = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 2000) : '';
};

const PASSED_HEADERS = ['content-type', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'strict-transport-security', 'cross-origin-opener-policy'];

export async function pageWithStatus(request: Request, path: string, status: number, extra: Record<string, string> = {}): Promise<Response> {
  try {
    const origin = request.headers.get(SERVER_ORIGIN_HEADER) || new URL(request.url).origin;
    const page = await fetch(new URL(path, origin), { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(5_000) });
    // The page may answer the status itself (components/ui/page-status.tsx).
    if (!page.ok && page.status !== status) throw new Error(`${path} answered ${page.status}`);
    const headers = new Headers({ 'Cache-Control': 'no-store', ...extra });
    for (const name of PASSED_HEADERS) {
      const value = page.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(await page.text(), { status, headers });
  } catch (error) {
    console.error(`The page ${path} could not be rendered here; redirecting to it`, error);
    return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store', ...extra } });
  }
}

// ---- The demo request's right to book ----

/** Whether the browser reached the site over HTTPS (behind a trusted proxy, as it says). */
export function isSecure(request: Request) {
  const forwarded = serverEnv().TRUST_PROXY ? request.headers.get('x-forwarded-proto') : null;
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}

/**
 * The EmailJS-compatible endpoint's answer to a stored demo request carries the right to book
 * it: the cookie of ./tokens.ts (HttpOnly, SameSite=Strict), which the
 * picker's calls send back. Not for spam, other forms, or a request another site's page sent
 * (Sec-Fetch-Site: cross-site; a browser would not keep a SameSite=Strict cookie from it anyway).
 */
export const demoRequestCookie: AcceptedHook = ({ record }, request) => {
  const demo = requestOfLead(record);
  const site = request.headers.get('sec-fetch-site');
  if (!demo || site === 'cross-site') return undefined;
  return { 'Set-Cookie': requestCookie(issueRequestToken(demo), isSecure(request)) };
};

// ---- The script picker's JSON endpoints ----

/**
 * The picker's JSON endpoints (app/api/booking/*): the slots of the request named by the
 * cookie the demo request's answer set, a hold, a booking. Only same-origin JSON is taken
 * (a cross-site form cannot send it without a preflight, and the cookie is SameSite=Strict).
 * Each refusal answers 4xx with the sentence to show and the times still free.
 */

const KEY = Symbol.for('ladle.bookingRateLimits');
type Holder = typeof globalThis & { [KEY]?: Map<string, SharedRateLimiter> };

/** The client address a request counts against, for the limiter and the booking caps. */
export const clientOf = (headers: Headers) => clientKey(headers, serverEnv().TRUST_PROXY);

/** One budget per client per minute on the site's one limiter (memory, or Redis with REDIS_URL), kept on globalThis like the others. */
function perClient(name: string, limit: () => number) {
  return (headers: Headers): Promise<boolean> => {
    const limiters = ((globalThis as Holder)[KEY] ??= new Map());
    let allow = limiters.get(name);
    if (!allow) {
      allow = createSharedRateLimiter({ name, limit, redisUrl: () => serverEnv().REDIS_URL });
      limiters.set(name, allow);
    }
    return allow(clientOf(headers));
  };
}

/** Holds (and no-script booking posts) per client per minute. */
export const allowHold = perClient('booking', () => serverEnv().BOOKING_HOLDS_PER_MINUTE);

/** Listings of the free times per client per minute: each reads the store and the calendars and formats every slot. */
export const allowListing = perClient('booking-slots', () => serverEnv().BOOKING_LISTINGS_PER_MINUTE);

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...extra } });

/** How soon a visitor may try again when the store was busy or away (503): the moment passes within seconds. */
export const RETRY_AFTER = { 'Retry-After': '5' };

const requestOf = (request: Request): BookingRequest | undefined => readRequestToken(parseCookie(request.headers.get('cookie') ?? '')[REQUEST_COOKIE]);

function refusal(refused: Refused, request: BookingRequest, timeZone: string) {
  return json(refused.status, {
    error: refusalText(refused.refusal, request.language),
    refusal: refused.refusal,
    ...(refused.days ? { slots: slotsView(refused.days, timeZone, request.language) } : {}),
  });
}

const plain = (status: number, reason: BookingRefusal, language: 'en' | 'es' = 'en', extra: Record<string, string> = {}) =>
  json(status, { error: refusalText(reason, language), refusal: reason }, extra);

async function guarded(work: () => Promise<Response>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BookingStoreUnavailableError) console.error(`Booking refused: ${error.message}`, error.cause ?? '');
    else console.error('Booking failed', error);
    return plain(503, 'failure', 'en', RETRY_AFTER);
  }
}

async function body(request: Request): Promise<Record<string, unknown> | undefined> {
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) return undefined;
  try {
    const parsed: unknown = JSON.parse((await request.text()).slice(0, 4096));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The zone a request names, in its IANA spelling when it names one (the caches key by it), else as sent, for the refusal. */
const zoneOf = (value: unknown) => canonicalTimeZone(text(value)) ?? text(value);

export function handleSlots(request: Request) {
  return guarded(async () => {
    const demo = requestOf(request);
    if (!demo) return plain(401, 'noRequest');
    if (!(await allowListing(request.headers))) return plain(429, 'busy', demo.language);
    const timeZone = zoneOf(new URL(request.url).searchParams.get('tz'));
    const listed = await listSlots({ request: demo, timeZone });
    if (!listed.ok) return refusal(listed, demo, timeZone);
    return json(200, { slots: slotsView(listed.days, timeZone, demo.language), words: pickerWords(timeZone, demo.language) });
  });
}

export function handleHold(request: Request) {
  return guarded(async () => {
    const demo = requestOf(request);
    if (!demo) return plain(401, 'noRequest');
    const input = await body(request);
    if (!input) return plain(415, 'notOffered', demo.language);
    const timeZone = zoneOf(input.tz);
    const held = await holdSlot({ request: demo, start: text(input.start), timeZone, client: clientOf(request.headers), allow: () => allowHold(request.headers) });
    if (!held.ok) return refusal(held, demo, timeZone);
    return json(200, { holdToken: held.holdToken, start: held.start, expiresAt: held.expiresAt, message: heldText(held.start, timeZone, demo.language) });
  });
}

export function handleBook(request: Request) {
  return guarded(async () => {
    const demo = requestOf(request);
    if (!demo) return plain(401, 'noRequest');
    const input = await body(request);
    if (!input) return plain(415, 'holdForged', demo.language);
    const timeZone = zoneOf(input.tz);
    const booked = await confirmHold({ request: demo, holdToken: text(input.holdToken), timeZone, client: clientOf(request.headers) });
    if (!booked.ok) return refusal(booked, demo, timeZone);
    return json(200, { booked: bookedText(booked.booking, booked.rep, demo.language), start: booked.booking.start, rep: booked.rep.name });
  });
}

// ---- The no-script picker's form post ----

/**
 * POST /api/booking/form: the no-script picker's plain form post. The booking is decided
 * here by the same rules as the script picker (./book.ts); the answer is the page
 * /demo/book (/es/demo/book) showing the outcome, with the outcome's status: 200 booked,
 * 4xx refused (with the message, the times still free and the visitor's choice kept).
 * The page is rendered here with the outcome's status (pageWithStatus above).
 */

const pagePath = (language: string, outcome: FormOutcome) =>
  `${localizeHref(BOOK_PAGE, language === 'es' ? 'es' : 'en')}?o=${encodeURIComponent(signOutcome(outcome))}`;

export async function handleBookingForm(request: Request): Promise<Response> {
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return new Response('Bad form', { status: 400 });
  }
  const language = formField(data, 'lang') === 'es' ? 'es' : 'en';
  const fields = { token: formField(data, 'token'), start: formField(data, 'start'), tz: formField(data, 'tz'), intent: formField(data, 'intent') };
  // "Show times in this zone" lists the times again, like GET /api/booking/slots: the listing
  // limit, asked first. A booking spends a hold only once the time passed every check (./book.ts).
  const from = { client: clientOf(request.headers), allow: () => allowHold(request.headers) };
  const kept = { tz: fields.tz, token: fields.token, start: fields.start || undefined };
  let outcome: FormOutcome;
  try {
    outcome = fields.intent === 'zone' && !(await allowListing(request.headers)) ? { status: 429, ...kept, refusal: 'busy' } : await bookFromForm(fields, from);
  } catch (error) {
    // A busy or unreachable store (BookingStoreUnavailableError) is a moment to wait, not a server error.
    console.error('A no-script booking failed', error);
    outcome = { status: 503, ...kept, refusal: 'failure' };
  }
  return pageWithStatus(request, pagePath(language, outcome), outcome.status, outcome.status === 503 ? RETRY_AFTER : {});
}

// ---- The reschedule and cancel pages' form posts ----

/**
 * The reschedule and cancel pages' form posts (POST /api/booking/reschedule and
 * /api/booking/cancel), plain forms that work without script. The change is decided here
 * (./change.ts); the answer is the page the link opened, showing the outcome, with its status:
 * 200 done; 4xx refused, with the message and the visitor's choice (zone, time) kept.
 */



type Fields = { token: string; tz: string; start: string; intent: string };

async function formOutcome(action: ChangeAction, fields: Fields, headers: Headers): Promise<ChangeOutcome> {
  const kept = { action, t: fields.token, tz: fields.tz || undefined, start: fields.start || undefined };
  const refused = (outcome: { status: number; refusal: BookingRefusal }) => ({ ...kept, status: outcome.status, refusal: outcome.refusal });
  if (action === 'cancel') {
    const cancelled = await cancelBooking({ token: fields.token });
    return cancelled.ok ? { ...kept, status: 200, done: cancelled.booking.id } : refused(cancelled);
  }
  if (fields.intent === 'zone' || !fields.start) {
    const opened = await openChange('reschedule', fields.token);
    if (!opened.ok) return refused(opened);
    if (!isTimeZone(fields.tz)) return { ...kept, tz: undefined, status: 400, refusal: 'unknownZone' };
    return fields.intent === 'zone' ? { ...kept, status: 200 } : { ...kept, status: 400, refusal: 'chooseSlot' };
  }
  // Each try looks for a free time, like a hold: limited per client by the same limiter.
  if (!(await allowHold(headers))) return { ...kept, status: 429, refusal: 'busy' };
  const moved = await rescheduleBooking({ token: fields.token, start: fields.start, timeZone: fields.tz });
  if (!moved.ok) return { ...refused(moved), ...(moved.refusal === 'unknownZone' ? { tz: undefined } : {}) };
  return { ...kept, status: 200, done: moved.booking.id };
}

export async function handleChangeForm(request: Request, action: ChangeAction): Promise<Response> {
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return new Response('Bad form', { status: 400 });
  }
  const language: Locale = formField(data, 'lang') === 'es' ? 'es' : 'en';
  const fields = { token: formField(data, 'token'), tz: canonicalTimeZone(formField(data, 'tz')) ?? formField(data, 'tz'), start: formField(data, 'start'), intent: formField(data, 'intent') };
  let outcome: ChangeOutcome;
  try {
    outcome = await formOutcome(action, fields, request.headers);
  } catch (error) {
    console.error(`The ${action} of a booking failed`, error);
    outcome = { action, t: fields.token, tz: fields.tz || undefined, start: fields.start || undefined, status: 503, refusal: 'failure' };
  }
  const path = `${localizeHref(CHANGE_PAGES[action], language)}?o=${encodeURIComponent(signChangeOutcome(outcome))}`;
  return pageWithStatus(request, path, outcome.status, outcome.status === 503 ? RETRY_AFTER : {});
}
