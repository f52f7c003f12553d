import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { acquireLease, releaseLease } from '@/lib/leads/lease';
import {
  collides,
  FINISHED_JOBS_KEPT_MS,
  overCaps,
  type BookOutcome,
  type Caps,
  type Booking,
  type BookingStore,
  type CalendarBooking,
  type ChangeOutcome,
  type Entry,
  type Hold,
  type HoldOutcome,
  type Job,
  type NewEntry,
  type NewJob,
} from './store';

/**
 * The file booking store, the default (no DATABASE_URL): one JSON document,
 * {dir}/bookings.json, rewritten whole by one writer at a time.
 *
 * One writer: every read-decide-write runs inside `exclusive()`, which queues the calls of
 * this process one after the other and, around each, holds the lease file {dir}/bookings.lock
 * (lib/leads/lease.ts: created with O_EXCL, so one process at a time; a holder that died is
 * taken over). So the check "is this slot free?" and the write that takes it cannot be split
 * by another booking, here or in `npm run` scripts on the same machine. Each write goes to a
 * temporary file, is flushed, and is renamed over the document: a crash leaves the old or the
 * new document, never half of one. For one server; several instances share PostgreSQL.
 */

type LeasedJob = Job & { leasedBy?: string; leasedUntil?: string };
type Document = { holds: Hold[]; bookings: Booking[]; jobs: LeasedJob[] };

export const BOOKINGS_FILE = 'bookings.json';
const LOCK_FILE = 'bookings.lock';
const LOCK_MS = 10_000;

const live = (now: Date) => (hold: Hold) => Date.parse(hold.expiresAt) > now.getTime();
function publicJob(leased: LeasedJob): Job {
  const job: LeasedJob = { ...leased };
  delete job.leasedBy;
  delete job.leasedUntil;
  return job;
}

export class FileBookingStore implements BookingStore {
  private readonly file: string;
  private readonly lock: string;
  private readonly owner = `file-store:${process.pid}:${randomUUID().slice(0, 8)}`;
  private queue: Promise<unknown> = Promise.resolve();

  constructor({ dir }: { dir: string }) {
    this.file = path.join(dir, BOOKINGS_FILE);
    this.lock = path.join(dir, LOCK_FILE);
  }

  private async read(): Promise<Document> {
    try {
      const document = JSON.parse(await readFile(this.file, 'utf8')) as Partial<Document>;
      return { holds: document.holds ?? [], bookings: document.bookings ?? [], jobs: document.jobs ?? [] };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { holds: [], bookings: [], jobs: [] };
      throw error;
    }
  }

