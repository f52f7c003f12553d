/** @jest-environment node */
import type { Interval } from '@/lib/booking/intervals';
import { bookingWindow, freeSlots, groupByDay, type Schedule } from '@/lib/booking/slots';
import { zonedDate } from '@/lib/booking/time-zones';

/**
 * Slots across the 2026 daylight-saving changes (New York: 2026-03-08 and 2026-11-01; Madrid:
 * 2026-03-29 and 2026-10-25, all Sundays), for a rep in one zone and a visitor in another. The
 * expected instants and visitor labels are worked out by hand, not by the code under test.
 * The reps work Sunday 01:00-04:00 so the change itself (a skipped or a repeated hour) falls
 * inside their hours; a repeated clock time is offered once, at its first occurrence.
 */

const at = (iso: string) => new Date(iso);
/** 'YYYY-MM-DD HH:MM' where the visitor is, by Intl directly rather than the helpers under test. */
const visitorLabel = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(instant);
const weekdays = (from: string, to: string) => Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, [{ from, to }]]));

const schedule = (overrides: Partial<Schedule>): Schedule => ({
  timeZone: 'America/New_York', weeklyHours: weekdays('09:00', '17:00'), meetingMinutes: 30, bufferMinutes: 0,
  minimumNoticeMinutes: 0, maxPerDay: 99, ...overrides,
});

/** Slots of one whole UTC-ish span, listed as `start UTC | visitor-local date and 24-hour clock`. */
function offered(rep: Schedule, from: string, to: string, visitorZone: string): string[] {
  const window = { start: at(from), end: at(to) };
  return freeSlots(rep, { now: window.start, window, busy: [] }).map((slot) =>
    `${slot.start.toISOString().slice(0, 16)}Z | ${visitorLabel(slot.start, visitorZone)}`);
}

