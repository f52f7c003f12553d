/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BookingStore, NewEntry } from '@/lib/booking-store/store';
import { describeNeeding } from '../fixtures/describe-needing';
import { fileBookingBackend, pgBookingBackend, type BookingBackend } from '../fixtures/booking-backends';

/**
 * Issue 54, item 7: the stores stay small. Every relay pass (claimJobs) prunes, on both stores,
 * the holds that expired and the jobs finished (sent, or given up) more than 30 days before;
 * pending jobs and bookings stay.
 */

const NOW = new Date('2026-12-07T13:00:00Z');
const DAY = 86_400_000;
const entry = (request: string, start: string): NewEntry => {
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  return { request, rep: 'rep-east', start, end, blockedUntil: new Date(Date.parse(end) + 10 * 60_000).toISOString() };
};
const visitor = { name: 'Bea Baker', email: 'bea@example.com', language: 'en', timeZone: 'America/New_York' };
const mailJob = () => [{ kind: 'mail' as const, payload: {} }];

const files = fileBookingBackend();
const database = pgBookingBackend('prune');
const count = async (sql: string) => Number((await database.sql<{ n: string }>(sql))[0]!.n);
/** The live holds and jobs each store keeps, read underneath it. */
const backends: (BookingBackend & { rows(): Promise<{ holds: number; jobs: number }> })[] = [
  {
    ...files,
    rows: async () => {
      const document = JSON.parse(readFileSync(path.join(files.folder(), 'bookings.json'), 'utf8')) as { holds: unknown[]; jobs: unknown[] };
      return { holds: document.holds.length, jobs: document.jobs.length };
    },
  },
  { ...database, rows: async () => ({ holds: await count(`SELECT count(*) AS n FROM booking_slots WHERE kind = 'hold'`), jobs: await count('SELECT count(*) AS n FROM booking_jobs') }) },
];

describe.each(backends)('$name', (backend) => {
  const run = describeNeeding(backend.missing);
  run('pruning', () => {
    let store: BookingStore;
    beforeAll(() => backend.setup(), 60_000);
    afterAll(() => backend.teardown());
    beforeEach(async () => {
      await backend.reset();
      store = backend.open();
    });

    it('a relay pass drops expired holds and jobs finished more than 30 days before; pending jobs and bookings stay', async () => {
      expect((await store.hold(entry('held', '2026-12-08T15:00:00.000Z'), { now: NOW, ttlMs: 5 * 60_000 })).ok).toBe(true);
      for (const [request, start] of [['sent', '2026-12-08T16:00:00.000Z'], ['given-up', '2026-12-08T17:00:00.000Z'], ['waiting', '2026-12-08T18:00:00.000Z']] as const) {
        expect((await store.book({ entry: entry(request, start), uid: `${request}@ladle.example`, visitor }, { now: NOW, jobs: mailJob })).ok).toBe(true);
      }
      const claimed = await store.claimJobs({ now: NOW, limit: 10, leaseMs: 60_000, owner: 'test' });
      const byRequest = new Map((await store.list()).map((booking) => [booking.id, booking.request]));
      for (const job of claimed) {
        const request = byRequest.get(job.booking);
        if (request === 'sent') await store.recordJob(job.id, { ok: true });
        if (request === 'given-up') await store.recordJob(job.id, { ok: false, error: 'refused', nextAttemptAt: null });
        if (request === 'waiting') await store.recordJob(job.id, { ok: false, error: 'later', nextAttemptAt: new Date(NOW.getTime() + 60 * DAY) });
      }
      expect(await backend.rows()).toEqual({ holds: 1, jobs: 3 });
      // A pass 10 minutes on: the hold has expired; the finished jobs are kept for now (to look into).
      await store.claimJobs({ now: new Date(NOW.getTime() + 10 * 60_000), limit: 10, leaseMs: 60_000, owner: 'test' });
      expect(await backend.rows()).toEqual({ holds: 0, jobs: 3 });
      // A pass 31 days on: the sent and the given-up jobs go; the one still pending stays, and every booking.
      await store.claimJobs({ now: new Date(NOW.getTime() + 31 * DAY), limit: 10, leaseMs: 60_000, owner: 'test' });
      expect(await backend.rows()).toEqual({ holds: 0, jobs: 1 });
      expect((await store.jobs()).map((job) => byRequest.get(job.booking))).toEqual(['waiting']);
      expect(await store.list()).toHaveLength(3);
    });
  });
});
