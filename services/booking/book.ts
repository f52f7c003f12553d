import { signToken, verifyToken } from '@/lib/booking/signed-token';
import { isTimeZone } from '@/lib/booking/time-zones';
import { bookingStore } from '@/lib/booking-store';
import type { Booking, BookingStore, Caps } from '@/lib/booking-store/store';
import { serverEnv } from '@/lib/env';
import { bookingRules, type SalesRep } from '@/content/sales-team';
import type { BookingRefusal } from '@/content/booking';
import { availability, days, nearest, type Availability } from './availability';
import { newBookingUid } from './calendars';
import { calendarSyncJobs } from './calendar-sync';
import { invitationJobs } from './invitation-mail';
import { leadBookingJobs } from './lead-booking';
import { kickBookingRelay } from './relay';
import { type BookingRequest, bookingKeys, bookingSecret } from './tokens';
import { repById } from './team';

/**
 * The three things a visitor does with a stored demo request: see the free times, hold one
 * (5 minutes), book it. Each call re-checks with the rules that listed the times
 * (./availability.ts), and the store decides who gets a contested time atomically. Every
 * refusal is a BookingRefusal, which the caller says in the catalogue's words with a 4xx.
 *
 * A script cannot fill the calendar: the store refuses, in the same atomic step, a client
 * address over BOOKING_MAX_PER_CLIENT future bookings or BOOKING_HOLDS_PER_CLIENT live holds,
 * and a visitor email over BOOKING_MAX_PER_EMAIL future bookings (`overCap`, 429: the team
 * will call; the request stays a lead). A visitor's own live hold never blocks their next
 * choice: a new hold replaces it.
 */

export type Day = { date: string; starts: string[] };
export type Refused = { ok: false; refusal: BookingRefusal; status: number; days?: Day[] };
export type Confirmed = { ok: true; booking: Booking; rep: SalesRep };

const MINUTE = 60_000;
const HOLD_PURPOSE = 'demo-hold';

type HoldPayload = { hold: string; request: string; rep: string; start: string };

export const refuse = (refusal: BookingRefusal, status: number, free?: Map<string, SalesRep[]>, timeZone?: string): Refused =>
  free && timeZone ? { ok: false, refusal, status, days: days(free, timeZone) } : { ok: false, refusal, status };

/** `client`: the address the request came from (lib/email/client-address.ts clientKey), stored on the hold and booking for the caps. */
type Common = { request: BookingRequest; timeZone: string; now?: Date; store?: BookingStore; client?: string };

/** The caps of ./book.ts's header, for this request's visitor. */
const capsFor = (request: BookingRequest): Caps => {
  const env = serverEnv();
  return { email: request.email, holdsPerClient: env.BOOKING_HOLDS_PER_CLIENT, bookingsPerClient: env.BOOKING_MAX_PER_CLIENT, bookingsPerEmail: env.BOOKING_MAX_PER_EMAIL };
};

export async function listSlots({ request, timeZone, now = new Date(), store = bookingStore() }: Common): Promise<{ ok: true; days: Day[] } | Refused> {
  if (!isTimeZone(timeZone)) return refuse('unknownZone', 400);
  const { free } = await availability({ store, language: request.language, timeZone, now });
  return { ok: true, days: days(free, timeZone) };
}

/** Whose times a check looks at: by default every rep who fits the request; a move, its one rep, its own booking aside. */
export type Scope = { reps?: SalesRep[]; except?: string };

/** Whether `start` may be held or booked now, and if not, why (and the times still free). */
export async function check(start: string, { request, timeZone, now, store }: Required<Omit<Common, 'client'>>, scope: Scope = {}): Promise<{ ok: true; reps: SalesRep[]; found: Availability } | Refused> {
  if (!isTimeZone(timeZone)) return refuse('unknownZone', 400);
  const found = await availability({ store, language: request.language, timeZone, now, ...scope });
  const wanted = Date.parse(start);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/.test(start) || Number.isNaN(wanted)) return refuse('notOffered', 400, found.free, timeZone);
  const key = new Date(wanted).toISOString();
  if (wanted <= now.getTime()) return refuse('past', 400, found.free, timeZone);
  if (wanted >= found.window.end.getTime()) return refuse('outsideWindow', 400, found.free, timeZone);
  const reps = found.free.get(key);
  if (reps?.length) return { ok: true, reps, found };
  if (found.offered.has(key)) return takenNear(found.free, new Date(wanted), timeZone);
  return refuse('notOffered', 400, found.free, timeZone);
}

export function takenNear(free: Map<string, SalesRep[]>, wanted: Date, timeZone: string): Refused {
  const close = new Set(nearest(free, wanted));
  const near = new Map([...free].filter(([start]) => close.has(start)));
  return refuse('taken', 409, near, timeZone);
}

/** The least recently booked first (never booked before all), team order between equals. */
async function byLeastRecentlyBooked(reps: SalesRep[], store: BookingStore) {
  const last = await store.lastBookedAt(reps.map((rep) => rep.id));
  return [...reps].sort((a, b) => (last[a.id] ?? '').localeCompare(last[b.id] ?? ''));
}

export const timesFor = (rep: SalesRep, start: string) => {
  const startMs = Date.parse(start);
  const end = startMs + rep.meetingMinutes * MINUTE;
  return { start: new Date(startMs).toISOString(), end: new Date(end).toISOString(), blockedUntil: new Date(end + rep.bufferMinutes * MINUTE).toISOString() };
};

