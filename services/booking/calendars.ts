import type { Interval } from '@/lib/booking/intervals';
import type { SalesRep } from '@/content/sales-team';

/**
 * The reps' calendar busy times. Without CALDAV_URL (the embedded default) there are none:
 * working hours and the store alone decide.
 */
export async function calendarBusy(reps: SalesRep[], window: Interval, now: Date): Promise<Map<string, Interval[]>> {
  void reps;
  void window;
  void now;
  return new Map();
}
