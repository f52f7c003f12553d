/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { bookingStore, closeBookingStore } from '@/lib/booking-store';
import type { Booking, Job } from '@/lib/booking-store/store';
import { bookSlot, listSlots, timesFor } from '@/services/booking/book';
import { newBookingUid, calendarAccount, forgetCalendarReads } from '@/services/booking/calendars';
import { calendarSyncJobs } from '@/services/booking/calendar-sync';
import { followCalendar } from '@/services/booking/calendar-changes';
import { eventsFromIcs } from '@/lib/booking/ics-busy';
import { FileBookingStore } from '@/lib/booking-store/file-store';
import { bookingRelayIdle, defaultRunners, relayBookingJobs } from '@/services/booking/relay';
import { repById } from '@/services/booking/team';
import type { BookingRequest } from '@/services/booking/tokens';
import { calendarPart, parseInvitation } from '../fixtures/calendar-mail';
import { startMailServer, waitFor } from '../fixtures/lead-receivers';
import { freePort } from '../fixtures/postgres';
import { startXandikos, xandikosMissing, type Xandikos } from '../fixtures/xandikos';
import { describeNeeding } from '../fixtures/describe-needing';

/**
 * The rep's calendar read both ways (issue 54), against a real Xandikos on loopback and a real
 * SMTP server: what the rep does to a booked demo in their own calendar app (move it, delete
 * it), and a visitor's decline recorded on the event, reach the booking on the next read: the
 * store, both sides' mails, the calendar, and the times offered. A calendar that cannot be
 * read fails closed after CALDAV_STALE_AFTER, with one alert to the sales inbox per outage.
 */

const describeWithXandikos = describeNeeding(xandikosMissing);

jest.setTimeout(60_000);

// rep-es (Madrid) takes the Spanish requests alone.
const rep = repById('rep-es')!;
const request = (lead: string): BookingRequest => ({ lead, name: 'Ana Ruiz', email: `${lead}@example.com`, language: 'es' });
const SALES = 'sales@ladle.example';