  private async write(document: Document) {
    await mkdir(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.${randomUUID().slice(0, 8)}.new`;
    const handle = await open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(JSON.stringify(document));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, this.file);
    const folder = await open(path.dirname(this.file), 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }

  /** Runs `task` as the only writer: queued in this process, and under the lock file across processes. */
  private exclusive<T>(task: (document: Document) => Promise<{ result: T; changed: boolean }> | { result: T; changed: boolean }): Promise<T> {
    const run = async () => {
      await mkdir(path.dirname(this.lock), { recursive: true });
      for (let wait = 5; !(await acquireLease(this.lock, this.owner, LOCK_MS)); wait = Math.min(wait * 2, 100)) {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      try {
        const document = await this.read();
        const { result, changed } = await task(document);
        if (changed) await this.write(document);
        return result;
      } finally {
        await releaseLease(this.lock, this.owner);
      }
    };
    const done = this.queue.then(run);
    this.queue = done.catch(() => undefined);
    return done;
  }

  private static blockers(document: Document, now: Date, except?: { request?: string; booking?: string }): Entry[] {
    return [
      ...document.holds.filter(live(now)).filter((hold) => hold.request !== except?.request),
      ...document.bookings.filter((booking) => booking.state === 'booked' && booking.id !== except?.booking),
    ];
  }

  /** Drops expired holds and jobs finished long ago (store.ts claimJobs); whether anything went. */
  private static prune(document: Document, now: Date) {
    const before = document.holds.length + document.jobs.length;
    const cutoff = now.getTime() - FINISHED_JOBS_KEPT_MS;
    document.holds = document.holds.filter(live(now));
    document.jobs = document.jobs.filter((job) => job.state === 'pending' || Date.parse(job.createdAt) > cutoff);
    return document.holds.length + document.jobs.length < before;
  }

  private static addJobs(document: Document, booking: Booking, jobs: NewJob[], now: Date) {
    for (const job of jobs) {
      document.jobs.push({ ...job, id: randomUUID(), booking: booking.id, createdAt: now.toISOString(), state: 'pending', attempts: 0, nextAttemptAt: now.toISOString(), lastError: null });
    }
  }

  async blocking(reps: string[], from: Date, to: Date, now: Date): Promise<Entry[]> {
    const document = await this.read();
    const range = { rep: '', start: from.toISOString(), blockedUntil: to.toISOString() };
    return FileBookingStore.blockers(document, now).filter((entry) => reps.includes(entry.rep) && collides({ ...range, rep: entry.rep }, entry));
  }

  async lastBookedAt(reps: string[]) {
    const { bookings } = await this.read();
    const last: Record<string, string | null> = Object.fromEntries(reps.map((rep) => [rep, null]));
    for (const booking of bookings) {
      if (!(booking.rep in last) || booking.state !== 'booked') continue;
      const current = last[booking.rep];
      if (!current || booking.bookedAt > current) last[booking.rep] = booking.bookedAt;
    }
    return last;
  }

  hold(entry: NewEntry, { now, ttlMs, caps }: { now: Date; ttlMs: number; caps?: Caps }): Promise<HoldOutcome> {
    return this.exclusive((document): { result: HoldOutcome; changed: boolean } => {
      document.holds = document.holds.filter(live(now)).filter((hold) => hold.request !== entry.request);
      if (caps && overCaps(entry, document, caps, now, { countHolds: true })) return { result: { ok: false, reason: 'capped' }, changed: true };
      if (FileBookingStore.blockers(document, now, { request: entry.request }).some((other) => collides(other, entry))) {
        return { result: { ok: false, reason: 'taken' }, changed: true };
      }
      const hold: Hold = { ...entry, id: randomUUID(), expiresAt: new Date(now.getTime() + ttlMs).toISOString() };
      document.holds.push(hold);
      return { result: { ok: true, hold }, changed: true };
    });
  }

  book(
    input: { holdId?: string; entry: NewEntry; uid: string; visitor: Booking['visitor'] },
    { now, jobs, caps }: { now: Date; jobs: (booking: Booking) => NewJob[]; caps?: Caps },
  ): Promise<BookOutcome> {
    return this.exclusive((document): { result: BookOutcome; changed: boolean } => {
      if (document.bookings.some((booking) => booking.request === input.entry.request && booking.state === 'booked')) {
        return { result: { ok: false, reason: 'already-booked' }, changed: false };
      }
      let entry: NewEntry = input.entry;
      if (input.holdId) {
        const hold = document.holds.find((candidate) => candidate.id === input.holdId && candidate.request === input.entry.request);
        if (!hold || !live(now)(hold)) return { result: { ok: false, reason: 'hold-expired' }, changed: false };
        entry = { request: hold.request, rep: hold.rep, start: hold.start, end: hold.end, blockedUntil: hold.blockedUntil, ...(hold.client ? { client: hold.client } : {}) };
      }
      document.holds = document.holds.filter((hold) => hold.request !== entry.request);
      if (caps && overCaps(entry, document, caps, now, { countHolds: false })) return { result: { ok: false, reason: 'capped' }, changed: true };
      if (FileBookingStore.blockers(document, now).some((other) => collides(other, entry))) {
        return { result: { ok: false, reason: 'taken' }, changed: true };
      }
      const booking: Booking = { ...entry, id: randomUUID(), state: 'booked', uid: input.uid, sequence: 0, bookedAt: now.toISOString(), visitor: input.visitor };
      document.bookings.push(booking);
      FileBookingStore.addJobs(document, booking, jobs(booking), now);
      return { result: { ok: true, booking }, changed: true };
    });
  }

  async get(id: string) {
    return (await this.read()).bookings.find((booking) => booking.id === id);
  }

  async forRequest(request: string) {
    return (await this.read()).bookings.find((booking) => booking.request === request && booking.state === 'booked');
  }

  reschedule(id: string, times: Pick<Entry, 'start' | 'end' | 'blockedUntil'> & { rep?: string }, { now, jobs }: { now: Date; jobs: (booking: Booking) => NewJob[] }): Promise<ChangeOutcome> {
    return this.exclusive((document): { result: ChangeOutcome; changed: boolean } => {
      const booking = document.bookings.find((candidate) => candidate.id === id);
      if (!booking) return { result: { ok: false, reason: 'not-found' }, changed: false };
      if (booking.state !== 'booked') return { result: { ok: false, reason: 'cancelled' }, changed: false };
      const moved = { ...booking, ...times };
      if (FileBookingStore.blockers(document, now, { booking: id, request: booking.request }).some((other) => collides(other, moved))) {
        return { result: { ok: false, reason: 'taken' }, changed: false };
      }
      Object.assign(booking, times, { sequence: booking.sequence + 1 });
      document.holds = document.holds.filter((hold) => hold.request !== booking.request);
      FileBookingStore.addJobs(document, booking, jobs(booking), now);
      return { result: { ok: true, booking: { ...booking } }, changed: true };
    });
  }

  cancel(id: string, { now, jobs }: { now: Date; jobs: (booking: Booking) => NewJob[] }): Promise<ChangeOutcome> {
    return this.exclusive((document): { result: ChangeOutcome; changed: boolean } => {
      const booking = document.bookings.find((candidate) => candidate.id === id);
      if (!booking) return { result: { ok: false, reason: 'not-found' }, changed: false };
      if (booking.state !== 'booked') return { result: { ok: false, reason: 'cancelled' }, changed: false };
      Object.assign(booking, { state: 'cancelled', cancelledAt: now.toISOString(), sequence: booking.sequence + 1 });
      FileBookingStore.addJobs(document, booking, jobs(booking), now);
      return { result: { ok: true, booking: { ...booking } }, changed: true };
    });
  }

  async calendarBookings(rep: string, { from, to, uids }: { from: Date; to: Date; uids: string[] }): Promise<CalendarBooking[]> {
    const { bookings, jobs } = await this.read();
    const unsettled = new Set(jobs.filter((job) => job.kind === 'calendar-put' && job.state !== 'done').map((job) => job.booking));
    return bookings
      .filter((booking) => booking.rep === rep && booking.state === 'booked')
      .filter((booking) => uids.includes(booking.uid) || (Date.parse(booking.start) < to.getTime() && Date.parse(booking.end) > from.getTime()))
      .map((booking) => ({ ...booking, calendarSettled: !unsettled.has(booking.id) }));
  }

  async list() {
    return [...(await this.read()).bookings].sort((a, b) => b.bookedAt.localeCompare(a.bookedAt));
  }

  claimJobs({ now, limit, leaseMs, owner }: { now: Date; limit: number; leaseMs: number; owner: string }): Promise<Job[]> {
    return this.exclusive((document) => {
      const pruned = FileBookingStore.prune(document, now);
      const due = document.jobs
        .filter((job) => job.state === 'pending' && (job.nextAttemptAt === null || Date.parse(job.nextAttemptAt) <= now.getTime()))
        .filter((job) => !job.leasedUntil || Date.parse(job.leasedUntil) <= now.getTime())
        .slice(0, limit);
      for (const job of due) Object.assign(job, { leasedBy: owner, leasedUntil: new Date(now.getTime() + leaseMs).toISOString() });
      return { result: due.map(publicJob), changed: due.length > 0 || pruned };
    });
  }

  recordJob(id: string, outcome: { ok: true } | { ok: false; error: string; nextAttemptAt: Date | null }): Promise<void> {
    return this.exclusive((document) => {
      const job = document.jobs.find((candidate) => candidate.id === id);
      if (!job) return { result: undefined, changed: false };
      job.attempts += 1;
      delete job.leasedBy;
      delete job.leasedUntil;
      if (outcome.ok) Object.assign(job, { state: 'done', nextAttemptAt: null, lastError: null });
      else Object.assign(job, { state: outcome.nextAttemptAt ? 'pending' : 'failed', nextAttemptAt: outcome.nextAttemptAt?.toISOString() ?? null, lastError: outcome.error });
      return { result: undefined, changed: true };
    });
  }

  async jobs(bookingId?: string) {
    const { jobs } = await this.read();
    return (bookingId ? jobs.filter((job) => job.booking === bookingId) : jobs).map(publicJob);
  }

  async close() {
    await this.queue;
  }
}