export type Held = { ok: true; holdToken: string; start: string; rep: SalesRep; expiresAt: string };

/**
 * Holds `start` for the request. `allow` is the per-client limiter, asked only once the time
 * passed every check: a request that fails validation does not spend it.
 */
export async function holdSlot(input: Common & { start: string; allow?: () => Promise<boolean> }): Promise<Held | Refused> {
  const { allow, ...rest } = input;
  const common = { now: new Date(), store: input.store ?? bookingStore(), ...rest };
  if (await common.store.forRequest(input.request.lead)) return refuse('alreadyBooked', 409);
  // The request's own live hold is not in its way: the new hold replaces it.
  const own = { except: input.request.lead };
  const checked = await check(input.start, common, own);
  if (!checked.ok) return checked;
  if (allow && !(await allow())) return refuse('busy', 429);
  const caps = capsFor(input.request);
  for (const rep of await byLeastRecentlyBooked(checked.reps, common.store)) {
    const entry = { request: input.request.lead, rep: rep.id, ...timesFor(rep, input.start), ...(input.client ? { client: input.client } : {}) };
    const held = await common.store.hold(entry, { now: common.now, ttlMs: bookingRules.holdMinutes * MINUTE, caps });
    if (!held.ok && held.reason === 'capped') return refuse('overCap', 429);
    if (!held.ok) continue;
    const payload: HoldPayload = { hold: held.hold.id, request: input.request.lead, rep: rep.id, start: held.hold.start };
    return { ok: true, holdToken: signToken(HOLD_PURPOSE, payload, Date.parse(held.hold.expiresAt), bookingSecret()), start: held.hold.start, rep, expiresAt: held.hold.expiresAt };
  }
  // Every fitting rep was taken between the check and the hold: what is free now.
  const again = await availability({ store: common.store, language: input.request.language, timeZone: input.timeZone, now: common.now, ...own });
  return takenNear(again.free, new Date(input.start), input.timeZone);
}

/** Books the time a hold token holds. A forged token, or one for another request, is refused; an expired one too. */
export async function confirmHold(input: Common & { holdToken: string }): Promise<Confirmed | Refused> {
  const now = input.now ?? new Date();
  const store = input.store ?? bookingStore();
  if (!isTimeZone(input.timeZone)) return refuse('unknownZone', 400);
  const checked = verifyToken<HoldPayload>(HOLD_PURPOSE, input.holdToken, now.getTime(), bookingKeys());
  if (!checked.ok) return checked.reason === 'expired' ? refuseWithTimes('holdExpired', 410, input, now, store) : refuseWithTimes('holdForged', 400, input, now, store);
  const { hold, request, rep: repId, start } = checked.payload;
  const rep = repById(repId);
  if (request !== input.request.lead || !rep) return refuseWithTimes('holdForged', 400, input, now, store);
  const uid = newBookingUid();
  const visitor = { name: input.request.name, email: input.request.email, language: input.request.language, timeZone: input.timeZone };
  const booked = await store.book(
    { holdId: hold, entry: { request, rep: rep.id, ...timesFor(rep, start), ...(input.client ? { client: input.client } : {}) }, uid, visitor },
    { now, caps: capsFor(input.request), jobs: (booking) => [...invitationJobs(booking, rep, 'REQUEST'), ...leadBookingJobs(booking, rep, 'booked'), ...calendarSyncJobs()] },
  );
  if (booked.ok) {
    kickBookingRelay();
    return { ok: true, booking: booked.booking, rep };
  }
  if (booked.reason === 'already-booked') return (await sameBooking(store, request, start)) ?? refuse('alreadyBooked', 409);
  if (booked.reason === 'hold-expired') return refuseWithTimes('holdExpired', 410, input, now, store);
  if (booked.reason === 'capped') return refuse('overCap', 429);
  const again = await availability({ store, language: input.request.language, timeZone: input.timeZone, now });
  return takenNear(again.free, new Date(start), input.timeZone);
}

async function refuseWithTimes(refusal: BookingRefusal, status: number, input: Common, now: Date, store: BookingStore): Promise<Refused> {
  const { free } = await availability({ store, language: input.request.language, timeZone: input.timeZone, now });
  return refuse(refusal, status, free, input.timeZone);
}

/**
 * The request's booking when it is for this very time: the same confirmation sent twice (a
 * double submit, or nginx passing a POST on after an instance dropped it) gets the booking it
 * made, not "already booked".
 */
async function sameBooking(store: BookingStore, request: string, start: string): Promise<Confirmed | undefined> {
  const booking = await store.forRequest(request);
  const rep = booking && repById(booking.rep);
  return booking && rep && Date.parse(booking.start) === Date.parse(start) ? { ok: true, booking, rep } : undefined;
}

/** The no-script form's one step: hold the chosen time and book it at once, by the same rules. */
export async function bookSlot(input: Common & { start: string; allow?: () => Promise<boolean> }): Promise<Confirmed | Refused> {
  const repeated = await sameBooking(input.store ?? bookingStore(), input.request.lead, input.start);
  if (repeated) return repeated;
  const held = await holdSlot(input);
  if (!held.ok) return held;
  return confirmHold({ ...input, holdToken: held.holdToken });
}
