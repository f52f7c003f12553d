import { deleteEvent, putEvent } from '@/lib/booking/caldav';
import { calendarObjectIcs } from '@/lib/booking/invitation';
import { bookingStore } from '@/lib/booking-store';
import type { BookingStore, Job, NewJob } from '@/lib/booking-store/store';
import { serverEnv } from '@/lib/env';
import { calendarAccount } from './calendars';
import { invitationOf } from './invitation-mail';
import { repById } from './team';

/**
 * The relay's 'calendar-put' job (calendarSyncJobs below): makes the rep's CalDAV calendar match
 * the booking as it is now, read from the store, whatever the job was made for. Booked: PUT
 * `<uid>.ics`, the invitation's event (same UID, the booking's SEQUENCE, organizer the rep,
 * attendee the visitor) stored without METHOD; PUT again replaces it, so a job run twice
 * leaves one event. Cancelled: DELETE, a missing event counting as done. A server that is
 * down or slow throws, and the relay retries on the outbox's schedule.
 */

const REQUEST_TIMEOUT_MS = 10_000;

export async function syncCalendar(job: Pick<Job, 'booking'>, store: BookingStore = bookingStore()): Promise<void> {
  const booking = await store.get(job.booking);
  if (!booking) throw new Error(`Booking ${job.booking} is not in the store`);
  const rep = repById(booking.rep);
  // A rep who has left the team has no calendar here any more: nothing to write.
  if (!rep) return;
  const account = calendarAccount(rep);
  if (!account) throw new Error(`No CalDAV calendar for ${booking.rep}: CALDAV_URL unset, or the rep has no calendar.path`);
  if (booking.state === 'cancelled') {
    await deleteEvent(account, booking.uid, { timeoutMs: REQUEST_TIMEOUT_MS });
    return;
  }
  await putEvent(account, { uid: booking.uid, ics: calendarObjectIcs(invitationOf(booking, rep, 'REQUEST')) }, { timeoutMs: REQUEST_TIMEOUT_MS });
}

/**
 * The calendar work every change of a booking leaves (book, reschedule, cancel): one job that
 * makes the rep's CalDAV calendar match the booking as it is when the job runs, PUT of its
 * event (same UID, the booking's SEQUENCE) while booked, DELETE once cancelled. Declarative, so
 * jobs that run late, twice or out of order still leave the calendar right. The job carries no
 * payload: the relay reads the booking (`job.booking`) when it runs. Without CALDAV_URL there is
 * no calendar to keep and no job.
 */
export function calendarSyncJobs(): NewJob[] {
  return serverEnv().CALDAV_URL ? [{ kind: 'calendar-put', payload: {} }] : [];
}
