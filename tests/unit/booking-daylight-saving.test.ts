/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileBookingStore } from '@/lib/booking-store/file-store';
import { salesRepSchema, type SalesRep } from '@/content/sales-team';
import { availability, days } from '@/services/booking/availability';

/**
 * Issue 49's daylight-saving Show, as the visitor sees it: the times services/booking offers,
 * grouped by the visitor's day, around the four changes of 2026 (America/New_York on March 8
 * and November 1, Europe/Madrid on March 29 and October 25), for a visitor in one of the two
 * zones and a rep in the other, with a real (empty) file store and a fixed `now`.
 *
 * Both reps work every day 01:30–03:30 and 15:00–16:00 on their own clock (night hours on
 * purpose: they cross each zone's change), so each day offers 01:30, 02:00, 02:30, 03:00,
 * 15:00 and 15:30 rep-local. Every expected time below was worked out by hand from the offsets
 * (New York −5 / −4 from March 8 07:00 UTC / −5 from November 1 06:00 UTC; Madrid +1 / +2 from
 * March 29 01:00 UTC / +1 from October 25 01:00 UTC), not read from the code:
 * - a rep-local time skipped by a spring-forward change is no slot (New York 02:00 and 02:30 on
 *   March 8, Madrid 02:00 and 02:30 on March 29);
 * - a rep-local time repeated by a fall-back change is offered once, at its first occurrence;
 * - the times the visitor reads move by an hour when either zone changes, and only then.
 */

const everyDay = { mon: hours(), tue: hours(), wed: hours(), thu: hours(), fri: hours(), sat: hours(), sun: hours() };
function hours() {
  return [
    { from: '01:30', to: '03:30' },
    { from: '15:00', to: '16:00' },
  ];
}
const rep = (id: string, timeZone: string, holidays: SalesRep['holidays']): SalesRep =>
  salesRepSchema.parse({ id, name: id, email: `${id}@ladle.example`, languages: ['en'], timeZone, weeklyHours: everyDay, meetingMinutes: 30, bufferMinutes: 0, minimumNoticeMinutes: 0, maxPerDay: 16, holidays });
// This test is about the clock, booking-holidays.test.ts about days off: the Madrid rep keeps the
// public holidays of a place with none on these dates (Spain's All Saints, November 1 and 2 in
// 2026, would empty the fall-back case).
const newYorkRep = rep('rep-new-york', 'America/New_York', { country: 'US', region: 'NY' });
const madridRep = rep('rep-madrid', 'Europe/Madrid', { country: 'GB' });

/** Visitor-local date -> the times offered that day, as the visitor's clock reads them. */
type Table = Record<string, string[]>;

const clock = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

let dir: string;
let store: FileBookingStore;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-booking-dst-'));
  store = new FileBookingStore({ dir });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What the visitor is offered on the dates of `expected`, `now` being the Friday before, 12:00 UTC. */
async function offered(now: string, visitorZone: string, offeredBy: SalesRep, dates: string[]): Promise<Table> {
  const found = await availability({ store, language: 'en', timeZone: visitorZone, now: new Date(now), reps: [offeredBy] });
  const table: Table = {};
  for (const day of days(found.free, visitorZone)) if (dates.includes(day.date)) table[day.date] = day.starts.map((start) => clock(start, visitorZone));
  return table;
}

