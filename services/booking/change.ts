import { bookingStore } from '@/lib/booking-store';
import type { Booking, BookingStore, NewJob } from '@/lib/booking-store/store';
import { isTimeZone } from '@/lib/booking/time-zones';
import type { SalesRep } from '@/content/sales-team';
import { availability, days, nearest } from './availability';
import { check, refuse, takenNear, timesFor, type Day, type Refused } from './book';
import { calendarSyncJobs } from './calendar-sync';
import { readChangeToken, type ChangeAction, type ChangedBy, type BookingRequest } from './tokens';
import { invitationJobs } from './invitation-mail';
import { leadBookingJobs } from './lead-booking';
import { kickBookingRelay } from './relay';
import { bookingRep, repById, repsToMoveTo } from './team';

/**
 * Moving and cancelling a booking from the links of its invitation (./tokens.ts). Opening
 * a link only looks: whether it is still good (tampered with: 400; the booking changed or was
 * cancelled since: 409 or 410; the meeting already past: 410). The change itself is the form
 * post: a move goes through the booking's rules (./book.ts's check, on the booked rep's free
 * times) and the store's atomic reschedule (same UID, SEQUENCE + 1), a cancel through its
 * cancel; each leaves both mails (REQUEST with new links, or CANCEL) and the calendar job.
 */

/** `by`: whose invitation the link came from. */
export type Opened = { ok: true; booking: Booking; rep: SalesRep; by: ChangedBy };
type Options = { now?: Date; store?: BookingStore };

/** The link's booking, if the link is still good for `action` now. */
export async function openChange(action: ChangeAction, token: string | undefined, { now = new Date(), store = bookingStore() }: Options = {}): Promise<Opened | Refused> {
  const link = readChangeToken(action, token, now.getTime());
  if (!link.ok) return link.reason === 'past' ? refuse('linkPast', 410) : refuse('linkInvalid', 400);
  const booking = await store.get(link.booking);
  if (!booking) return refuse('linkInvalid', 400);
  // A rep who has left the team leaves their bookings movable and cancellable (./team.ts bookingRep).
  const rep = bookingRep(booking);
  if (booking.state === 'cancelled') return refuse('linkCancelled', 410);
  if (booking.sequence !== link.sequence) return refuse('linkChanged', 409);
  if (Date.parse(booking.start) <= now.getTime()) return refuse('linkPast', 410);
  return { ok: true, booking, rep, by: link.by };
}

/** The booking's request, as the rules that listed its first time see it. */
const requestOf = (booking: Booking): BookingRequest => ({
  lead: booking.request,
  name: booking.visitor.name,
  email: booking.visitor.email,
  language: booking.visitor.language === 'es' ? 'es' : 'en',
});

/**
 * The booked rep's free times a booking may move to, in `timeZone` (its own time left out);
 * with `near`, only the six nearest to it (what "just taken" offers instead).
 */
export async function rescheduleDays(opened: Opened, timeZone: string, { now = new Date(), store = bookingStore(), near }: Options & { near?: string } = {}): Promise<Day[]> {
  const { booking } = opened;
  const { free } = await availability({ store, language: requestOf(booking).language, timeZone, now, reps: repsToMoveTo(booking), except: booking.request });
  free.delete(new Date(booking.start).toISOString());
  if (!near) return days(free, timeZone);
  const close = new Set(nearest(free, new Date(near)));
  return days(new Map([...free].filter(([start]) => close.has(start))), timeZone);
}

/**
 * The store records a change's jobs in the change's own transaction: refusing there, when the
 * booking is not at the SEQUENCE the link was made for, undoes the change. So of two uses of
 * one link at once, only one changes the booking.
 */
class StaleLink extends Error {}
const atSequence = (expected: number, jobs: (booking: Booking) => NewJob[]) => (changed: Booking) => {
  if (changed.sequence !== expected + 1) throw new StaleLink(`the booking is at SEQUENCE ${changed.sequence}, the link was for ${expected}`);
  return jobs(changed);
};

export type Changed = { ok: true; booking: Booking; rep: SalesRep };

