/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { Client } from 'pg';
import { FileBookingStore } from '@/lib/booking-store/file-store';
import { PgBookingStore } from '@/lib/booking-store/pg-store';
import type { Job } from '@/lib/booking-store/store';
import { migrate } from '@/lib/leads/pg-migrate';
import { bookSlot, listSlots } from '@/services/booking/book';
import { cancelBooking, openChange, rescheduleBooking, rescheduleDays } from '@/services/booking/change';
import { changeToken, readChangeToken, type BookingRequest } from '@/services/booking/tokens';
import type { MailPayload } from '@/services/booking/invitation-mail';
import { bookingRelayIdle } from '@/services/booking/relay';
import { postgresMissing, startPostgres, type PgCluster } from '../fixtures/postgres';
import { startXandikos, xandikosMissing, type Xandikos } from '../fixtures/xandikos';
import { repById } from '@/services/booking/team';
import { describeNeeding } from '../fixtures/describe-needing';

/**
 * The reschedule and cancel links of a demo invitation (issue 49) against a real file store:
 * each mail carries both, each good for its booking at its SEQUENCE only; a move keeps the UID
 * and raises SEQUENCE, a cancel sends METHOD:CANCEL and frees the time; and a link tampered
 * with, used twice, made stale by a change, or for a meeting already past is refused.
 */

// Monday 14 December 2026, 13:00 UTC. The Spanish-speaking rep (Madrid) alone takes Spanish
// requests: free from 15:00 to 18:30 UTC that day, so a booked time is gone from the list.
const NOW = new Date('2026-12-14T13:00:00Z');
const FIRST = '2026-12-14T15:00:00.000Z';
const MOVED = '2026-12-15T16:00:00.000Z';
const es: BookingRequest = { lead: 'lead-es', name: 'Ana Ruiz', email: 'ana@example.com', language: 'es' };
const saved = { ...process.env };

let dir: string;
let store: FileBookingStore;
// The move's calendar job needs CALDAV_URL, and a rep whose calendar cannot be read offers no
// times (fails closed): the rep's calendar on a real Xandikos.
let calendars: Xandikos | undefined;
beforeAll(async () => {
  if (xandikosMissing) return;
  calendars = await startXandikos();
  await calendars.makeCalendarAt(repById('rep-es')!.calendar!.path);
}, 30_000);
afterAll(async () => {
  await calendars?.stop();
});
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-booking-change-'));
  store = new FileBookingStore({ dir: path.join(dir, 'store') });
  Object.assign(process.env, {
    SITE_URL: 'https://ladle.example',
    SMTP_URL: 'smtp://127.0.0.1:9',
    LEAD_NOTIFY_TO: 'sales@ladle.example',
    // The relay each change starts reads another, empty store: the jobs stay here to be read.
    BOOKINGS_DIR: path.join(dir, 'relay'),
  });
  delete process.env.CALDAV_URL;
});
afterEach(async () => {
  await bookingRelayIdle();
  process.env = { ...saved };
  rmSync(dir, { recursive: true, force: true });
});

const options = { now: NOW, get store() { return store; } };
/** The booking's invitations (mail jobs with a calendar part; the sales inbox's note has none), from the `after`-th on. */
const mailsOf = async (booking: string, after = 0) =>
  (await store.jobs())
    .filter((job: Job) => job.booking === booking && job.kind === 'mail' && 'icalEvent' in job.payload)
    .slice(after)
    .map((job) => job.payload as unknown as MailPayload);
const linksIn = (text: string) => ({
  reschedule: /(https:\/\/\S+\/demo\/reschedule\?t=(\S+))/.exec(text),
  cancel: /(https:\/\/\S+\/demo\/cancel\?t=(\S+))/.exec(text),
});
const tokenOf = (match: RegExpExecArray | null) => decodeURIComponent(match![2]!);
const event = (mail: MailPayload) => {
  const calendar = new ICAL.Component(ICAL.parse(mail.icalEvent.content));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { method: String(calendar.getFirstPropertyValue('method')), uid: String(vevent.getFirstPropertyValue('uid')), sequence: Number(vevent.getFirstPropertyValue('sequence')), start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString() };
};

async function booked() {
  const outcome = await bookSlot({ request: es, timeZone: 'Europe/Madrid', start: FIRST, ...options });
  if (!outcome.ok) throw new Error(outcome.refusal);
  return outcome.booking;
}

