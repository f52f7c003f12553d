/** @jest-environment node */
import type { NewEntry, NewJob } from '@/lib/booking-store/store';
import { describeNeeding } from '../fixtures/describe-needing';
import { fileBookingBackend, pgBookingBackend, type BookingBackend } from '../fixtures/booking-backends';

/**
 * The booking store contract (lib/booking-store/store.ts) against both stores, with the race
 * the issue names: 50 concurrent bookings of one rep's slot, through two store instances
 * (two processes' pools) on PostgreSQL and one file store, end as exactly one booking.
 */

const NOW = new Date('2026-12-01T12:00:00Z');
const at = (time: string) => `2026-12-02T${time}:00.000Z`;
const slot = (request: string, start: string, end: string, rep = 'rep-east', buffer = '10'): NewEntry => {
  const until = new Date(Date.parse(at(end)) + Number(buffer) * 60_000).toISOString();
  return { request, rep, start: at(start), end: at(end), blockedUntil: until };
};
const visitor = { name: 'Ana Ruiz', email: 'ana@example.com', language: 'en', timeZone: 'America/New_York' };
const noJobs = () => [];

const database = pgBookingBackend('bookings');
const backends: (BookingBackend & { overlaps?(): Promise<number> })[] = [
  fileBookingBackend(),
  { ...database, overlaps: async () => Number((await database.sql<{ n: string }>(`SELECT count(*) AS n FROM booking_slots a JOIN booking_slots b ON a.id < b.id AND a.rep = b.rep
            AND a.kind <> 'cancelled' AND b.kind <> 'cancelled' AND tstzrange(a.starts_at, a.blocked_until) && tstzrange(b.starts_at, b.blocked_until)`))[0]!.n) },
];

