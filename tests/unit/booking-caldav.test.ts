/** @jest-environment node */
import { makeCalendar } from 'tsdav';
import { deleteEvent, putEvent, readBusy, type CalendarAccount } from '@/lib/booking/caldav';
import type { Interval } from '@/lib/booking/intervals';
import { startXandikos, xandikosMissing, type Xandikos } from '../fixtures/xandikos';
import { describeNeeding } from '../fixtures/describe-needing';

/**
 * lib/booking/caldav.ts against a real Xandikos (Debian's, started on loopback by the fixture):
 * what another client writes into the rep's calendar becomes busy time, recurring events
 * expanded, free and cancelled ones ignored; our events come and go by UID; a hung server
 * costs a bounded wait and a rejection.
 */

if (xandikosMissing) console.warn(`CalDAV tests (${xandikosMissing})`);
const describeWithXandikos = describeNeeding(xandikosMissing);

jest.setTimeout(30_000);

const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE', 'TZID:America/New_York',
  'BEGIN:DAYLIGHT', 'DTSTART:19700308T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400', 'END:DAYLIGHT',
  'BEGIN:STANDARD', 'DTSTART:19701101T020000', 'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'END:STANDARD',
  'END:VTIMEZONE',
];

/** A calendar object as another client (the rep's phone) would write it. */
const ics = (uid: string, lines: string[], extra: string[] = []) => [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Ladle tests//EN', ...extra,
  'BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', 'SUMMARY:Busy', ...lines, 'END:VEVENT',
  'END:VCALENDAR', '',
].join('\r\n');

const range = (from: string, to: string): Interval => ({ start: new Date(from), end: new Date(to) });
const show = (busy: Interval[]) => busy.map((interval) => `${interval.start.toISOString()} ${interval.end.toISOString()}`).sort();

