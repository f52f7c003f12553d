import { getEvent, type CalendarAccount } from '@/lib/booking/caldav';
import { eventsFromIcs, type StoredEvent } from '@/lib/booking/ics-busy';
import type { Interval } from '@/lib/booking/intervals';
import type { Booking, BookingStore, CalendarBooking, NewJob } from '@/lib/booking-store/store';
import type { SalesRep } from '@/content/sales-team';
import { calendarSyncJobs } from './calendar-sync';
import type { FollowCalendar } from './calendars';
import { invitationJobs } from './invitation-mail';
import { leadBookingJobs } from './lead-booking';
import { kickBookingRelay } from './relay';

/**
 * The rep's calendar read the other way (issue 54): on every read, the site's own events in it
 * are compared with their bookings, and what the rep did in their calendar app becomes a change
 * of the booking, made as a visitor's is (SEQUENCE + 1 in the store, both sides' mails, the
 * lead, the CRM webhook and the sales inbox's note, the calendar job):
 * - an event the rep moved moves the booking to the event's times (the updated invitation);
 * - an event the rep deleted (or marked STATUS:CANCELLED) cancels it: the visitor gets
 *   METHOD:CANCEL with an apology in their language, and the time is free again;
 * - an event whose visitor attendee answered PARTSTAT=DECLINED cancels it too.
 *
 * What is not read as the rep's doing: a booking whose calendar write is not done yet (the
 * 'calendar-put' job pending or given up: the calendar is behind the store, not changed by the
 * rep); an event older than the booking (its SEQUENCE lower: a change of ours not read back
 * yet); a meeting already over. An event missing from the range read is asked for by name
 * before it counts as deleted (it may have been moved outside the range, or written since).
 * Each change is made only if the booking is still at the SEQUENCE compared, so two instances
 * reading at once change it once.
 */

const GET_TIMEOUT_MS = 5_000;

class Superseded extends Error {}

/** The change's jobs, refused (undoing the change) if the booking moved on since it was compared. */
const unlessSuperseded = (compared: Booking, jobs: (changed: Booking) => NewJob[]) => (changed: Booking) => {
  if (changed.sequence !== compared.sequence + 1) throw new Superseded(`${compared.id} is at SEQUENCE ${changed.sequence}, compared at ${compared.sequence}`);
  return jobs(changed);
};

type Verdict = { change: 'none' } | { change: 'move'; event: StoredEvent } | { change: 'cancelledByRep' | 'declined' };

/** What the rep's calendar says happened to `booking`, given its event there (undefined: there is none). */
function verdictOf(booking: CalendarBooking, event: StoredEvent | undefined, now: Date): Verdict {
  if (!event || event.cancelled) return { change: 'cancelledByRep' };
  if (event.sequence < booking.sequence) return { change: 'none' };
  if (event.partstat[booking.visitor.email.toLowerCase()] === 'DECLINED') return { change: 'declined' };
  const moved = event.start.toISOString() !== booking.start || event.end.toISOString() !== booking.end;
  // A meeting dragged into the past is left for the rep to sort out, not mailed to the visitor.
  return moved && event.end.getTime() > now.getTime() ? { change: 'move', event } : { change: 'none' };
}

async function apply(store: BookingStore, rep: SalesRep, booking: CalendarBooking, verdict: Verdict, now: Date): Promise<'applied' | 'taken' | 'none'> {
  if (verdict.change === 'none') return 'none';
  try {
    if (verdict.change === 'move') {
      const { start, end } = verdict.event;
      const times = { start: start.toISOString(), end: end.toISOString(), blockedUntil: new Date(end.getTime() + rep.bufferMinutes * 60_000).toISOString() };
      const jobs = (moved: Booking) => [...invitationJobs(moved, rep, 'REQUEST', 'movedByRep'), ...leadBookingJobs(moved, rep, 'rescheduled'), ...calendarSyncJobs()];
      const outcome = await store.reschedule(booking.id, times, { now, jobs: unlessSuperseded(booking, jobs) });
      if (!outcome.ok) return outcome.reason === 'taken' ? 'taken' : 'none';
    } else {
      const occasion = verdict.change;
      const jobs = (cancelled: Booking) => [...invitationJobs(cancelled, rep, 'CANCEL', occasion), ...leadBookingJobs(cancelled, rep, 'cancelled', occasion === 'cancelledByRep' ? 'rep' : 'visitor'), ...calendarSyncJobs()];
      const outcome = await store.cancel(booking.id, { now, jobs: unlessSuperseded(booking, jobs) });
      if (!outcome.ok) return 'none';
    }
  } catch (error) {
    if (error instanceof Superseded) return 'none';
    throw error;
  }
  console.info(`[booking] ${rep.id}'s calendar: booking ${booking.id} ${verdict.change === 'move' ? `moved to ${verdict.event.start.toISOString()}` : verdict.change === 'declined' ? 'declined by the visitor, cancelled' : 'removed by the rep, cancelled'}`);
  return 'applied';
}

/** Follows the rep's calendar into `store` (calendars.ts calls it with each read's own events). */
export const followCalendar = (store: BookingStore): FollowCalendar => async (rep: SalesRep, account: CalendarAccount, range: Interval, own: StoredEvent[]) => {
  const now = new Date();
  const byUid = new Map(own.map((event) => [event.uid, event]));
  const bookings = await store.calendarBookings(rep.id, { from: range.start, to: range.end, uids: [...byUid.keys()] });
  const stillBusy: Interval[] = [];
  let changed = false;
  for (const booking of bookings) {
    if (!booking.calendarSettled || Date.parse(booking.end) <= now.getTime()) continue;
    let event = byUid.get(booking.uid);
    if (!event) {
      const text = await getEvent(account, booking.uid, { timeoutMs: GET_TIMEOUT_MS });
      event = text === undefined ? undefined : eventsFromIcs([text], account.timeZone ?? 'UTC', (uid) => uid === booking.uid)[0];
      // There, but not as one plain event (made recurring by the rep?): left as it is.
      if (text !== undefined && !event) continue;
    }
    const verdict = verdictOf(booking, event, now);
    const outcome = await apply(store, rep, booking, verdict, now);
    if (outcome === 'applied') changed = true;
    // Moved onto another booking or hold: the booking stays, and the rep's new time blocks too.
    if (outcome === 'taken' && verdict.change === 'move') {
      stillBusy.push({ start: verdict.event.start, end: verdict.event.end });
      console.warn(`[booking] ${rep.id}'s calendar: booking ${booking.id} was moved to ${verdict.event.start.toISOString()}, which another booking holds; the booking stays at ${booking.start}`);
    }
  }
  if (changed) kickBookingRelay();
  return stillBusy;
};