const cases: { change: string; now: string; visitor: string; rep: SalesRep; expected: Table }[] = [
  {
    change: 'New York springs forward on Sunday 2026-03-08 (Madrid does not)',
    now: '2026-03-06T12:00:00Z',
    visitor: 'America/New_York',
    rep: madridRep,
    expected: {
      // Madrid 15:00 is 09:00 in New York until the change, 10:00 after; Madrid's night (00:30–02:00 UTC) falls on the New York evening before.
      '2026-03-07': ['09:00', '09:30', '19:30', '20:00', '20:30', '21:00'],
      '2026-03-08': ['10:00', '10:30', '20:30', '21:00', '21:30', '22:00'],
      '2026-03-09': ['10:00', '10:30', '20:30', '21:00', '21:30', '22:00'],
    },
  },
  {
    change: 'New York springs forward on Sunday 2026-03-08, seen from Madrid',
    now: '2026-03-06T12:00:00Z',
    visitor: 'Europe/Madrid',
    rep: newYorkRep,
    expected: {
      '2026-03-07': ['07:30', '08:00', '08:30', '09:00', '21:00', '21:30'],
      // New York's 02:00 and 02:30 do not exist that night: 01:30 EST and 03:00 EDT are 30 minutes apart.
      '2026-03-08': ['07:30', '08:00', '20:00', '20:30'],
      '2026-03-09': ['06:30', '07:00', '07:30', '08:00', '20:00', '20:30'],
    },
  },
  {
    change: 'New York falls back on Sunday 2026-11-01 (Madrid changed a week before)',
    now: '2026-10-30T12:00:00Z',
    visitor: 'America/New_York',
    rep: madridRep,
    expected: {
      '2026-10-31': ['10:00', '10:30', '20:30', '21:00', '21:30', '22:00'],
      '2026-11-01': ['09:00', '09:30', '19:30', '20:00', '20:30', '21:00'],
      '2026-11-02': ['09:00', '09:30', '19:30', '20:00', '20:30', '21:00'],
    },
  },
  {
    change: 'New York falls back on Sunday 2026-11-01, seen from Madrid',
    now: '2026-10-30T12:00:00Z',
    visitor: 'Europe/Madrid',
    rep: newYorkRep,
    expected: {
      '2026-10-31': ['06:30', '07:00', '07:30', '08:00', '20:00', '20:30'],
      // New York's 01:30 happens twice: offered once, the first (EDT, 05:30 UTC); 02:00 on is EST.
      '2026-11-01': ['06:30', '08:00', '08:30', '09:00', '21:00', '21:30'],
      '2026-11-02': ['07:30', '08:00', '08:30', '09:00', '21:00', '21:30'],
    },
  },
  {
    change: 'Madrid springs forward on Sunday 2026-03-29, seen from New York',
    now: '2026-03-27T12:00:00Z',
    visitor: 'America/New_York',
    rep: madridRep,
    expected: {
      // Madrid's night of the 29th: 01:30 CET, then 03:00 CEST (02:00 and 02:30 do not exist).
      '2026-03-28': ['10:00', '10:30', '20:30', '21:00'],
      '2026-03-29': ['09:00', '09:30', '19:30', '20:00', '20:30', '21:00'],
      '2026-03-30': ['09:00', '09:30', '19:30', '20:00', '20:30', '21:00'],
    },
  },
  {
    change: 'Madrid springs forward on Sunday 2026-03-29 (New York changed three weeks before)',
    now: '2026-03-27T12:00:00Z',
    visitor: 'Europe/Madrid',
    rep: newYorkRep,
    expected: {
      '2026-03-28': ['06:30', '07:00', '07:30', '08:00', '20:00', '20:30'],
      '2026-03-29': ['07:30', '08:00', '08:30', '09:00', '21:00', '21:30'],
      '2026-03-30': ['07:30', '08:00', '08:30', '09:00', '21:00', '21:30'],
    },
  },
  {
    change: 'Madrid falls back on Sunday 2026-10-25, seen from New York',
    now: '2026-10-23T12:00:00Z',
    visitor: 'America/New_York',
    rep: madridRep,
    expected: {
      // Madrid's night of the 25th: 01:30, 02:00 and 02:30 CEST (02:00 and 02:30 happen twice: the first), then 03:00 CET.
      '2026-10-24': ['09:00', '09:30', '19:30', '20:00', '20:30', '22:00'],
      '2026-10-25': ['10:00', '10:30', '20:30', '21:00', '21:30', '22:00'],
      '2026-10-26': ['10:00', '10:30', '20:30', '21:00', '21:30', '22:00'],
    },
  },
  {
    change: 'Madrid falls back on Sunday 2026-10-25 (New York does not)',
    now: '2026-10-23T12:00:00Z',
    visitor: 'Europe/Madrid',
    rep: newYorkRep,
    expected: {
      '2026-10-24': ['07:30', '08:00', '08:30', '09:00', '21:00', '21:30'],
      '2026-10-25': ['06:30', '07:00', '07:30', '08:00', '20:00', '20:30'],
      '2026-10-26': ['06:30', '07:00', '07:30', '08:00', '20:00', '20:30'],
    },
  },
];

it.each(cases)('$change: a visitor in $visitor sees the $rep.timeZone rep’s times as written by hand', async ({ now, visitor, rep: offeredBy, expected }) => {
  expect(await offered(now, visitor, offeredBy, Object.keys(expected))).toEqual(expected);
});