describe('slots across daylight-saving changes', () => {
  const newYorkRep = schedule({ timeZone: 'America/New_York', weeklyHours: { ...weekdays('09:00', '17:00'), sun: [{ from: '01:00', to: '04:00' }] } });
  const madridRep = schedule({ timeZone: 'Europe/Madrid', weeklyHours: { ...weekdays('09:00', '17:00'), sun: [{ from: '01:00', to: '04:00' }] } });

  // [what happens, rep, from, to (UTC), visitor zone, expected: start UTC | visitor-local label]
  const changeDays: Array<[string, Schedule, string, string, string, string[]]> = [
    ['2026-03-08, New York springs forward, 02:00-02:59 does not exist (rep New York, visitor Madrid, CET)',
      newYorkRep, '2026-03-08T00:00:00Z', '2026-03-08T12:00:00Z', 'Europe/Madrid', [
        '2026-03-08T06:00Z | 2026-03-08 07:00', // 01:00 EST
        '2026-03-08T06:30Z | 2026-03-08 07:30', // 01:30 EST
        '2026-03-08T07:00Z | 2026-03-08 08:00', // 03:00 EDT
        '2026-03-08T07:30Z | 2026-03-08 08:30', // 03:30 EDT, ends 04:00 EDT
      ]],
    ['2026-11-01, New York falls back, 01:00-01:59 happens twice (rep New York, visitor Madrid, CET)',
      newYorkRep, '2026-11-01T00:00:00Z', '2026-11-01T12:00:00Z', 'Europe/Madrid', [
        '2026-11-01T05:00Z | 2026-11-01 06:00', // 01:00 EDT
        '2026-11-01T05:30Z | 2026-11-01 06:30', // 01:30 EDT
        '2026-11-01T07:00Z | 2026-11-01 08:00', // 02:00 EST
        '2026-11-01T07:30Z | 2026-11-01 08:30', // 02:30 EST
        '2026-11-01T08:00Z | 2026-11-01 09:00', // 03:00 EST
        '2026-11-01T08:30Z | 2026-11-01 09:30', // 03:30 EST, ends 04:00 EST
      ]],
    ['2026-03-29, Madrid springs forward, 02:00-02:59 does not exist (rep Madrid, visitor Los Angeles, PDT, still Saturday)',
      madridRep, '2026-03-28T22:00:00Z', '2026-03-29T12:00:00Z', 'America/Los_Angeles', [
        '2026-03-29T00:00Z | 2026-03-28 17:00', // 01:00 CET
        '2026-03-29T00:30Z | 2026-03-28 17:30', // 01:30 CET
        '2026-03-29T01:00Z | 2026-03-28 18:00', // 03:00 CEST
        '2026-03-29T01:30Z | 2026-03-28 18:30', // 03:30 CEST, ends 04:00 CEST
      ]],
    ['2026-10-25, Madrid falls back, 02:00-02:59 happens twice (rep Madrid, visitor Los Angeles, PDT, still Saturday)',
      madridRep, '2026-10-24T20:00:00Z', '2026-10-25T12:00:00Z', 'America/Los_Angeles', [
        '2026-10-24T23:00Z | 2026-10-24 16:00', // 01:00 CEST
        '2026-10-24T23:30Z | 2026-10-24 16:30', // 01:30 CEST
        '2026-10-25T00:00Z | 2026-10-24 17:00', // 02:00 CEST (the first 02:00)
        '2026-10-25T00:30Z | 2026-10-24 17:30', // 02:30 CEST
        '2026-10-25T02:00Z | 2026-10-24 19:00', // 03:00 CET
        '2026-10-25T02:30Z | 2026-10-24 19:30', // 03:30 CET, ends 04:00 CET
      ]],
  ];

  it.each(changeDays)('%s', (_title, rep, from, to, visitorZone, expected) => {
    expect(offered(rep, from, to, visitorZone)).toEqual(expected);
  });

  it('a 09:00 New York start stays 09:00 for the rep while the visitor in Madrid sees it move', () => {
    const firstOfDay = (day: string) => offered(newYorkRep, `${day}T00:00:00Z`, `${day}T23:59:00Z`, 'Europe/Madrid')[0];
    expect(firstOfDay('2026-03-06')).toBe('2026-03-06T14:00Z | 2026-03-06 15:00'); // EST and CET: 6 hours apart
    expect(firstOfDay('2026-03-09')).toBe('2026-03-09T13:00Z | 2026-03-09 14:00'); // EDT and CET: 5 hours
    expect(firstOfDay('2026-03-30')).toBe('2026-03-30T13:00Z | 2026-03-30 15:00'); // EDT and CEST: 6 again
    expect(firstOfDay('2026-10-26')).toBe('2026-10-26T13:00Z | 2026-10-26 14:00'); // EDT and CET: 5
    expect(firstOfDay('2026-11-02')).toBe('2026-11-02T14:00Z | 2026-11-02 15:00'); // EST and CET: 6
    // The last slot of a 09:00-17:00 day starts at 16:30 rep time.
    expect(offered(newYorkRep, '2026-03-09T00:00:00Z', '2026-03-09T23:59:00Z', 'Europe/Madrid').at(-1)).toBe('2026-03-09T20:30Z | 2026-03-09 21:30');
  });
});

