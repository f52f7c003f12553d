/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileBookingStore } from '@/lib/booking-store/file-store';
import { listSlots } from '@/services/booking/book';
import { calendarBusy, forgetCalendarReads } from '@/services/booking/calendars';
import { repById } from '@/services/booking/team';
import type { BookingRequest } from '@/services/booking/tokens';
import { freePort } from '../fixtures/postgres';
import { startXandikos, xandikosMissing, type Xandikos } from '../fixtures/xandikos';
import { describeNeeding } from '../fixtures/describe-needing';

/**
 * The site reading the reps' busy times over CalDAV (services/booking/calendars.ts) from a real
 * Xandikos on loopback: what another client puts into a rep's calendar is no longer offered; a
 * server that hangs, answers late or is down costs a listing 300 ms at most (5 s for a rep's
 * first read), which then uses the rep's last good read or, with none, fails closed (the rep
 * offers no times), says so in one log line, and a late answer still refreshes the last good read.
 */

if (xandikosMissing) console.warn(`CalDAV tests (${xandikosMissing})`);
const describeWithXandikos = describeNeeding(xandikosMissing);

jest.setTimeout(40_000);

// Monday 14 December 2026, 13:00 UTC. Spanish requests go to rep-es alone (Madrid, 14:00-20:00).
const NOW = new Date('2026-12-14T13:00:00Z');
const es: BookingRequest = { lead: 'lead-es', name: 'Ana Ruiz', email: 'ana@example.com', language: 'es' };
const rep = repById('rep-es')!;
const window = { start: NOW, end: new Date('2026-12-26T00:00:00Z') };

const event = (uid: string, start: string, end: string) => [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Another client//EN',
  'BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261208T000000Z', `DTSTART:${start}`, `DTEND:${end}`, 'SUMMARY:Dentist', 'END:VEVENT',
  'END:VCALENDAR', '',
].join('\r\n');

const show = (busy: Map<string, { start: Date; end: Date }[]>) => (busy.get(rep.id) ?? []).map((item) => `${item.start.toISOString()} ${item.end.toISOString()}`).sort();

describeWithXandikos('busy times from the reps’ CalDAV calendars', () => {
  let server: Xandikos;
  let calendar: string;
  let dir: string;
  let store: FileBookingStore;
  let warn: jest.SpyInstance;
  let alert: jest.SpyInstance;
  const put = async (uid: string, start: string, end: string) => {
    const response = await fetch(`${calendar}${uid}.ics`, { method: 'PUT', headers: { 'Content-Type': 'text/calendar' }, body: event(uid, start, end) });
    expect(response.status).toBeLessThan(300);
  };
  const offered = async () => {
    const listed = await listSlots({ request: es, timeZone: 'UTC', now: NOW, store });
    if (!listed.ok) throw new Error(listed.refusal);
    return listed.days.flatMap((day) => day.starts);
  };
  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const value = await run();
    return { value, ms: Math.round(performance.now() - started) };
  };

  beforeAll(async () => {
    server = await startXandikos();
    calendar = await server.makeCalendarAt(rep.calendar!.path);
  });
  afterAll(async () => {
    delete process.env.CALDAV_URL;
    await server?.stop();
  });
  beforeEach(() => {
    process.env.CALDAV_URL = server.url;
    forgetCalendarReads();
    dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-booking-calendars-'));
    store = new FileBookingStore({ dir });
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A rep failing closed alerts the sales inbox (logged as an error; booking-calendar-follow.test.ts reads the mail).
    alert = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    server.resume();
    warn.mockRestore();
    alert.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an event another client puts into the rep’s calendar removes its times from the slots offered', async () => {
    expect(await offered()).toEqual(expect.arrayContaining(['2026-12-15T15:00:00.000Z', '2026-12-15T15:30:00.000Z']));
    await put('dentist', '20261215T150000Z', '20261215T160000Z');
    const after = await offered();
    expect(after).not.toContain('2026-12-15T15:00:00.000Z');
    expect(after).not.toContain('2026-12-15T15:30:00.000Z');
    expect(after).toContain('2026-12-15T14:00:00.000Z');
    expect(warn).not.toHaveBeenCalled();
  });

  it('without CALDAV_URL no calendar is read: working hours and the store alone', async () => {
    delete process.env.CALDAV_URL;
    expect(await calendarBusy([rep], window)).toEqual(new Map());
    expect(await offered()).toContain('2026-12-15T15:00:00.000Z');
  });

  it('a server that hangs: within the budget, the last good read, and one log line', async () => {
    await put('dentist', '20261215T150000Z', '20261215T160000Z');
    expect(show(await calendarBusy([rep], window))).toContain('2026-12-15T15:00:00.000Z 2026-12-15T16:00:00.000Z');
    server.pause();
    const { value, ms } = await timed(() => calendarBusy([rep], window));
    console.log(`[calendar read] hung server, last good read: ${ms} ms`);
    expect(ms).toBeLessThan(1_000);
    expect(show(value)).toContain('2026-12-15T15:00:00.000Z 2026-12-15T16:00:00.000Z');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/CalDAV busy times not read.*rep-es \(no answer within 300 ms; the last good read, of /);
  });

  it('a server that hangs and no good read yet: fails closed after the first read’s 5 s, no times offered', async () => {
    server.pause();
    const { value, ms } = await timed(offered);
    console.log(`[calendar read] hung server, no read yet, listSlots: ${ms} ms`);
    expect(ms).toBeLessThan(6_500);
    expect(value).toEqual([]);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([expect.stringMatching(/rep-es \(no answer within 5000 ms; no good read yet: no times\)/)]);
  });

  it('a server that is down (nothing listens): fails closed at once, the rep busy over the whole range', async () => {
    process.env.CALDAV_URL = `http://127.0.0.1:${await freePort()}`;
    const { value, ms } = await timed(() => calendarBusy([rep], window));
    console.log(`[calendar read] server down: ${ms} ms`);
    expect(ms).toBeLessThan(1_000);
    expect(show(value)).toEqual(['2026-12-14T00:00:00.000Z 2026-12-27T00:00:00.000Z']);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([expect.stringMatching(/rep-es \(.*; no good read yet: no times\)/)]);
    expect(await offered()).toEqual([]);
  });

  it('a server that answers after 10 s: the listing does not wait, and the late answer becomes the last good read', async () => {
    await put('dentist', '20261215T150000Z', '20261215T160000Z');
    expect(show(await calendarBusy([rep], window))).toEqual(['2026-12-15T15:00:00.000Z 2026-12-15T16:00:00.000Z']);
    await put('lunch', '20261216T150000Z', '20261216T160000Z');
    server.pause();
    const resumed = new Promise<void>((resolve) => setTimeout(() => {
      server.resume();
      resolve();
    }, 10_000));
    const { value, ms } = await timed(() => calendarBusy([rep], window));
    console.log(`[calendar read] server answering after 10 s: ${ms} ms`);
    expect(ms).toBeLessThan(1_000);
    expect(show(value)).toEqual(['2026-12-15T15:00:00.000Z 2026-12-15T16:00:00.000Z']);
    await resumed;
    // The read the listing left behind is answered now; hang the server again to see what it left.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    server.pause();
    expect(show(await calendarBusy([rep], window))).toEqual(['2026-12-15T15:00:00.000Z 2026-12-15T16:00:00.000Z', '2026-12-16T15:00:00.000Z 2026-12-16T16:00:00.000Z']);
  });
});
