import type { Interval } from '@/lib/booking/intervals';
import { bookingWindow, freeSlots, groupByDay } from '@/lib/booking/slots';
import { zonedDate } from '@/lib/booking/time-zones';
import type { BookingStore, Entry } from '@/lib/booking-store/store';
import type { Locale } from '@/lib/i18n/locale';
import { bookingRules, type SalesRep } from '@/content/sales-team';
import { followCalendar } from './calendar-changes';
import { calendarBusy } from './calendars';
import { storedHours } from '@/services/team/rep-hours';
import { fittingReps, scheduleOf } from './team';

/**
 * Which demo times a request can be offered, and by whom. A time is free when a rep who fits
 * the request (its language) is free then: inside their working hours, past their minimum
 * notice, outside their calendar's busy times (./calendars.ts) and outside the store's
 * bookings and live holds, under their daily maximum. The same rules decide what the picker
 * lists and what hold and book accept, so a time is never accepted that was not offered.
 */

const DAY = 24 * 60 * 60_000;

export type Availability = {
  window: Interval;
  /** Free slot starts (ISO) -> the reps free then, in team order. */
  free: Map<string, SalesRep[]>;
  /** Every slot start the fitting reps' hours and calendars give, ignoring the store: "offered in principle". */
  offered: Set<string>;
};

function perRepDay(entries: Entry[], rep: SalesRep) {
  const counts: Record<string, number> = {};
  for (const entry of entries) {
    if (entry.rep !== rep.id) continue;
    const date = zonedDate(new Date(entry.start), rep.timeZone);
    counts[date] = (counts[date] ?? 0) + 1;
  }
  return counts;
}

/**
 * `except`: a request whose own holds and booking do not count (a booking being moved does not
 * keep itself out of the times next to it, nor count twice in its rep's day).
 */
export async function availability(input: { store: BookingStore; language: Locale; timeZone: string; now: Date; reps?: SalesRep[]; except?: string }): Promise<Availability> {
  const reps = input.reps ?? fittingReps(input.language);
  // Each rep's hours and days off: content/sales-team.ts's, overridden by what the team room
  // stored (/team/hours), read on every listing so a change is in force at once everywhere.
  const withStored = await storedHours();
  const schedules = new Map(reps.map((rep) => [rep.id, withStored(rep.id, scheduleOf(rep))]));
  // The business days are counted per rep, in the rep's zone and without their holidays and
  // time off; the listing's window reaches as far as the furthest of them.
  const windows = new Map(reps.map((rep) => [rep.id, bookingWindow(input.now, bookingRules.businessDays, rep.timeZone, schedules.get(rep.id)!.dayOff)]));
  const window = { start: input.now, end: new Date(Math.max(...[...windows.values()].map((each) => each.end.getTime()))) };
  // The calendars first: a read applies to the store what the rep changed in their calendar
  // (./calendar-changes.ts), so the store read after it already has the rep's move or cancel.
  const calendars = await calendarBusy(reps, window, { follow: followCalendar(input.store) });
  // A day either side: a rep's daily maximum counts meetings on rep-local days at the window's edges.
  const stored = await input.store.blocking(reps.map((rep) => rep.id), new Date(window.start.getTime() - DAY), new Date(window.end.getTime() + DAY), input.now);
  const entries = input.except ? stored.filter((entry) => entry.request !== input.except) : stored;
  const free = new Map<string, SalesRep[]>();
  const offered = new Set<string>();
  for (const rep of reps) {
    const schedule = schedules.get(rep.id)!;
    const busyInCalendar = calendars.get(rep.id) ?? [];
    const repWindow = windows.get(rep.id)!;
    for (const slot of freeSlots(schedule, { now: input.now, window: repWindow, busy: busyInCalendar })) offered.add(slot.start.toISOString());
    const stored = entries.filter((entry) => entry.rep === rep.id).map((entry) => ({ start: new Date(entry.start), end: new Date(entry.end) }));
    const slots = freeSlots(schedule, { now: input.now, window: repWindow, busy: [...busyInCalendar, ...stored], meetingsPerDay: perRepDay(entries, rep) });
    for (const slot of slots) {
      const key = slot.start.toISOString();
      free.set(key, [...(free.get(key) ?? []), rep]);
    }
  }
  return { window, free, offered };
}

/** The free starts grouped by the visitor's local day. */
export function days(free: Map<string, SalesRep[]>, timeZone: string) {
  const slots = [...free.keys()].map((start) => ({ start: new Date(start), end: new Date(Date.parse(start) + 30 * 60_000) }));
  return groupByDay(slots, timeZone).map((day) => ({ date: day.date, starts: day.slots.map((slot) => slot.start.toISOString()) }));
}

/** Up to `count` free starts nearest to `wanted`, in time order (what "just taken" offers instead). */
export function nearest(free: Map<string, SalesRep[]>, wanted: Date, count = 6): string[] {
  return [...free.keys()]
    .sort((a, b) => Math.abs(Date.parse(a) - wanted.getTime()) - Math.abs(Date.parse(b) - wanted.getTime()))
    .slice(0, count)
    .sort();
}