describe('reschedule and cancel links', () => {
  it('both invitations carry both links, the visitor’s to pages in their language and the rep’s to English ones', async () => {
    const booking = await booked();
    const [visitor, rep] = await mailsOf(booking.id);
    const visitorLinks = linksIn(visitor!.text);
    expect(visitorLinks.reschedule![1]).toMatch(/^https:\/\/ladle\.example\/es\/demo\/reschedule\?t=/);
    expect(visitorLinks.cancel![1]).toMatch(/^https:\/\/ladle\.example\/es\/demo\/cancel\?t=/);
    const repLinks = linksIn(rep!.text);
    expect(repLinks.reschedule![1]).toMatch(/^https:\/\/ladle\.example\/demo\/reschedule\?t=/);
    // The rep's links say they are the rep's, so a cancel from them is told as the rep's (issue 54).
    expect(readChangeToken('reschedule', tokenOf(repLinks.reschedule), NOW.getTime())).toEqual({ ok: true, booking: booking.id, sequence: 0, by: 'rep' });
    expect(readChangeToken('cancel', tokenOf(visitorLinks.cancel), NOW.getTime())).toEqual({ ok: true, booking: booking.id, sequence: 0, by: 'visitor' });
  });

  it('refuses a link tampered with, one for the other action, and one past its meeting', async () => {
    const booking = await booked();
    const token = changeToken('cancel', booking);
    const [body, signature] = token.split('.') as [string, string];
    const otherBooking = Buffer.from(JSON.stringify({ booking: 'someone-else', sequence: 0, purpose: 'demo-cancel', exp: Date.parse(FIRST) })).toString('base64url');
    for (const tampered of [`${otherBooking}.${signature}`, `${body}.${signature.slice(0, -3)}AAA`, token.slice(1), '', 'nonsense']) {
      expect(await openChange('cancel', tampered, options)).toEqual({ ok: false, refusal: 'linkInvalid', status: 400 });
    }
    expect(await openChange('reschedule', token, options)).toEqual({ ok: false, refusal: 'linkInvalid', status: 400 });
    expect(await openChange('cancel', token, { ...options, now: new Date(FIRST) })).toEqual({ ok: false, refusal: 'linkPast', status: 410 });
    expect(await cancelBooking({ token, ...options, now: new Date(Date.parse(FIRST) + 60_000) })).toEqual({ ok: false, refusal: 'linkPast', status: 410 });
    expect((await store.get(booking.id))!.state).toBe('booked');
  });

  (xandikosMissing ? (name: string, body: () => Promise<void>) => it.skip(`${name} (${xandikosMissing})`, body) : it)('moves the booking: same UID, SEQUENCE + 1, an updated REQUEST to both sides with new links, and the calendar job; the old links are refused', async () => {
    process.env.CALDAV_URL = calendars!.url;
    const booking = await booked();
    const [first] = await mailsOf(booking.id);
    const oldLinks = linksIn(first!.text);
    const moved = await rescheduleBooking({ token: tokenOf(oldLinks.reschedule), start: MOVED, timeZone: 'Europe/Madrid', ...options });
    if (!moved.ok) throw new Error(moved.refusal);
    expect(moved.booking).toMatchObject({ id: booking.id, uid: booking.uid, sequence: 1, start: MOVED, state: 'booked' });
    expect((await store.get(booking.id))!.start).toBe(MOVED);
    const update = await mailsOf(booking.id, 2);
    expect(update.map((mail) => [mail.to.address, mail.icalEvent.method, event(mail)])).toEqual([
      ['ana@example.com', 'REQUEST', { method: 'REQUEST', uid: booking.uid, sequence: 1, start: MOVED }],
      [expect.stringContaining('@'), 'REQUEST', { method: 'REQUEST', uid: booking.uid, sequence: 1, start: MOVED }],
    ]);
    expect(update[0]!.subject).toMatch(/^Cambiamos su demostración/);
    // The calendar follows too: one job when booked, one when moved.
    expect((await store.jobs()).filter((job) => job.kind === 'calendar-put').length).toBe(2);
    // The lead follows the move: the booking's lead job once when booked, once when moved.
    expect((await store.jobs()).filter((job) => job.kind === 'lead-booking').length).toBe(2);

    // The first invitation's links (and the link just used) are for SEQUENCE 0: refused.
    expect(await rescheduleBooking({ token: tokenOf(oldLinks.reschedule), start: '2026-12-15T17:00:00.000Z', timeZone: 'Europe/Madrid', ...options })).toMatchObject({ ok: false, refusal: 'linkChanged', status: 409 });
    expect(await cancelBooking({ token: tokenOf(oldLinks.cancel), ...options })).toMatchObject({ ok: false, refusal: 'linkChanged', status: 409 });
    // The update's links are good.
    expect(await openChange('cancel', tokenOf(linksIn(update[0]!.text).cancel), options)).toMatchObject({ ok: true });
    // The old time is free again; the new one is not.
    const listed = await listSlots({ request: { ...es, lead: 'another' }, timeZone: 'Europe/Madrid', ...options });
    const starts = listed.ok ? listed.days.flatMap((day) => day.starts) : [];
    expect(starts).toContain(FIRST);
    expect(starts).not.toContain(MOVED);
  });

  it('of two uses of one link at once, one moves the booking and the other is refused', async () => {
    const booking = await booked();
    const token = tokenOf(linksIn((await mailsOf(booking.id))[0]!.text).reschedule);
    const outcomes = await Promise.all([
      rescheduleBooking({ token, start: MOVED, timeZone: 'Europe/Madrid', ...options }),
      rescheduleBooking({ token, start: '2026-12-16T16:00:00.000Z', timeZone: 'Europe/Madrid', ...options }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, refusal: 'linkChanged', status: 409 }]);
    expect((await store.get(booking.id))!.sequence).toBe(1);
  });

  it('a time taken meanwhile is refused as "just taken" with the rep’s nearest free times; a time not offered too', async () => {
    const booking = await booked();
    const token = tokenOf(linksIn((await mailsOf(booking.id))[0]!.text).reschedule);
    const other = await bookSlot({ request: { ...es, lead: 'other' }, timeZone: 'Europe/Madrid', start: MOVED, ...options });
    expect(other.ok).toBe(true);
    const taken = await rescheduleBooking({ token, start: MOVED, timeZone: 'Europe/Madrid', ...options });
    expect(taken).toMatchObject({ ok: false, refusal: 'taken', status: 409 });
    const near = !taken.ok ? taken.days!.flatMap((day) => day.starts) : [];
    expect(near).toHaveLength(6);
    expect(near).not.toContain(MOVED);
    expect(await rescheduleBooking({ token, start: '2026-12-15T03:00:00.000Z', timeZone: 'Europe/Madrid', ...options })).toMatchObject({ ok: false, refusal: 'notOffered', status: 400 });
    expect(await rescheduleBooking({ token, start: MOVED, timeZone: 'Mars/Olympus_Mons', ...options })).toMatchObject({ ok: false, refusal: 'unknownZone', status: 400 });
    // Nothing moved, and the link is still good.
    expect((await store.get(booking.id))).toMatchObject({ start: FIRST, sequence: 0 });
    // The picker offers the booked rep's free times, its own time aside but the times beside it
    // (within the rep's buffer) in: the booking being moved does not keep itself out.
    const opened = await openChange('reschedule', token, options);
    if (!opened.ok) throw new Error(opened.refusal);
    const offered = (await rescheduleDays(opened, 'Europe/Madrid', options)).flatMap((day) => day.starts);
    expect(offered).not.toContain(FIRST);
    expect(offered).not.toContain(MOVED);
    expect(offered).toContain('2026-12-14T15:30:00.000Z');
  });

  it('cancels: METHOD:CANCEL to both sides (the MIME method the same), no links, the time free again; a second use is refused', async () => {
    const booking = await booked();
    const links = linksIn((await mailsOf(booking.id))[0]!.text);
    const before = await listSlots({ request: { ...es, lead: 'another' }, timeZone: 'Europe/Madrid', ...options });
    if (!before.ok) throw new Error(before.refusal);
    expect(before.days.flatMap((day) => day.starts)).not.toContain(FIRST);
    const cancelled = await cancelBooking({ token: tokenOf(links.cancel), ...options });
    if (!cancelled.ok) throw new Error(cancelled.refusal);
    expect(cancelled.booking).toMatchObject({ state: 'cancelled', sequence: 1, uid: booking.uid });
    const mails = await mailsOf(booking.id, 2);
    expect(mails.map((mail) => [mail.icalEvent.method, event(mail).method, event(mail).sequence, event(mail).uid])).toEqual([
      ['CANCEL', 'CANCEL', 1, booking.uid],
      ['CANCEL', 'CANCEL', 1, booking.uid],
    ]);
    expect(mails.map((mail) => linksIn(mail.text))).toEqual([{ reschedule: null, cancel: null }, { reschedule: null, cancel: null }]);
    expect(mails[0]!.subject).toMatch(/^Cancelada/);
    const after = await listSlots({ request: { ...es, lead: 'another' }, timeZone: 'Europe/Madrid', ...options });
    expect(after.ok && after.days.flatMap((day) => day.starts)).toContain(FIRST);
    // The same cancel sent again (a double submit, or nginx passing the POST on) answers as the
    // first did, and sends nothing more; the move link of that invitation is refused.
    const jobs = (await store.jobs()).length;
    expect(await cancelBooking({ token: tokenOf(links.cancel), ...options })).toMatchObject({ ok: true, booking: { id: booking.id, state: 'cancelled', sequence: 1 } });
    expect((await store.jobs()).length).toBe(jobs);
    expect(await rescheduleBooking({ token: tokenOf(links.reschedule), start: MOVED, timeZone: 'Europe/Madrid', ...options })).toEqual({ ok: false, refusal: 'linkCancelled', status: 410 });
  });
});

