import 'server-only';
import { clientKey } from '@/lib/email/client-address';
import { serverEnv } from '@/lib/env';
import { parseCookie } from 'cookie';
import { createSharedRateLimiter, type SharedRateLimiter } from '@/lib/rate-limit/shared-rate-limit';
import { BookingStoreUnavailableError } from '@/lib/booking-store/store';
import { canonicalTimeZone } from '@/lib/booking/time-zones';
import type { BookingRefusal } from '@/content/booking';
import { confirmHold, holdSlot, listSlots, type Refused } from './book';
import { readRequestToken, REQUEST_COOKIE, type BookingRequest } from './tokens';
import { bookedText, heldText, pickerWords, refusalText, slotsView } from './view';

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
