/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { bookingStore, closeBookingStore } from '@/lib/booking-store';
import type { Job } from '@/lib/booking-store/store';
import { bookSlot, holdSlot, listSlots, timesFor } from '@/services/booking/book';
import { newBookingUid, calendarBusy } from '@/services/booking/calendars';
import { bookingRules } from '@/content/sales-team';
import { bookingWindow } from '@/lib/booking/slots';
import { calendarSyncJobs, syncCalendar } from '@/services/booking/calendar-sync';
import { bookingRelayIdle, relayBookingJobs } from '@/services/booking/relay';
import { repById } from '@/services/booking/team';
import type { BookingRequest } from '@/services/booking/tokens';
import { freePort } from '../fixtures/postgres';
import { startXandikos, xandikosMissing, type Xandikos } from '../fixtures/xandikos';
import { describeNeeding } from '../fixtures/describe-needing';
import { startCountingProxy } from '../fixtures/counting-proxy';

/**
 * The booked event in the rep's CalDAV calendar (a real Xandikos on loopback): a booking
 * leaves a 'calendar-put' job, which the booking relay runs: PUT of the invitation's event
 * while booked (twice leaves one), DELETE once cancelled, retried on the outbox's schedule
 * while the server is down, arriving once it is back.
 */

if (xandikosMissing) console.warn(`CalDAV tests (${xandikosMissing})`);
const describeWithXandikos = describeNeeding(xandikosMissing);

jest.setTimeout(30_000);

const rep = repById('rep-es')!;
const request = (lead: string): BookingRequest => ({ lead, name: 'Ana Ruiz', email: `${lead}@example.com`, language: 'es' });

