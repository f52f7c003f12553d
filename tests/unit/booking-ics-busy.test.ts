/** @jest-environment node */
import { busyFromIcs } from '@/lib/booking/ics-busy';

/**
 * Reading busy times from expanded calendar data as RFC 4791 servers return it (UTC times with
 * `Z`, folded lines, DURATION instead of DTEND, alarms inside events); the Xandikos quirks are
 * covered by booking-caldav.test.ts against the real server.
 */

const calendar = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n');
const show = (objects: string[], zone = 'UTC') => busyFromIcs(objects, zone).map((busy) => `${busy.start.toISOString()} ${busy.end.toISOString()}`);

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
});
