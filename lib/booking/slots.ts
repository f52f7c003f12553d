import { mergeIntervals, overlaps, type Interval } from './intervals';
import { addDays, instantAt, startOfDay, zonedDate } from './time-zones';

/**
 * Which meeting times a rep can offer. Everything a rep's hours say is wall-clock time in the
 * rep's zone, so slots are built per rep-local date and clock time and only then turned into
 * instants: a slot at 09:00 stays at 09:00 local across a daylight-saving change.
 */

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/** 'HH:MM' local to the rep; `to` may be '24:00'. */
export type WeeklyHours = Partial<Record<Weekday, Array<{ from: string; to: string }>>>;
export type Schedule = {
  timeZone: string; weeklyHours: WeeklyHours; meetingMinutes: number; bufferMinutes: number;
  minimumNoticeMinutes: number; maxPerDay: number;
  /** Rep-local dates (YYYY-MM-DD) with no slots and not counted as business days: public holidays. */
  dayOff?: (date: string) => boolean;
};

const WEEKDAYS: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MINUTE = 60_000;
/** Slots start on the hour and the half hour. */
const STEP_MINUTES = 30;

const weekday = (date: string): Weekday => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

const isBusinessDay = (date: string) => !['sat', 'sun'].includes(weekday(date));

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * From `now` to the end of the `businessDays`-th business day in `timeZone`; today counts as
 * the first when it is a weekday, so a Monday visitor sees this week and next. A `dayOff`
 * (a public holiday) is not a business day.
 */
export function bookingWindow(now: Date, businessDays: number, timeZone: string, dayOff: (date: string) => boolean = () => false): Interval {
  const counts = (date: string) => isBusinessDay(date) && !dayOff(date);
  let date = zonedDate(now, timeZone);
  let counted = counts(date) ? 1 : 0;
  while (counted < businessDays) {
    date = addDays(date, 1);
    if (counts(date)) counted += 1;
  }
  return { start: now, end: startOfDay(addDays(date, 1), timeZone) };
}

/** The instant a working period ends ('24:00' is the next day's start). */
function periodEnd(date: string, to: string, timeZone: string): Date | undefined {
  return to === '24:00' ? startOfDay(addDays(date, 1), timeZone) : instantAt(date, to, timeZone);
}

/** Candidate slots of one rep-local date from its working hours, before any other rule. */
function daySlots(schedule: Schedule, date: string): Interval[] {
  const slots: Interval[] = [];
  for (const period of schedule.weeklyHours[weekday(date)] ?? []) {
    const end = periodEnd(date, period.to, schedule.timeZone);
    if (!end) continue;
    const first = Math.ceil(minutesOf(period.from) / STEP_MINUTES) * STEP_MINUTES;
    for (let minutes = first; minutes < minutesOf(period.to); minutes += STEP_MINUTES) {
      // A clock time skipped by a spring-forward change is no slot.
      const start = instantAt(date, clock(minutes), schedule.timeZone);
      if (!start) continue;
      const slotEnd = new Date(start.getTime() + schedule.meetingMinutes * MINUTE);
      if (slotEnd.getTime() <= end.getTime()) slots.push({ start, end: slotEnd });
    }
  }
  return slots;
}

/**
 * Free meeting slots of one rep inside `window`: on the rep's working hours, at least
 * minimumNoticeMinutes after `now`, not overlapping any `busy` interval widened by
 * bufferMinutes on both sides, and not on a rep-local day already holding `maxPerDay`
 * meetings (`meetingsPerDay`: rep-local date -> count) or off (`schedule.dayOff`).
 */
export function freeSlots(schedule: Schedule, input: {
  now: Date; window: Interval; busy: Interval[]; meetingsPerDay?: Record<string, number>;
}): Interval[] {
  const buffer = schedule.bufferMinutes * MINUTE;
  const blocked = mergeIntervals(input.busy.map((busy) => ({
    start: new Date(busy.start.getTime() - buffer), end: new Date(busy.end.getTime() + buffer),
  })));
  const earliest = Math.max(input.now.getTime() + schedule.minimumNoticeMinutes * MINUTE, input.window.start.getTime());
  const lastDate = zonedDate(input.window.end, schedule.timeZone);
  const slots: Interval[] = [];
  for (let date = zonedDate(input.window.start, schedule.timeZone); date <= lastDate; date = addDays(date, 1)) {
    if ((input.meetingsPerDay?.[date] ?? 0) >= schedule.maxPerDay || schedule.dayOff?.(date)) continue;
    for (const slot of daySlots(schedule, date)) {
      if (slot.start.getTime() < earliest || slot.end.getTime() > input.window.end.getTime()) continue;
      if (blocked.some((busy) => overlaps(slot, busy))) continue;
      slots.push(slot);
    }
  }
  return slots;
}

/** Slots grouped by the visitor's local date, in order. */
export function groupByDay(slots: Interval[], timeZone: string): Array<{ date: string; slots: Interval[] }> {
  const days: Array<{ date: string; slots: Interval[] }> = [];
  for (const slot of [...slots].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const date = zonedDate(slot.start, timeZone);
    const day = days.at(-1);
    if (day?.date === date) day.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