describeWithXandikos('the booked event in the rep’s calendar', () => {
  let server: Xandikos;
  let calendar: string;
  let dir: string;

  /** The calendar's objects, as another client lists them (PROPFIND, depth 1). */
  const objects = async () => {
    const response = await fetch(calendar, { method: 'PROPFIND', headers: { Depth: '1' } });
    return [...(await response.text()).matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\//g)].map((match) => decodeURIComponent(match[1]!.split('/').at(-1)!));
  };
  const eventOf = async (uid: string) => {
    const response = await fetch(`${calendar}${encodeURIComponent(uid)}.ics`);
    return { status: response.status, text: response.ok ? await response.text() : '' };
  };
  // A booking also leaves the lead's job (lead-booking.test.ts runs it against a stored lead;
  // these requests have none): here it is let through, and only the calendar's job is looked at.
  const calendarJobs = async () => (await bookingStore().jobs()).filter((job) => job.kind === 'calendar-put');
  const calendarRunners = { 'calendar-put': (job: Job) => syncCalendar(job), 'lead-booking': async () => {} };
  /** Books the first free time from now (the relay runs the jobs due now). */
  const book = async (lead: string) => {
    const common = { request: request(lead), timeZone: 'Europe/Madrid', store: bookingStore() };
    const listed = await listSlots(common);
    const start = listed.ok ? listed.days[0]?.starts[0] : undefined;
    if (!start) throw new Error('no free time listed');
    const booked = await bookSlot({ ...common, start });
    if (!booked.ok) throw new Error(booked.refusal);
    // Booking starts a relay pass, as on the site: the job runs in it.
    await bookingRelayIdle();
    return booked.booking;
  };

  beforeAll(async () => {
    server = await startXandikos();
    calendar = await server.makeCalendarAt(rep.calendar!.path);
  });
  afterAll(async () => {
    for (const name of ['CALDAV_URL', 'BOOKINGS_DIR', 'OUTBOX_DIR', 'LEAD_RETRY_SCHEDULE_MS']) delete process.env[name];
    await server?.stop();
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-calendar-sync-'));
    Object.assign(process.env, { CALDAV_URL: server.url, BOOKINGS_DIR: dir, OUTBOX_DIR: dir, LEAD_RETRY_SCHEDULE_MS: '300' });
  });
  afterEach(async () => {
    await closeBookingStore();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a booking’s job PUTs its event: the same UID and SEQUENCE, no METHOD, organizer the rep, attendee the visitor; run twice, one event', async () => {
    // Through a proxy that counts the PUTs: a second write of <uid>.ics would still leave one object.
    const proxy = await startCountingProxy(server.url);
    process.env.CALDAV_URL = proxy.url;
    const puts = () => proxy.requests.filter((request) => request.method === 'PUT').map((request) => request.path);
    const booking = await book('lead-put');
    expect((await calendarJobs()).map((job) => [job.kind, job.state])).toEqual([['calendar-put', 'done']]);
    expect(puts()).toEqual([`${rep.calendar!.path}${encodeURIComponent(booking.uid)}.ics`]);
    const stored = await eventOf(booking.uid);
    expect(stored.status).toBe(200);
    const vcalendar = new ICAL.Component(ICAL.parse(stored.text));
    expect(vcalendar.getFirstPropertyValue('method')).toBeNull();
    const vevent = vcalendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('uid')).toBe(booking.uid);
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
    const utc = (iso: string) => iso.replace('.000Z', 'Z');
    expect((vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe(utc(booking.start));
    expect((vevent.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe(utc(booking.end));
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe(`mailto:${rep.email}`);
    expect(String(vevent.getFirstPropertyValue('attendee')).toLowerCase()).toBe('mailto:lead-put@example.com');
    // The job again (a retry after a lost answer): a second PUT of the same object, still one event, the same SEQUENCE.
    await syncCalendar({ booking: booking.id });
    expect(puts()).toHaveLength(2);
    expect(new Set(puts()).size).toBe(1);
    expect(await objects()).toEqual([`${booking.uid}.ics`]);
    expect(new ICAL.Component(ICAL.parse((await eventOf(booking.uid)).text)).getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')).toBe(0);
    await proxy.close();
  });

  it('a cancelled booking’s job DELETEs the event; a second run finds none and is done', async () => {
    const booking = await book('lead-cancel');
    expect((await eventOf(booking.uid)).status).toBe(200);
    const cancelled = await bookingStore().cancel(booking.id, { now: new Date(), jobs: () => calendarSyncJobs() });
    expect(cancelled.ok).toBe(true);
    await relayBookingJobs(calendarRunners);
    expect((await calendarJobs()).map((job) => job.state)).toEqual(['done', 'done']);
    expect((await eventOf(booking.uid)).status).toBe(404);
    await expect(syncCalendar({ booking: booking.id })).resolves.toBeUndefined();
    expect(await objects()).not.toContain(`${booking.uid}.ics`);
  });

  it('with the server down the job is retried on the outbox’s schedule, and the event arrives once it is back', async () => {
    // Booked while the calendar reads (one that cannot be read offers no times), written once it is down.
    const listed = await listSlots({ request: request('lead-down'), timeZone: 'Europe/Madrid', store: bookingStore() });
    const start = listed.ok ? listed.days[0]!.starts[0]! : '';
    const booked = await bookingStore().book(
      { entry: { request: 'lead-down', rep: rep.id, ...timesFor(rep, start) }, uid: newBookingUid(), visitor: { name: 'Ana Ruiz', email: 'lead-down@example.com', language: 'es', timeZone: 'Europe/Madrid' } },
      { now: new Date(), jobs: () => calendarSyncJobs() },
    );
    if (!booked.ok) throw new Error(booked.reason);
    const booking = booked.booking;
    process.env.CALDAV_URL = `http://127.0.0.1:${await freePort()}`;
    await relayBookingJobs(calendarRunners);
    const [job] = await calendarJobs();
    expect(job).toMatchObject({ kind: 'calendar-put', state: 'pending', attempts: 1, lastError: expect.any(String) });
    process.env.CALDAV_URL = server.url;
    // Not due yet: nothing runs before the schedule's 300 ms.
    expect(await relayBookingJobs(calendarRunners)).toEqual({ done: 0, retrying: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 350));
    await relayBookingJobs(calendarRunners);
    expect(await calendarJobs()).toMatchObject([{ state: 'done', attempts: 2 }]);
    expect((await eventOf(booking.uid)).status).toBe(200);
  });

  it('the booked event in the calendar is the store’s to block: a second visitor wanting that time is told it was just taken', async () => {
    const booking = await book('lead-first');
    expect((await eventOf(booking.uid)).status).toBe(200);
    // A read of the calendar with the event in it, as the next listing's last good read.
    await calendarBusy([rep], bookingWindow(new Date(), bookingRules.businessDays, 'Europe/Madrid'), { budgetMs: 10_000 });
    const second = await holdSlot({ request: request('lead-second'), timeZone: 'Europe/Madrid', store: bookingStore(), start: booking.start });
    expect(second).toMatchObject({ ok: false, refusal: 'taken', status: 409 });
  });
});