describeWithXandikos('the rep’s calendar, read both ways', () => {
  let server: Xandikos;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let calendar: string;
  let dir: string;
  let log: jest.SpyInstance[];

  // The lead of these requests is not stored (lead-booking.test.ts covers that job): let it through.
  const runners = () => ({ ...defaultRunners(), 'lead-booking': async () => {} });
  const offered = async (lead = 'lead-next') => {
    const listed = await listSlots({ request: request(lead), timeZone: 'Europe/Madrid', store: bookingStore() });
    if (!listed.ok) throw new Error(listed.refusal);
    return listed.days.flatMap((day) => day.starts);
  };
  /** Books the `index`-th free time and runs its jobs (the calendar's PUT, both invitations). */
  const book = async (lead: string, index = 0) => {
    const start = (await offered(lead))[index];
    if (!start) throw new Error('no free time listed');
    const booked = await bookSlot({ request: request(lead), timeZone: 'Europe/Madrid', store: bookingStore(), start });
    if (!booked.ok) throw new Error(booked.refusal);
    await bookingRelayIdle();
    await relayBookingJobs(runners());
    return booked.booking;
  };
  /** A booking whose calendar job has not run (no relay pass): as the store has it between the booking and the relay's PUT. */
  const bookUnsynced = async (lead: string) => {
    const start = (await offered(lead))[0]!;
    const booked = await bookingStore().book(
      { entry: { request: lead, rep: rep.id, ...timesFor(rep, start) }, uid: newBookingUid(), visitor: { name: 'Ana Ruiz', email: `${lead}@example.com`, language: 'es', timeZone: 'Europe/Madrid' } },
      { now: new Date(), jobs: () => calendarSyncJobs() },
    );
    if (!booked.ok) throw new Error(booked.reason);
    return booked.booking;
  };
  const eventUrl = (booking: Booking) => `${calendar}${encodeURIComponent(booking.uid)}.ics`;
  /** What the rep's calendar app does: fetch the event, change it, PUT it back at its own address. */
  const edit = async (booking: Booking, change: (event: ICAL.Component) => void) => {
    const response = await fetch(eventUrl(booking));
    expect(response.status).toBe(200);
    const root = new ICAL.Component(ICAL.parse(await response.text()));
    change(root.getFirstSubcomponent('vevent')!);
    const put = await fetch(eventUrl(booking), { method: 'PUT', headers: { 'Content-Type': 'text/calendar' }, body: root.toString() });
    expect(put.status).toBeLessThan(300);
  };
  const utcTime = (iso: string) => ICAL.Time.fromJSDate(new Date(iso), true);
  const mailsTo = (address: string) => mail.messages.filter((message) => message.headers.get('to')?.includes(address));
  const calendarJobs = async (booking: Booking) => (await bookingStore().jobs()).filter((job: Job) => job.booking === booking.id && job.kind === 'calendar-put');

  beforeAll(async () => {
    [server, mail] = await Promise.all([startXandikos(), startMailServer()]);
    calendar = await server.makeCalendarAt(rep.calendar!.path);
  });
  afterAll(async () => {
    for (const name of ['CALDAV_URL', 'CALDAV_STALE_AFTER', 'BOOKINGS_DIR', 'OUTBOX_DIR', 'LEAD_RETRY_SCHEDULE_MS', 'SMTP_URL', 'LEAD_NOTIFY_TO']) delete process.env[name];
    await Promise.all([server?.stop(), mail?.close()]);
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-calendar-follow-'));
    Object.assign(process.env, { CALDAV_URL: server.url, BOOKINGS_DIR: dir, OUTBOX_DIR: dir, LEAD_RETRY_SCHEDULE_MS: '300', SMTP_URL: mail.url, LEAD_NOTIFY_TO: SALES });
    delete process.env.CALDAV_STALE_AFTER;
    forgetCalendarReads();
    mail.messages.length = 0;
    log = [jest.spyOn(console, 'warn').mockImplementation(() => undefined), jest.spyOn(console, 'info').mockImplementation(() => undefined), jest.spyOn(console, 'error').mockImplementation(() => undefined)];
  });
  afterEach(async () => {
    server.resume();
    for (const spy of log) spy.mockRestore();
    await bookingRelayIdle();
    await closeBookingStore();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an event the rep moves moves the booking: SEQUENCE 1, both told, the new time taken and the old one free again', async () => {
    const booking = await book('lead-moved');
    const free = await offered();
    expect(free).not.toContain(booking.start);
    // The rep drags the demo to a time the site still offers.
    const target = free.find((start) => Date.parse(start) > Date.parse(booking.start) + 2 * 60 * 60_000)!;
    await edit(booking, (event) => {
      event.updatePropertyWithValue('dtstart', utcTime(target));
      event.updatePropertyWithValue('dtend', utcTime(new Date(Date.parse(target) + 30 * 60_000).toISOString()));
    });
    mail.messages.length = 0;

    const after = await offered();
    expect(after).not.toContain(target);
    expect(after).toContain(booking.start);
    expect(await bookingStore().get(booking.id)).toMatchObject({ state: 'booked', start: target, sequence: 1, uid: booking.uid });

    await bookingRelayIdle();
    await relayBookingJobs(runners());
    await waitFor(() => mailsTo(booking.visitor.email).length === 1 && mailsTo(rep.email).length === 1, 5_000);
    const visitorMail = mailsTo(booking.visitor.email)[0]!;
    const invitation = parseInvitation(calendarPart(visitorMail.raw).body);
    expect(invitation).toMatchObject({ method: 'REQUEST', uid: booking.uid, sequence: 1, start: target });
    expect(visitorMail.body).toContain('Cambiamos su demostración de Ladle al');
    expect(mailsTo(rep.email)[0]!.body).toContain('You moved the demo with Ana Ruiz');
    // The calendar's event is ours again, at SEQUENCE 1; the next read changes nothing more.
    const stored = new ICAL.Component(ICAL.parse(await (await fetch(eventUrl(booking))).text())).getFirstSubcomponent('vevent')!;
    expect(stored.getFirstPropertyValue('sequence')).toBe(1);
    await offered();
    expect(await bookingStore().get(booking.id)).toMatchObject({ start: target, sequence: 1 });
  });

  it('two instances reading the moved event at once move the booking once (SEQUENCE 1, one set of mails)', async () => {
    const booking = await book('lead-twice');
    const target = (await offered()).find((start) => Date.parse(start) > Date.parse(booking.start) + 2 * 60 * 60_000)!;
    await edit(booking, (event) => {
      event.updatePropertyWithValue('dtstart', utcTime(target));
      event.updatePropertyWithValue('dtend', utcTime(new Date(Date.parse(target) + 30 * 60_000).toISOString()));
    });
    const own = eventsFromIcs([await (await fetch(eventUrl(booking))).text()], rep.timeZone, () => true);
    const range = { start: new Date(), end: new Date(Date.now() + 30 * 24 * 60 * 60_000) };
    // Two stores over one folder, as two processes have.
    const [first, second] = [new FileBookingStore({ dir }), new FileBookingStore({ dir })];
    await Promise.all([followCalendar(first)(rep, calendarAccount(rep)!, range, own), followCalendar(second)(rep, calendarAccount(rep)!, range, own)]);
    expect(await bookingStore().get(booking.id)).toMatchObject({ start: target, sequence: 1 });
    const jobs = (await bookingStore().jobs()).filter((job) => job.booking === booking.id);
    expect(jobs.filter((job) => job.kind === 'calendar-put')).toHaveLength(2);
    expect(jobs.filter((job) => job.kind === 'mail' && (job.payload as { icalEvent?: unknown }).icalEvent)).toHaveLength(4);
  });

  it('an event the rep deletes cancels the booking: the visitor gets METHOD:CANCEL and an apology in Spanish, the time is free again', async () => {
    const booking = await book('lead-deleted');
    expect(await offered()).not.toContain(booking.start);
    expect((await fetch(eventUrl(booking), { method: 'DELETE' })).status).toBeLessThan(300);
    mail.messages.length = 0;

    expect(await offered()).toContain(booking.start);
    expect(await bookingStore().get(booking.id)).toMatchObject({ state: 'cancelled', sequence: 1 });

    await bookingRelayIdle();
    await relayBookingJobs(runners());
    await waitFor(() => mailsTo(booking.visitor.email).length === 1 && mailsTo(rep.email).length === 1, 5_000);
    const visitorMail = mailsTo(booking.visitor.email)[0]!;
    const part = calendarPart(visitorMail.raw);
    expect(part.mimeMethod).toBe('CANCEL');
    expect(parseInvitation(part.body)).toMatchObject({ method: 'CANCEL', uid: booking.uid, sequence: 1 });
    expect(visitorMail.body).toContain(`${rep.name} tuvo que cancelar su demostración`);
    expect(mailsTo(rep.email)[0]!.body).toContain('You removed the demo with Ana Ruiz');
    expect((await calendarJobs(booking)).map((job) => job.state)).toEqual(['done', 'done']);
  });

  it('an event whose visitor attendee has PARTSTAT=DECLINED cancels the booking and leaves the calendar', async () => {
    const booking = await book('lead-declined');
    await edit(booking, (event) => event.getFirstProperty('attendee')!.setParameter('partstat', 'DECLINED'));
    mail.messages.length = 0;

    expect(await offered()).toContain(booking.start);
    expect(await bookingStore().get(booking.id)).toMatchObject({ state: 'cancelled', sequence: 1 });
    await bookingRelayIdle();
    await relayBookingJobs(runners());
    await waitFor(() => mailsTo(rep.email).length === 1, 5_000);
    expect(mailsTo(rep.email)[0]!.body).toContain('Ana Ruiz <lead-declined@example.com> declined the demo');
    expect(calendarPart(mailsTo(booking.visitor.email)[0]!.raw).mimeMethod).toBe('CANCEL');
    // The calendar job removed the declined event.
    expect((await fetch(eventUrl(booking))).status).toBe(404);
  });

  it('an event not yet PUT (its calendar job still pending) is not read as deleted by the rep', async () => {
    const booking = await bookUnsynced('lead-pending');
    expect(await calendarJobs(booking)).toMatchObject([{ state: 'pending', attempts: 0 }]);
    // A read with the calendar up and the job not run yet: no event, and the booking stands.
    expect(await offered()).not.toContain(booking.start);
    expect(await bookingStore().get(booking.id)).toMatchObject({ state: 'booked', sequence: 0 });
    expect(mailsTo(booking.visitor.email).filter((message) => /Cancelada/.test(message.subject))).toEqual([]);
  });

  it('a calendar that cannot be read fails closed after CALDAV_STALE_AFTER: no times, one alert per outage, times back once it reads', async () => {
    process.env.CALDAV_STALE_AFTER = '1s';
    const before = await offered();
    expect(before.length).toBeGreaterThan(0);
    server.pause();
    // Within CALDAV_STALE_AFTER the last good read serves.
    expect(await offered()).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await offered()).toEqual([]);
    expect(await offered()).toEqual([]);
    await waitFor(() => mailsTo(SALES).length > 0, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(SALES).map((message) => message.subject)).toEqual([`Calendar unreadable: ${rep.name} (rep-es) offer no demo times`]);
    expect(mailsTo(SALES)[0]!.body).toContain('After 1 second without a good read');

    server.resume();
    // The read left running answers once the server is back; the next listing has the times.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await offered()).toEqual(before);

    // A second outage is a second alert.
    server.pause();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await offered()).toEqual([]);
    await waitFor(() => mailsTo(SALES).length === 2, 5_000);
  });

  it('a calendar job given up after 7 days is alerted to the sales inbox', async () => {
    const booking = await bookUnsynced('lead-given-up');
    process.env.CALDAV_URL = `http://127.0.0.1:${await freePort()}`;
    jest.useFakeTimers({ now: Date.now() + 8 * 24 * 60 * 60_000, advanceTimers: true, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
    try {
      await relayBookingJobs(runners());
    } finally {
      jest.useRealTimers();
    }
    expect(await calendarJobs(booking)).toMatchObject([{ state: 'failed' }]);
    await waitFor(() => mailsTo(SALES).some((message) => message.subject.startsWith('Calendar not updated')), 5_000);
    const alert = mailsTo(SALES).find((message) => message.subject.startsWith('Calendar not updated'))!;
    expect(alert.subject).toMatch(/^Calendar not updated: demo with Ana Ruiz on /);
    expect(alert.body).toContain(`UID ${booking.uid}`);
  });
});
