/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { FileBookingStore } from '@/lib/booking-store/file-store';
import { PgBookingStore } from '@/lib/booking-store/pg-store';
import type { Job, NewEntry } from '@/lib/booking-store/store';
import { cancelBooking, openChange, rescheduleBooking, rescheduleDays } from '@/services/booking/change';
import { changeToken } from '@/services/booking/tokens';
import type { MailPayload } from '@/services/booking/invitation-mail';
import { bookingsOfGoneReps } from '@/services/booking/team';
import { postgresMissing, startPostgres, type PgCluster } from '../fixtures/postgres';
import { describeNeeding } from '../fixtures/describe-needing';
import { fileStorePerTest } from '../fixtures/booking-backends';

/**
 * Issue 54, item 7: a rep who leaves (taken out of content/sales-team.ts). Their future bookings
 * stay movable (to a rep who fits the request) and cancellable from the links already mailed,
 * and `npm run db:migrate` lists them so someone calls those visitors.
 */

const NOW = new Date('2026-12-07T13:00:00Z');
const visitor = { name: 'Bea Baker', email: 'bea@example.com', language: 'en', timeZone: 'America/New_York' };
const entry = (request: string, start: string): NewEntry => {
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  return { request, rep: 'rep-left', start, end, blockedUntil: new Date(Date.parse(end) + 10 * 60_000).toISOString() };
};

describe('a booking whose rep has left', () => {
  const sandbox = fileStorePerTest('rep-gone');
  let store: FileBookingStore;
  beforeEach(() => {
    store = sandbox.store;
  });

  async function bookedWithLeaver(request: string) {
    const outcome = await store.book({ entry: entry(request, '2026-12-08T16:00:00.000Z'), uid: `${request}@ladle.example`, visitor }, { now: NOW, jobs: () => [] });
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.booking;
  }
  const mailsTo = async (booking: string) => (await store.jobs()).filter((job: Job) => job.booking === booking && job.kind === 'mail' && 'icalEvent' in job.payload).map((job) => job.payload as unknown as MailPayload);

  it('its links still open, and cancel it: the visitor and the sales inbox get the cancellation', async () => {
    const booking = await bookedWithLeaver('left-cancel');
    expect((await openChange('cancel', changeToken('cancel', booking), { now: NOW, store })).ok).toBe(true);
    const cancelled = await cancelBooking({ token: changeToken('cancel', booking), now: NOW, store });
    expect(cancelled.ok && cancelled.booking.state).toBe('cancelled');
    const mails = await mailsTo(booking.id);
    // The invitations (the mails with a calendar part): the visitor's, and the stand-in rep's to the sales inbox.
    expect(mails.map((mail) => [mail.to.address, mail.icalEvent.method])).toEqual([
      ['bea@example.com', 'CANCEL'],
      ['sales@ladle.example', 'CANCEL'],
    ]);
  });

  it('its move link offers the times of the reps who fit the request, and moves it to one of them', async () => {
    const booking = await bookedWithLeaver('left-move');
    const token = changeToken('reschedule', booking);
    const opened = await openChange('reschedule', token, { now: NOW, store });
    if (!opened.ok) throw new Error(opened.refusal);
    const offered = (await rescheduleDays(opened, 'America/New_York', { now: NOW, store })).flatMap((day) => day.starts);
    expect(offered).toContain('2026-12-08T17:00:00.000Z');
    const moved = await rescheduleBooking({ token, start: '2026-12-08T17:00:00.000Z', timeZone: 'America/New_York', now: NOW, store });
    if (!moved.ok) throw new Error(moved.refusal);
    expect(moved.booking).toMatchObject({ start: '2026-12-08T17:00:00.000Z', sequence: 1, uid: booking.uid });
    expect(['rep-east', 'rep-central', 'rep-es']).toContain(moved.booking.rep);
    expect(moved.rep.id).toBe(moved.booking.rep);
    expect((await store.get(booking.id))!.rep).toBe(moved.booking.rep);
  });

  it('is listed by bookingsOfGoneReps; a past one or another rep’s is not', async () => {
    const gone = await bookedWithLeaver('left-listed');
    await store.book({ entry: { ...entry('kept', '2026-12-08T18:00:00.000Z'), rep: 'rep-east' }, uid: 'kept@ladle.example', visitor }, { now: NOW, jobs: () => [] });
    expect((await bookingsOfGoneReps(store, NOW)).map((booking) => [booking.id, booking.rep])).toEqual([[gone.id, 'rep-left']]);
    expect(await bookingsOfGoneReps(store, new Date('2026-12-09T00:00:00Z'))).toEqual([]);
  });
});

const run = describeNeeding(postgresMissing);
run('npm run db:migrate', () => {
  let pg: PgCluster;
  beforeAll(async () => {
    pg = await startPostgres();
  }, 60_000);
  afterAll(() => pg?.destroy());

  it('lists the future bookings whose rep is no longer in content/sales-team.ts', async () => {
    const url = await pg.createDatabase('rep_gone');
    const migrate = () =>
      promisify(execFile)(process.execPath, ['scripts/db-migrate.mjs'], { cwd: path.resolve(__dirname, '../..'), env: { ...process.env, DATABASE_URL: url } });
    await migrate();
    const store = new PgBookingStore({ connectionString: url });
    try {
      const start = new Date(Date.now() + 3 * 86_400_000);
      start.setUTCMinutes(0, 0, 0);
      const booked = await store.book({ entry: entry('left-pg', start.toISOString()), uid: 'left-pg@ladle.example', visitor }, { now: new Date(), jobs: () => [] });
      if (!booked.ok) throw new Error(booked.reason);
      const { stdout } = await migrate();
      expect(stdout).toContain('Database up to date');
      expect(stdout).toContain(`1 future booking is with a rep no longer in content/sales-team.ts; its links still move it (to a rep who fits) and cancel it. Call the visitor:`);
      expect(stdout).toContain(`${booked.booking.id} ${start.toISOString()} rep-left Bea Baker <bea@example.com>`);
    } finally {
      await store.close();
    }
  }, 60_000);
});