/**
 * The same races where they matter most: two machines sharing one PostgreSQL database, each with
 * its own store, each taking one use of the same link at the same moment. The store locks the
 * booking's row and checks the SEQUENCE in the change's own transaction, so one wins whichever
 * machine it lands on.
 */
describeNeeding(postgresMissing)('two uses of one link at once, on two machines sharing PostgreSQL', () => {
  let pg: PgCluster;
  let url: string;
  let machines: [PgBookingStore, PgBookingStore];
  beforeAll(async () => {
    pg = await startPostgres();
    url = await pg.createDatabase('booking_links');
    await migrate(url);
  }, 60_000);
  beforeEach(async () => {
    machines = [new PgBookingStore({ connectionString: url }), new PgBookingStore({ connectionString: url })];
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query('TRUNCATE booking_slots CASCADE');
    await client.end();
  });
  afterEach(async () => {
    await Promise.all(machines.map((machine) => machine.close()));
  });
  afterAll(async () => {
    await pg?.destroy();
  });

  async function bookedOn(machine: PgBookingStore, lead: string, start: string) {
    const outcome = await bookSlot({ request: { ...es, lead, email: `${lead}@example.com` }, timeZone: 'Europe/Madrid', start, now: NOW, store: machine });
    if (!outcome.ok) throw new Error(outcome.refusal);
    return outcome.booking;
  }

  it('two moves: one moves the booking, the other is refused as changed (409), and SEQUENCE rises once', async () => {
    const booking = await bookedOn(machines[0], 'pg-move', FIRST);
    const token = changeToken('reschedule', booking);
    const outcomes = await Promise.all([
      rescheduleBooking({ token, start: MOVED, timeZone: 'Europe/Madrid', now: NOW, store: machines[0] }),
      rescheduleBooking({ token, start: '2026-12-16T16:00:00.000Z', timeZone: 'Europe/Madrid', now: NOW, store: machines[1] }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, refusal: 'linkChanged', status: 409 }]);
    const winner = outcomes.find((outcome) => outcome.ok);
    if (!winner?.ok) throw new Error('no use of the link moved the booking');
    expect(await machines[1].get(booking.id)).toMatchObject({ sequence: 1, start: winner.booking.start });
    // The lead follows the booking and the one move: the refused use left no job.
    expect((await machines[0].jobs()).filter((job) => job.booking === booking.id && job.kind === 'lead-booking')).toHaveLength(2);
  });

  it('a move and a cancel: exactly one of them happens, and the other is refused', async () => {
    const booking = await bookedOn(machines[0], 'pg-both', FIRST);
    const outcomes = await Promise.all([
      rescheduleBooking({ token: changeToken('reschedule', booking), start: MOVED, timeZone: 'Europe/Madrid', now: NOW, store: machines[0] }),
      cancelBooking({ token: changeToken('cancel', booking), now: NOW, store: machines[1] }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const refused = outcomes.find((outcome) => !outcome.ok);
    // A cancel that lost to the move finds the SEQUENCE changed; a move that lost finds it cancelled.
    expect([{ ok: false, refusal: 'linkChanged', status: 409 }, { ok: false, refusal: 'linkCancelled', status: 410 }]).toContainEqual(refused);
    const stored = (await machines[1].get(booking.id))!;
    expect(stored.sequence).toBe(1);
    expect(stored.state).toBe(outcomes[1].ok ? 'cancelled' : 'booked');
  });
});