describeWithXandikos('CalDAV busy times and events on Xandikos', () => {
  let server: Xandikos;
  let account: CalendarAccount;
  // Monday 2026-11-30 to Saturday 2026-12-05 (EST).
  const week = range('2026-11-30T05:00:00Z', '2026-12-05T05:00:00Z');

  beforeAll(async () => {
    server = await startXandikos();
    // A calendar of its own for this suite, made the way a rep's client makes one (MKCALENDAR).
    const calendarUrl = `${server.url}/user/calendars/sales/`;
    const [made] = await makeCalendar({ url: calendarUrl, props: { displayname: 'Sales' } });
    expect(made?.ok ?? true).toBe(true);
    account = { serverUrl: server.url, calendarUrl, timeZone: 'America/New_York' };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the default calendar of `xandikos --defaults` exists at calendarUrl("user")', async () => {
    const defaults = { serverUrl: server.url, calendarUrl: server.calendarUrl('user') };
    await expect(readBusy(defaults, week)).resolves.toEqual([]);
  });

  it('an event put into the calendar is busy time, and gone once deleted (twice is fine)', async () => {
    await putEvent(account, { uid: 'meeting-1', ics: ics('meeting-1', ['DTSTART:20261201T150000Z', 'DTEND:20261201T153000Z']) });
    expect(show(await readBusy(account, week))).toEqual(['2026-12-01T15:00:00.000Z 2026-12-01T15:30:00.000Z']);
    // Putting the same UID again replaces it (a reschedule), it does not add a second.
    await putEvent(account, { uid: 'meeting-1', ics: ics('meeting-1', ['SEQUENCE:1', 'DTSTART:20261202T160000Z', 'DTEND:20261202T163000Z']) });
    expect(show(await readBusy(account, week))).toEqual(['2026-12-02T16:00:00.000Z 2026-12-02T16:30:00.000Z']);
    await deleteEvent(account, 'meeting-1');
    expect(await readBusy(account, week)).toEqual([]);
    await expect(deleteEvent(account, 'meeting-1')).resolves.toBeUndefined();
  });

  it('a weekly event that began before the range, on the other side of a DST change, is busy at each occurrence in local time', async () => {
    // Mondays 10:00-11:00 New York from 2026-10-05 (EDT, 14:00Z); the range is after the change
    // to EST on 2026-11-01, so each occurrence is 15:00Z. Xandikos 0.2.8 left this series out of
    // a time-range query, and its <expand> kept 14:00Z: the old readBusy returned [] here.
    // An EXDATE drops one occurrence, and an overriding RECURRENCE-ID moves another.
    const weekly = [
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Ladle tests//EN', ...NEW_YORK_VTIMEZONE,
      'BEGIN:VEVENT', 'UID:standup', 'DTSTAMP:20261001T000000Z', 'SUMMARY:Stand-up',
      'DTSTART;TZID=America/New_York:20261005T100000', 'DTEND;TZID=America/New_York:20261005T110000', 'RRULE:FREQ=WEEKLY',
      'EXDATE;TZID=America/New_York:20261109T100000', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:standup', 'DTSTAMP:20261001T000000Z', 'RECURRENCE-ID;TZID=America/New_York:20261116T100000',
      'DTSTART;TZID=America/New_York:20261116T130000', 'DTEND;TZID=America/New_York:20261116T133000', 'END:VEVENT',
      'END:VCALENDAR', '',
    ].join('\r\n');
    await putEvent(account, { uid: 'standup', ics: weekly });
    try {
      expect(show(await readBusy(account, range('2026-11-01T00:00:00Z', '2026-11-24T00:00:00Z')))).toEqual([
        '2026-11-02T15:00:00.000Z 2026-11-02T16:00:00.000Z',
        '2026-11-16T18:00:00.000Z 2026-11-16T18:30:00.000Z',
        '2026-11-23T15:00:00.000Z 2026-11-23T16:00:00.000Z',
      ]);
      // Across the spring change (2027-03-14): EST before it, EDT (14:00Z) again after.
      expect(show(await readBusy(account, range('2027-03-08T00:00:00Z', '2027-03-16T00:00:00Z')))).toEqual([
        '2027-03-08T15:00:00.000Z 2027-03-08T16:00:00.000Z',
        '2027-03-15T14:00:00.000Z 2027-03-15T15:00:00.000Z',
      ]);
    } finally {
      await deleteEvent(account, 'standup');
    }
  });

  it('cancelled and free (TRANSP:TRANSPARENT) events do not block; an all-day event blocks its day in the calendar zone', async () => {
    await putEvent(account, { uid: 'cancelled', ics: ics('cancelled', ['DTSTART:20261201T150000Z', 'DTEND:20261201T160000Z', 'STATUS:CANCELLED']) });
    await putEvent(account, { uid: 'free', ics: ics('free', ['DTSTART:20261202T150000Z', 'DTEND:20261202T160000Z', 'TRANSP:TRANSPARENT']) });
    await putEvent(account, { uid: 'all-day', ics: ics('all-day', ['DTSTART;VALUE=DATE:20261203', 'DTEND;VALUE=DATE:20261204']) });
    try {
      // 2026-12-03 in New York: 05:00Z to 05:00Z the next day.
      expect(show(await readBusy(account, week))).toEqual(['2026-12-03T05:00:00.000Z 2026-12-04T05:00:00.000Z']);
    } finally {
      await Promise.all(['cancelled', 'free', 'all-day'].map((uid) => deleteEvent(account, uid)));
    }
  });

  it('events outside the range are not busy time in it', async () => {
    await putEvent(account, { uid: 'next-week', ics: ics('next-week', ['DTSTART:20261208T150000Z', 'DTEND:20261208T153000Z']) });
    try {
      expect(await readBusy(account, week)).toEqual([]);
    } finally {
      await deleteEvent(account, 'next-week');
    }
  });

  it('a hung server makes readBusy reject within its timeout, and it works again once the server is back', async () => {
    server.pause();
    const started = Date.now();
    try {
      await expect(readBusy(account, week, { timeoutMs: 300 })).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect(putEvent(account, { uid: 'late', ics: ics('late', ['DTSTART:20261201T150000Z', 'DTEND:20261201T153000Z']) }, { timeoutMs: 300 })).rejects.toThrow();
    } finally {
      server.resume();
    }
    await expect(readBusy(account, week, { timeoutMs: 5_000 })).resolves.toEqual(expect.any(Array));
  });

  it('a calendar that does not exist is an error, not an empty calendar', async () => {
    await expect(readBusy({ ...account, calendarUrl: `${server.url}/nobody/calendars/none/` }, week)).rejects.toThrow(/404/);
  });
});
