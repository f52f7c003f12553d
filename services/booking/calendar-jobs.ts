import type { NewJob } from '@/lib/booking-store/store';
import { serverEnv } from '@/lib/env';

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