describe('the rules that take slots away', () => {
  const rep = schedule({ timeZone: 'America/New_York', weeklyHours: weekdays('09:00', '12:00') });
  // Monday 2026-11-30 in New York (EST): 09:00 is 14:00Z, 12:00 is 17:00Z.
  const day = { start: at('2026-11-30T05:00:00Z'), end: at('2026-12-01T05:00:00Z') };
  const starts = (slots: Interval[]) => slots.map((slot) => slot.start.toISOString().slice(11, 16));
  const allDay = ['14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];

  it('working hours alone give every half hour that fits', () => {
    expect(starts(freeSlots(rep, { now: day.start, window: day, busy: [] }))).toEqual(allDay);
  });

  it('minimum notice: nothing starts sooner than that after now', () => {
    const now = at('2026-11-30T13:10:00Z');
    expect(starts(freeSlots({ ...rep, minimumNoticeMinutes: 120 }, { now, window: { ...day, start: now }, busy: [] })))
      .toEqual(['15:30', '16:00', '16:30']);
    // Exactly the notice is enough.
    const onTheDot = at('2026-11-30T13:30:00Z');
    expect(starts(freeSlots({ ...rep, minimumNoticeMinutes: 120 }, { now: onTheDot, window: { ...day, start: onTheDot }, busy: [] })))
      .toEqual(['15:30', '16:00', '16:30']);
  });

  it('busy times block the slots they touch, widened by the buffer on both sides', () => {
    const busy = [{ start: at('2026-11-30T15:00:00Z'), end: at('2026-11-30T15:30:00Z') }];
    expect(starts(freeSlots(rep, { now: day.start, window: day, busy }))).toEqual(['14:00', '14:30', '15:30', '16:00', '16:30']);
    expect(starts(freeSlots({ ...rep, bufferMinutes: 15 }, { now: day.start, window: day, busy }))).toEqual(['14:00', '16:00', '16:30']);
    // 14:50-15:10 widened by 15 minutes is 14:35-15:25: it takes 14:30 and 15:00, and leaves 14:00 (ends 14:30) and 15:30.
    const short = [{ start: at('2026-11-30T14:50:00Z'), end: at('2026-11-30T15:10:00Z') }];
    expect(starts(freeSlots({ ...rep, bufferMinutes: 15 }, { now: day.start, window: day, busy: short }))).toEqual(['14:00', '15:30', '16:00', '16:30']);
  });

  it('a rep-local day holding maxPerDay meetings offers nothing; one below still offers', () => {
    const twoDays = { start: day.start, end: at('2026-12-02T05:00:00Z') };
    const full = freeSlots({ ...rep, maxPerDay: 3 }, { now: day.start, window: twoDays, busy: [], meetingsPerDay: { '2026-11-30': 3, '2026-12-01': 2 } });
    expect(full.map((slot) => zonedDate(slot.start, 'America/New_York'))).toEqual(Array(6).fill('2026-12-01'));
  });

  it('weekends without hours are skipped, and nothing falls outside the window', () => {
    // Friday 2026-11-27 12:00Z to Tuesday 2026-12-01 15:00Z (10:00 EST).
    const window = { start: at('2026-11-27T12:00:00Z'), end: at('2026-12-01T15:00:00Z') };
    const dates = groupByDay(freeSlots(rep, { now: window.start, window, busy: [] }), 'America/New_York');
    expect(dates.map((group) => `${group.date}: ${starts(group.slots).join(' ')}`)).toEqual([
      `2026-11-27: ${allDay.join(' ')}`,
      `2026-11-30: ${allDay.join(' ')}`,
      '2026-12-01: 14:00 14:30', // 09:00 and 09:30 end by 10:00; 10:00 would end past the window
    ]);
  });
});

describe('bookingWindow', () => {
  it('runs to the end of the 10th business day in the zone, today counting when it is a weekday', () => {
    // Friday 2026-11-27 10:00 EST: days 11-27, 11-30 .. 12-04, 12-07 .. 12-10; ends at 12-11 00:00 EST.
    const friday = bookingWindow(at('2026-11-27T15:00:00Z'), 10, 'America/New_York');
    expect(friday.start.toISOString()).toBe('2026-11-27T15:00:00.000Z');
    expect(friday.end.toISOString()).toBe('2026-12-11T05:00:00.000Z');
    // Saturday: the first business day is Monday 11-30, the 10th Friday 12-11.
    expect(bookingWindow(at('2026-11-28T15:00:00Z'), 10, 'America/New_York').end.toISOString()).toBe('2026-12-12T05:00:00.000Z');
    // Across a change: Madrid, Friday 2026-10-16 ... the 10th business day is Thursday 10-29 (CET), ending 10-30 00:00 CET.
    expect(bookingWindow(at('2026-10-16T08:00:00Z'), 10, 'Europe/Madrid').end.toISOString()).toBe('2026-10-29T23:00:00.000Z');
  });
});

describe('groupByDay', () => {
  it('groups by the visitor date, not the rep date or UTC', () => {
    // Three New York afternoon slots: 16:30 and 17:00 EST are 22:30 and 23:00 in Madrid, 18:30 EST is 00:30 the next day there.
    const slots = ['2026-11-30T23:30:00Z', '2026-11-30T21:30:00Z', '2026-11-30T22:00:00Z'].map((start) => ({ start: at(start), end: new Date(at(start).getTime() + 1_800_000) }));
    expect(groupByDay(slots, 'Europe/Madrid').map((group) => [group.date, group.slots.map((slot) => visitorLabel(slot.start, 'Europe/Madrid').slice(11))])).toEqual([
      ['2026-11-30', ['22:30', '23:00']],
      ['2026-12-01', ['00:30']],
    ]);
    expect(groupByDay(slots, 'America/New_York').map((group) => group.date)).toEqual(['2026-11-30']);
  });
});
