import type { Interval } from './intervals';

/** A rep's calendar on a CalDAV server. */
export type CalendarAccount = { serverUrl: string; calendarUrl: string; username?: string; password?: string };

const notYet = () => Promise.reject(new Error('lib/booking/caldav.ts: not implemented yet'));

/** Busy times by a calendar-query REPORT with a time-range and expanded recurrences (not free-busy-query):
 *  opaque, non-cancelled VEVENTs; all-day events block their whole day in the calendar's zone. Rejects after timeoutMs. */
export function readBusy(account: CalendarAccount, range: Interval, options?: { timeoutMs?: number }): Promise<Interval[]> {
  void account; void range; void options;
  return notYet();
}

/** PUT `<uid>.ics` (create or replace; idempotent by UID). */
export function putEvent(account: CalendarAccount, event: { uid: string; ics: string }, options?: { timeoutMs?: number }): Promise<void> {
  void account; void event; void options;
  return notYet();
}

/** DELETE `<uid>.ics`; a missing event is success. */
export function deleteEvent(account: CalendarAccount, uid: string, options?: { timeoutMs?: number }): Promise<void> {
  void account; void uid; void options;
  return notYet();
}