async function applied(change: () => Promise<Awaited<ReturnType<BookingStore['cancel']>>>): Promise<{ ok: true; booking: Booking } | Refused | { ok: false; reason: 'taken' }> {
  try {
    const outcome = await change();
    if (outcome.ok) {
      kickBookingRelay();
      return outcome;
    }
    if (outcome.reason === 'taken') return { ok: false, reason: 'taken' };
    return outcome.reason === 'cancelled' ? refuse('linkCancelled', 410) : refuse('linkInvalid', 400);
  } catch (error) {
    if (error instanceof StaleLink) return refuse('linkChanged', 409);
    throw error;
  }
}

/**
 * The change this link already made, when the same post comes again (a double submit, or nginx
 * passing a POST on after an instance dropped its connection): the booking is one SEQUENCE past
 * the link and `done` says it is in the state that change left. Answered as the first was.
 */
async function sameChange(action: ChangeAction, token: string, { now, store }: Required<Options>, done: (booking: Booking) => boolean): Promise<Changed | undefined> {
  const link = readChangeToken(action, token, now.getTime());
  if (!link.ok) return undefined;
  const booking = await store.get(link.booking);
  const rep = booking && (repById(booking.rep) ?? bookingRep(booking));
  return booking && rep && booking.sequence === link.sequence + 1 && done(booking) ? { ok: true, booking, rep } : undefined;
}

/** Moves the link's booking to `start` (one of its rep's free times), keeping its UID. */
export async function rescheduleBooking(input: { token: string; start: string; timeZone: string } & Options): Promise<Changed | Refused> {
  const now = input.now ?? new Date();
  const store = input.store ?? bookingStore();
  const moved = (booking: Booking) => booking.state === 'booked' && Date.parse(booking.start) === Date.parse(input.start);
  const repeated = await sameChange('reschedule', input.token, { now, store }, moved);
  if (repeated) return repeated;
  const opened = await openChange('reschedule', input.token, { now, store });
  if (!opened.ok) return opened;
  const { booking } = opened;
  if (!isTimeZone(input.timeZone)) return refuse('unknownZone', 400);
  const reps = repsToMoveTo(booking);
  const checked = await check(input.start, { request: requestOf(booking), timeZone: input.timeZone, now, store }, { reps, except: booking.request });
  if (!checked.ok) return checked;
  // The booked rep, or (they have left) the first who fits and is free then.
  const rep = repById(booking.rep) ?? checked.reps[0]!;
  const jobs = (moved: Booking) => [...invitationJobs(moved, rep, 'REQUEST'), ...leadBookingJobs(moved, rep, 'rescheduled'), ...calendarSyncJobs()];
  const outcome = await applied(() => store.reschedule(booking.id, { ...timesFor(rep, input.start), rep: rep.id }, { now, jobs: atSequence(booking.sequence, jobs) }));
  if (outcome.ok) return { ...outcome, rep };
  if ('refusal' in outcome) return outcome;
  // Taken between the check and the move: the nearest of the rep's times still free.
  const again = await availability({ store, language: requestOf(booking).language, timeZone: input.timeZone, now, reps, except: booking.request });
  return takenNear(again.free, new Date(input.start), input.timeZone);
}

/** Cancels the link's booking: frees its time, sends both sides METHOD:CANCEL. */
export async function cancelBooking(input: { token: string } & Options): Promise<Changed | Refused> {
  const now = input.now ?? new Date();
  const store = input.store ?? bookingStore();
  const repeated = await sameChange('cancel', input.token, { now, store }, (booking) => booking.state === 'cancelled');
  if (repeated) return repeated;
  const opened = await openChange('cancel', input.token, { now, store });
  if (!opened.ok) return opened;
  const { booking, rep, by } = opened;
  const jobs = (cancelled: Booking) => [...invitationJobs(cancelled, rep, 'CANCEL', by === 'rep' ? 'cancelledByRepLink' : 'cancelled'), ...leadBookingJobs(cancelled, rep, 'cancelled', by), ...calendarSyncJobs()];
  const outcome = await applied(() => store.cancel(booking.id, { now, jobs: atSequence(booking.sequence, jobs) }));
  if (outcome.ok) return { ...outcome, rep };
  return 'refusal' in outcome ? outcome : refuse('linkChanged', 409);
}
