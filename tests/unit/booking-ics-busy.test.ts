/** @jest-environment node */
import { busyFromIcs } from '@/lib/booking/ics-busy';

/**
 * Reading busy times from calendar objects (folded lines, DURATION instead of DTEND, alarms
 * inside events, an overridden occurrence without its master, recurrences expanded here);
 * booking-caldav.test.ts reads them from the real server.
 */

const calendar = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n');
const wide = { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') };
const show = (objects: string[], zone = 'UTC', range = wide) => busyFromIcs(objects, zone, range).map((busy) => `${busy.start.toISOString()} ${busy.end.toISOString()}`);

describe('busyFromIcs', () => {
  it('reads expanded occurrences in UTC, DURATION, folded lines and TZID times', () => {
    expect(show([calendar(
      ['UID:a', 'RECURRENCE-ID:20261102T150000Z', 'DTSTART:20261102T150000Z', 'DURATION:PT45M'],
      ['UID:b', 'DTSTART;TZID=Europe/Madrid:20261103T09', ' 0000', 'DTEND;TZID=Europe/Madrid:20261103T100000'],
      ['UID:c', 'DTSTART:20261104T120000Z', 'DTEND:20261104T130000Z', 'BEGIN:VALARM', 'TRIGGER:-PT5M', 'STATUS:CANCELLED', 'END:VALARM'],
    )])).toEqual([
      '2026-11-02T15:00:00.000Z 2026-11-02T15:45:00.000Z',
      '2026-11-03T08:00:00.000Z 2026-11-03T09:00:00.000Z',
      '2026-11-04T12:00:00.000Z 2026-11-04T13:00:00.000Z', // the alarm's STATUS is not the event's
    ]);
  });

  it('skips cancelled and transparent events, whatever their case', () => {
    expect(show([calendar(
      ['UID:a', 'DTSTART:20261102T150000Z', 'DTEND:20261102T160000Z', 'STATUS:cancelled'],
      ['UID:b', 'DTSTART:20261102T150000Z', 'DTEND:20261102T160000Z', 'TRANSP:TRANSPARENT'],
      ['UID:c', 'DTSTART:20261102T150000Z', 'DTEND:20261102T160000Z', 'TRANSP:OPAQUE', 'STATUS:CONFIRMED'],
    )])).toEqual(['2026-11-02T15:00:00.000Z 2026-11-02T16:00:00.000Z']);
  });

  it('blocks an all-day event (no DTEND) for its whole day in the calendar zone', () => {
    expect(show([calendar(['UID:a', 'DTSTART;VALUE=DATE:20261130'])], 'Europe/Madrid')).toEqual(['2026-11-29T23:00:00.000Z 2026-11-30T23:00:00.000Z']);
  });

  it('expands a daily rule in the range only, in its TZID across a change, and reads a non-IANA TZID by its VTIMEZONE', () => {
    const madrid = calendar(['UID:d', 'DTSTART;TZID=Europe/Madrid:20261023T090000', 'DTEND;TZID=Europe/Madrid:20261023T093000', 'RRULE:FREQ=DAILY;COUNT=30']);
    // 2026-10-25: Madrid leaves summer time; 09:00 is 07:00Z before, 08:00Z after.
    expect(show([madrid], 'UTC', { start: new Date('2026-10-24T00:00:00Z'), end: new Date('2026-10-27T00:00:00Z') })).toEqual([
      '2026-10-24T07:00:00.000Z 2026-10-24T07:30:00.000Z',
      '2026-10-25T08:00:00.000Z 2026-10-25T08:30:00.000Z',
      '2026-10-26T08:00:00.000Z 2026-10-26T08:30:00.000Z',
    ]);
    const outlook = [
      'BEGIN:VCALENDAR', 'VERSION:2.0',
      'BEGIN:VTIMEZONE', 'TZID:Eastern Standard Time', 'BEGIN:STANDARD', 'DTSTART:16010101T020000', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500',
      'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11', 'END:STANDARD', 'BEGIN:DAYLIGHT', 'DTSTART:16010101T020000', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400',
      'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3', 'END:DAYLIGHT', 'END:VTIMEZONE',
      'BEGIN:VEVENT', 'UID:o', 'DTSTART;TZID=Eastern Standard Time:20261130T090000', 'DTEND;TZID=Eastern Standard Time:20261130T100000', 'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(show([outlook])).toEqual(['2026-11-30T14:00:00.000Z 2026-11-30T15:00:00.000Z']);
  });

  it('reads a floating time in the calendar zone, and skips an object that does not parse', () => {
    expect(show([calendar(['UID:f', 'DTSTART:20261130T090000', 'DTEND:20261130T093000']), 'not a calendar'], 'America/Chicago')).toEqual(['2026-11-30T15:00:00.000Z 2026-11-30T15:30:00.000Z']);
  });
});