describe.each(backends)('$name', (backend) => {
  const run = describeNeeding(backend.missing);
  run('the booking store contract', () => {
    beforeAll(() => backend.setup(), 60_000);
    afterAll(() => backend.teardown());
    beforeEach(() => backend.reset());

    it('holds a slot for one request: another request is refused it until the hold expires', async () => {
      const store = backend.open();
      const first = await store.hold(slot('req-1', '14:00', '14:30'), { now: NOW, ttlMs: 5 * 60_000 });
      expect(first.ok).toBe(true);
      expect(await store.hold(slot('req-2', '14:00', '14:30'), { now: NOW, ttlMs: 5 * 60_000 })).toEqual({ ok: false, reason: 'taken' });
      // Another rep at the same time is free.
      expect((await store.hold(slot('req-2', '14:00', '14:30', 'rep-central'), { now: NOW, ttlMs: 5 * 60_000 })).ok).toBe(true);
      const later = new Date(NOW.getTime() + 5 * 60_000 + 1);
      expect((await store.hold(slot('req-3', '14:00', '14:30'), { now: later, ttlMs: 5 * 60_000 })).ok).toBe(true);
    });

    it('keeps the buffer: a meeting ending at 14:30 with 10 minutes of buffer blocks a 14:30 start', async () => {
      const store = backend.open();
      expect((await store.book({ entry: slot('req-1', '14:00', '14:30'), uid: 'u1@test', visitor }, { now: NOW, jobs: noJobs })).ok).toBe(true);
      expect(await store.book({ entry: slot('req-2', '14:30', '15:00'), uid: 'u2@test', visitor }, { now: NOW, jobs: noJobs })).toEqual({ ok: false, reason: 'taken' });
      expect((await store.book({ entry: slot('req-2', '15:00', '15:30'), uid: 'u2@test', visitor }, { now: NOW, jobs: noJobs })).ok).toBe(true);
    });

    it('books a held slot once per request, refuses an expired hold, and lists it as blocking', async () => {
      const store = backend.open();
      const held = await store.hold(slot('req-1', '14:00', '14:30'), { now: NOW, ttlMs: 60_000 });
      if (!held.ok) throw new Error('not held');
      const late = new Date(NOW.getTime() + 61_000);
      expect(await store.book({ holdId: held.hold.id, entry: slot('req-1', '14:00', '14:30'), uid: 'u1@test', visitor }, { now: late, jobs: noJobs })).toEqual({ ok: false, reason: 'hold-expired' });
      const again = await store.hold(slot('req-1', '14:00', '14:30'), { now: late, ttlMs: 60_000 });
      if (!again.ok) throw new Error('not held again');
      const booked = await store.book(
        { holdId: again.hold.id, entry: slot('req-1', '14:00', '14:30'), uid: 'u1@test', visitor },
        { now: late, jobs: () => [{ kind: 'mail', payload: { to: 'ana@example.com' } }] },
      );
      expect(booked.ok && booked.booking).toMatchObject({ rep: 'rep-east', start: at('14:00'), uid: 'u1@test', sequence: 0, state: 'booked' });
      expect(await store.book({ entry: slot('req-1', '16:00', '16:30'), uid: 'u3@test', visitor }, { now: late, jobs: noJobs })).toEqual({ ok: false, reason: 'already-booked' });
      expect((await store.blocking(['rep-east'], new Date(at('13:00')), new Date(at('18:00')), late)).map((entry) => entry.start)).toEqual([at('14:00')]);
      expect(await store.lastBookedAt(['rep-east', 'rep-central'])).toEqual({ 'rep-east': late.toISOString(), 'rep-central': null });
      const jobs = await store.claimJobs({ now: late, limit: 10, leaseMs: 60_000, owner: 'test' });
      expect(jobs.map((job) => job.payload)).toEqual([{ to: 'ana@example.com' }]);
      expect(await store.claimJobs({ now: late, limit: 10, leaseMs: 60_000, owner: 'other' })).toEqual([]);
      await store.recordJob(jobs[0]!.id, { ok: true });
      expect((await store.jobs())[0]).toMatchObject({ state: 'done', attempts: 1 });
      // One booking's jobs (the team room's lead page): only its own, oldest first.
      const other = await store.book({ entry: slot('req-2', '16:00', '16:30'), uid: 'u2@test', visitor }, { now: late, jobs: () => [{ kind: 'mail', payload: { to: 'bo@example.com' } }, { kind: 'calendar-put', payload: {} }] });
      if (!booked.ok || !other.ok) throw new Error('not booked');
      expect((await store.jobs(booked.booking.id)).map((job) => [job.kind, job.payload])).toEqual([['mail', { to: 'ana@example.com' }]]);
      expect((await store.jobs(other.booking.id)).map((job) => job.kind)).toEqual(['mail', 'calendar-put']);
      expect(await store.jobs('00000000-0000-4000-8000-000000000000')).toEqual([]);
      expect(await store.jobs('not-a-booking')).toEqual([]);
      expect(await store.jobs()).toHaveLength(3);
    });

    it('reschedules with the same UID and a higher SEQUENCE, and a cancel frees the time', async () => {
      const store = backend.open();
      const booked = await store.book({ entry: slot('req-1', '14:00', '14:30'), uid: 'u1@test', visitor }, { now: NOW, jobs: noJobs });
      if (!booked.ok) throw new Error('not booked');
      await store.book({ entry: slot('req-2', '16:00', '16:30'), uid: 'u2@test', visitor }, { now: NOW, jobs: noJobs });
      const times = { start: at('16:00'), end: at('16:30'), blockedUntil: at('16:40') };
      expect(await store.reschedule(booked.booking.id, times, { now: NOW, jobs: noJobs })).toEqual({ ok: false, reason: 'taken' });
      const moved = await store.reschedule(booked.booking.id, { start: at('15:00'), end: at('15:30'), blockedUntil: at('15:40') }, { now: NOW, jobs: noJobs });
      expect(moved.ok && moved.booking).toMatchObject({ uid: 'u1@test', sequence: 1, start: at('15:00') });
      const cancelled = await store.cancel(booked.booking.id, { now: NOW, jobs: noJobs });
      expect(cancelled.ok && cancelled.booking).toMatchObject({ state: 'cancelled', sequence: 2 });
      expect(await store.cancel(booked.booking.id, { now: NOW, jobs: noJobs })).toEqual({ ok: false, reason: 'cancelled' });
      expect((await store.book({ entry: slot('req-3', '15:00', '15:30'), uid: 'u3@test', visitor }, { now: NOW, jobs: noJobs })).ok).toBe(true);
    });

    it('calendarBookings: the rep’s live bookings in the range or with a UID asked for, each with whether its calendar writes are done', async () => {
      const store = backend.open();
      const calendarJob = (): NewJob[] => [{ kind: 'calendar-put', payload: {} }];
      const book = async (request: string, entry: NewEntry, uid: string, jobs: () => NewJob[] = noJobs) => {
        const booked = await store.book({ entry, uid, visitor }, { now: NOW, jobs });
        if (!booked.ok) throw new Error(`${request} not booked`);
        return booked.booking;
      };
      await book('req-1', slot('req-1', '14:00', '14:30'), 'u1@test', calendarJob);
      await book('req-2', slot('req-2', '16:00', '16:30'), 'u2@test');
      await book('req-3', slot('req-3', '14:00', '14:30', 'rep-central'), 'u3@test');
      await book('req-4', { ...slot('req-4', '14:00', '14:30'), start: '2026-12-09T14:00:00.000Z', end: '2026-12-09T14:30:00.000Z', blockedUntil: '2026-12-09T14:40:00.000Z' }, 'u4@test');
      const cancelled = await book('req-5', slot('req-5', '17:00', '17:30'), 'u5@test');
      await store.cancel(cancelled.id, { now: NOW, jobs: noJobs });
      const range = { from: new Date(at('13:00')), to: new Date(at('18:00')) };
      const found = async (uids: string[] = []) =>
        (await store.calendarBookings('rep-east', { ...range, uids })).map((booking) => [booking.uid, booking.calendarSettled]).sort();
      // u1's calendar job is pending: not settled. u3 is another rep's, u4 outside the range, u5 cancelled.
      expect(await found()).toEqual([['u1@test', false], ['u2@test', true]]);
      expect(await found(['u4@test', 'u3@test'])).toEqual([['u1@test', false], ['u2@test', true], ['u4@test', true]]);
      const [job] = await store.claimJobs({ now: NOW, limit: 10, leaseMs: 60_000, owner: 'test' });
      await store.recordJob(job!.id, { ok: true });
      expect(await found()).toEqual([['u1@test', true], ['u2@test', true]]);
    });

    it('the race: 50 concurrent bookings of one slot through two store instances end as exactly 1 booking', async () => {
      const stores = [backend.open(), backend.open()];
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          stores[index % 2]!.book({ entry: slot(`race-${index}`, '14:00', '14:30'), uid: `race-${index}@test`, visitor }, { now: NOW, jobs: noJobs }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'taken')).toHaveLength(49);
      expect((await stores[0]!.list()).filter((booking) => booking.state === 'booked')).toHaveLength(1);
      if (backend.overlaps) expect(await backend.overlaps()).toBe(0);
    }, 60_000);

    it('the race on holds: 50 concurrent holds of one slot give exactly 1 hold', async () => {
      const stores = [backend.open(), backend.open()];
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, index) => stores[index % 2]!.hold(slot(`hold-${index}`, '14:00', '14:30'), { now: NOW, ttlMs: 5 * 60_000 })),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    }, 60_000);
  });
});
