import { randomUUID } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import { isUnavailable } from '@/lib/leads/pg-store';
import {
  BookingStoreUnavailableError,
  type BookOutcome,
  type Booking,
  type BookingStore,
  type CalendarBooking,
  type Caps,
  type ChangeOutcome,
  type Entry,
  FINISHED_JOBS_KEPT_MS,
  type Hold,
  type HoldOutcome,
  type Job,
  type NewEntry,
  type NewJob,
} from './store';

/**
 * The PostgreSQL booking store (DATABASE_URL), for several instances: tables of
 * lib/leads/migrations/006_bookings.sql. Who gets a slot is decided by the exclusion
 * constraint booking_slots_no_overlap (rep =, tstzrange(starts_at, blocked_until) &&): each
 * hold or booking is one INSERT (or UPDATE) in its own transaction, and a conflicting one
 * fails with 23P01, reported as `taken`. No read decides: concurrent callers on any number of
 * instances cannot both win. Expired holds are deleted in the same transaction, first.
 *
 * Writers of one rep's times queue first, on a transaction-level advisory lock keyed by the rep
 * (lockRep): the constraint's check waits for rows other transactions are still writing, so 50
 * visitors inserting holds over one time at once waited on each other in circles, and
 * PostgreSQL broke each circle only after deadlock_timeout (1 s), one at a time, while the
 * requests behind them ran out of pool connections (issue 54, item 2: 49 answered 500 in one
 * run of four). In the queue each sees the one before it committed and fails the constraint at
 * once. The constraint stays the guarantee; the lock only orders. A busy store (no connection
 * within CONNECT_TIMEOUT_MS, the queue not reached within LOCK_TIMEOUT) is
 * BookingStoreUnavailableError, which the routes answer 503 with Retry-After.
 */

type SlotRow = {
  id: string;
  kind: 'hold' | 'booked' | 'cancelled';
  request: string;
  rep: string;
  starts_at: Date;
  ends_at: Date;
  blocked_until: Date;
  expires_at: Date | null;
  uid: string | null;
  sequence: number;
  booked_at: Date | null;
  cancelled_at: Date | null;
  visitor: Booking['visitor'] | null;
  client: string | null;
};

type JobRow = {
  id: string;
  booking: string;
  kind: Job['kind'];
  payload: Record<string, unknown>;
  created_at: Date;
  state: Job['state'];
  attempts: number;
  next_attempt_at: Date | null;
  last_error: string | null;
};

const EXCLUSION_VIOLATION = '23P01';
const UNIQUE_VIOLATION = '23505';
const DEADLOCK_DETECTED = '40P01';
const codeOf = (error: unknown) => (error as { code?: string }).code;
/**
 * Attempts of one transaction PostgreSQL aborts as a deadlock's victim. The exclusion constraint
 * checks a new row against rows other transactions are still writing, and waits for them: a
 * booking turning its hold into a meeting (a new row version) while another visitor inserts a
 * hold over the same time can each wait for the other. PostgreSQL then aborts one, whole, so
 * running it again is safe, and the second run sees the other's outcome (seen: 1 of 50 racing
 * visitors answered 500 and nobody was booked, in a clean-clone CI run).
 */
const DEADLOCK_ATTEMPTS = 4;
/** Key spaces of the transaction-level advisory locks that queue the callers of one client address, and of one visitor email. */
const CLIENT_LOCK = 5401;
const EMAIL_LOCK = 5402;
/** lock_not_available: the rep's queue was not reached within LOCK_TIMEOUT. */
const LOCK_NOT_AVAILABLE = '55P03';
/** The advisory locks' first key, so they cannot meet another feature's locks keyed by a hash alone. */
const REP_LOCK_SPACE = 54_049;
const LOCK_TIMEOUT = '5s';
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Queues this transaction behind every other writing `rep`'s times, until it ends (commit or
 * rollback lets the next one in). `hashtext` maps the rep's id to the lock's second key.
 */
async function lockRep(client: PoolClient, rep: string) {
  await client.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
  await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [REP_LOCK_SPACE, rep]);
}

const entryOf = (row: SlotRow): Entry => ({
  id: row.id,
  request: row.request,
  rep: row.rep,
  start: row.starts_at.toISOString(),
  end: row.ends_at.toISOString(),
  blockedUntil: row.blocked_until.toISOString(),
  ...(row.client ? { client: row.client } : {}),
});

const holdOf = (row: SlotRow): Hold => ({ ...entryOf(row), expiresAt: row.expires_at!.toISOString() });

const bookingOf = (row: SlotRow): Booking => ({
  ...entryOf(row),
  state: row.kind === 'cancelled' ? 'cancelled' : 'booked',
  uid: row.uid!,
  sequence: row.sequence,
  bookedAt: row.booked_at!.toISOString(),
  ...(row.cancelled_at ? { cancelledAt: row.cancelled_at.toISOString() } : {}),
  visitor: row.visitor!,
});

const jobOf = (row: JobRow): Job => ({
  id: row.id,
  booking: row.booking,
  kind: row.kind,
  payload: row.payload,
  createdAt: row.created_at.toISOString(),
  state: row.state,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
  lastError: row.last_error,
});

export class PgBookingStore implements BookingStore {
  private readonly pool: Pool;

  constructor({ connectionString, maxConnections = 10 }: { connectionString: string; maxConnections?: number }) {
    this.pool = new Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, idleTimeoutMillis: 30_000, application_name: 'ladle-site-bookings' });
    this.pool.on('error', (error) => console.error('Booking database connection lost:', error.message));
  }

  private async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.transactionOnce(work);
      } catch (error) {
        if (codeOf(error) !== DEADLOCK_DETECTED || attempt >= DEADLOCK_ATTEMPTS) throw error;
        // A short, uneven pause, so the two sides do not meet again in step.
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  }

  private async transactionOnce<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw new BookingStoreUnavailableError('The booking database is unreachable', { cause: error });
    }
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (codeOf(error) === LOCK_NOT_AVAILABLE) throw new BookingStoreUnavailableError(`The booking database is busy: a rep's queue was not reached within ${LOCK_TIMEOUT}`, { cause: error });
      if (isUnavailable(error)) throw new BookingStoreUnavailableError('The booking database is unavailable', { cause: error });
      throw error;
    } finally {
      client.release();
    }
  }

  private async query<R extends object>(sql: string, values: unknown[] = []): Promise<R[]> {
    try {
      return (await this.pool.query<R>(sql, values)).rows;
    } catch (error) {
      if (isUnavailable(error)) throw new BookingStoreUnavailableError('The booking database is unavailable', { cause: error });
      throw error;
    }
  }

  /** The booking a row written in this transaction now is, with the jobs its change leaves, added in the same transaction. */
  private static async withJobs(client: PoolClient, row: SlotRow, jobsOf: (booking: Booking) => NewJob[], now: Date): Promise<{ ok: true; booking: Booking }> {
    const booking = bookingOf(row);
    for (const job of jobsOf(booking)) {
      await client.query('INSERT INTO booking_jobs (id, booking, kind, payload, created_at, next_attempt_at) VALUES ($1, $2, $3, $4, $5, $5)', [
        randomUUID(),
        booking.id,
        job.kind,
        JSON.stringify(job.payload),
        now,
      ]);
    }
    return { ok: true, booking };
  }

  /** Deletes expired holds that would block `entry`, and the request's own hold when asked. */
  private static async clearHolds(client: PoolClient, entry: Pick<NewEntry, 'rep' | 'start' | 'blockedUntil' | 'request'>, now: Date) {
    await client.query(
      `DELETE FROM booking_slots WHERE kind = 'hold' AND (request = $1 OR (rep = $2 AND expires_at <= $3 AND tstzrange(starts_at, blocked_until) && tstzrange($4, $5)))`,
      [entry.request, entry.rep, now, entry.start, entry.blockedUntil],
    );
  }

  /**
   * Whether `entry` would take its client or its visitor's email over `caps` (store.ts's
   * overCaps, in SQL). Callers of one client, then of one email, queue on advisory locks first,
   * so two of them cannot both count one short of the cap and both insert; always in that order,
   * and before the transaction writes, so the locks never wait in a circle.
   */
  private static async overCaps(client: PoolClient, entry: Pick<NewEntry, 'request' | 'client'>, caps: Caps, now: Date, { countHolds }: { countHolds: boolean }) {
    await client.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    if (entry.client) await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CLIENT_LOCK, entry.client]);
    await client.query('SELECT pg_advisory_xact_lock($1, hashtext(lower($2)))', [EMAIL_LOCK, caps.email]);
    const counts = (
      await client.query<{ holds: number; client_bookings: number; email_bookings: number }>(
        `SELECT count(*) FILTER (WHERE kind = 'hold' AND client = $1 AND request <> $3 AND expires_at > $4)::int AS holds,
                count(*) FILTER (WHERE kind = 'booked' AND client = $1 AND request <> $3 AND starts_at > $4)::int AS client_bookings,
                count(*) FILTER (WHERE kind = 'booked' AND lower(visitor->>'email') = lower($2) AND request <> $3 AND starts_at > $4)::int AS email_bookings
           FROM booking_slots WHERE kind IN ('hold', 'booked') AND (client = $1 OR lower(visitor->>'email') = lower($2))`,
        [entry.client ?? null, caps.email, entry.request, now],
      )
    ).rows[0]!;
    return counts.email_bookings >= caps.bookingsPerEmail || counts.client_bookings >= caps.bookingsPerClient || (countHolds && counts.holds >= caps.holdsPerClient);
  }

  async blocking(reps: string[], from: Date, to: Date, now: Date): Promise<Entry[]> {
    const rows = await this.query<SlotRow>(
      `SELECT * FROM booking_slots WHERE rep = ANY($1) AND tstzrange(starts_at, blocked_until) && tstzrange($2, $3)
         AND (kind = 'booked' OR (kind = 'hold' AND expires_at > $4))`,
      [reps, from, to, now],
    );
    return rows.map(entryOf);
  }

  async lastBookedAt(reps: string[]) {
    const rows = await this.query<{ rep: string; last: Date }>(`SELECT rep, max(booked_at) AS last FROM booking_slots WHERE kind = 'booked' AND rep = ANY($1) GROUP BY rep`, [reps]);
    const last: Record<string, string | null> = Object.fromEntries(reps.map((rep) => [rep, null]));
    for (const row of rows) last[row.rep] = row.last.toISOString();
    return last;
  }

  async hold(entry: NewEntry, { now, ttlMs, caps }: { now: Date; ttlMs: number; caps?: Caps }): Promise<HoldOutcome> {
    try {
      return await this.transaction(async (client): Promise<HoldOutcome> => {
        if (caps && (await PgBookingStore.overCaps(client, entry, caps, now, { countHolds: true }))) {
          await client.query(`DELETE FROM booking_slots WHERE kind = 'hold' AND request = $1`, [entry.request]);
          return { ok: false, reason: 'capped' };
        }
        // After the client's and email's locks (overCaps): every writer takes them in one order.
        await lockRep(client, entry.rep);
        await PgBookingStore.clearHolds(client, entry, now);
        const rows = await client.query<SlotRow>(
          `INSERT INTO booking_slots (id, kind, request, rep, starts_at, ends_at, blocked_until, expires_at, client) VALUES ($1, 'hold', $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
          [randomUUID(), entry.request, entry.rep, entry.start, entry.end, entry.blockedUntil, new Date(now.getTime() + ttlMs), entry.client ?? null],
        );
        return { ok: true, hold: holdOf(rows.rows[0]!) } as const;
      });
    } catch (error) {
      if (codeOf(error) === EXCLUSION_VIOLATION || codeOf(error) === UNIQUE_VIOLATION) return { ok: false, reason: 'taken' };
      throw error;
    }
  }

  async book(
    input: { holdId?: string; entry: NewEntry; uid: string; visitor: Booking['visitor'] },
    { now, jobs, caps }: { now: Date; jobs: (booking: Booking) => NewJob[]; caps?: Caps },
  ): Promise<BookOutcome> {
    try {
      return await this.transaction(async (client): Promise<BookOutcome> => {
        let row: SlotRow | undefined;
        if (caps) {
          // A hold's own client is the one that counts: the booking is that hold turned into a meeting.
          const held = input.holdId ? (await client.query<{ client: string | null }>(`SELECT client FROM booking_slots WHERE id = $1 AND request = $2`, [input.holdId, input.entry.request])).rows[0] : undefined;
          const entry = { request: input.entry.request, client: held ? (held.client ?? undefined) : input.entry.client };
          if (await PgBookingStore.overCaps(client, entry, caps, now, { countHolds: false })) {
            await client.query(`DELETE FROM booking_slots WHERE kind = 'hold' AND request = $1`, [input.entry.request]);
            return { ok: false, reason: 'capped' };
          }
        }
        // After the client's and email's locks (overCaps): every writer takes them in one order.
        await lockRep(client, input.entry.rep);
        if (input.holdId) {
          // The hold becomes the booking in place: the constraint already let it in.
          row = (
            await client.query<SlotRow>(
              `UPDATE booking_slots SET kind = 'booked', expires_at = NULL, uid = $3, booked_at = $4, visitor = $5
                 WHERE id = $1 AND request = $2 AND kind = 'hold' AND expires_at > $4 RETURNING *`,
              [input.holdId, input.entry.request, input.uid, now, JSON.stringify(input.visitor)],
            )
          ).rows[0];
          if (!row) {
            const booked = await client.query(`SELECT 1 FROM booking_slots WHERE request = $1 AND kind = 'booked'`, [input.entry.request]);
            return { ok: false, reason: booked.rowCount ? 'already-booked' : 'hold-expired' };
          }
        } else {
          await PgBookingStore.clearHolds(client, input.entry, now);
          row = (
            await client.query<SlotRow>(
              `INSERT INTO booking_slots (id, kind, request, rep, starts_at, ends_at, blocked_until, uid, booked_at, visitor, client)
                 VALUES ($1, 'booked', $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
              [randomUUID(), input.entry.request, input.entry.rep, input.entry.start, input.entry.end, input.entry.blockedUntil, input.uid, now, JSON.stringify(input.visitor), input.entry.client ?? null],
            )
          ).rows[0]!;
        }
        return PgBookingStore.withJobs(client, row, jobs, now);
      });
    } catch (error) {
      if (codeOf(error) === EXCLUSION_VIOLATION) return { ok: false, reason: 'taken' };
      if (codeOf(error) === UNIQUE_VIOLATION) return { ok: false, reason: 'already-booked' };
      throw error;
    }
  }

  async get(id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const rows = await this.query<SlotRow>(`SELECT * FROM booking_slots WHERE id = $1 AND kind <> 'hold'`, [id]);
    return rows[0] ? bookingOf(rows[0]) : undefined;
  }

  async forRequest(request: string) {
    const rows = await this.query<SlotRow>(`SELECT * FROM booking_slots WHERE request = $1 AND kind = 'booked'`, [request]);
    return rows[0] ? bookingOf(rows[0]) : undefined;
  }

  async reschedule(id: string, times: Pick<Entry, 'start' | 'end' | 'blockedUntil'> & { rep?: string }, { now, jobs }: { now: Date; jobs: (booking: Booking) => NewJob[] }): Promise<ChangeOutcome> {
    try {
      return await this.transaction(async (client): Promise<ChangeOutcome> => {
        const current = (await client.query<SlotRow>(`SELECT * FROM booking_slots WHERE id = $1 AND kind <> 'hold' FOR UPDATE`, [id])).rows[0];
        if (!current) return { ok: false, reason: 'not-found' };
        if (current.kind !== 'booked') return { ok: false, reason: 'cancelled' };
        // The rep whose times the booking moves into (another, when its rep has left).
        const rep = times.rep ?? current.rep;
        await lockRep(client, rep);
        await PgBookingStore.clearHolds(client, { rep, request: current.request, start: times.start, blockedUntil: times.blockedUntil }, now);
        const row = (
          await client.query<SlotRow>(
            `UPDATE booking_slots SET starts_at = $2, ends_at = $3, blocked_until = $4, rep = $5, sequence = sequence + 1 WHERE id = $1 RETURNING *`,
            [id, times.start, times.end, times.blockedUntil, rep],
          )
        ).rows[0]!;
        return PgBookingStore.withJobs(client, row, jobs, now);
      });
    } catch (error) {
      if (codeOf(error) === EXCLUSION_VIOLATION) return { ok: false, reason: 'taken' };
      throw error;
    }
  }

  async cancel(id: string, { now, jobs }: { now: Date; jobs: (booking: Booking) => NewJob[] }): Promise<ChangeOutcome> {
    return this.transaction(async (client): Promise<ChangeOutcome> => {
      const current = (await client.query<SlotRow>(`SELECT * FROM booking_slots WHERE id = $1 AND kind <> 'hold' FOR UPDATE`, [id])).rows[0];
      if (!current) return { ok: false, reason: 'not-found' };
      if (current.kind !== 'booked') return { ok: false, reason: 'cancelled' };
      const row = (
        await client.query<SlotRow>(`UPDATE booking_slots SET kind = 'cancelled', cancelled_at = $2, sequence = sequence + 1 WHERE id = $1 RETURNING *`, [id, now])
      ).rows[0]!;
      return PgBookingStore.withJobs(client, row, jobs, now);
    });
  }

  async calendarBookings(rep: string, { from, to, uids }: { from: Date; to: Date; uids: string[] }): Promise<CalendarBooking[]> {
    const rows = await this.query<SlotRow & { calendar_settled: boolean }>(
      // One hashed pass over the unfinished jobs per call, not one per booking (booking_jobs has no index by booking).
      `SELECT s.*, s.id NOT IN (SELECT booking FROM booking_jobs WHERE kind = 'calendar-put' AND state <> 'done') AS calendar_settled
         FROM booking_slots s WHERE s.kind = 'booked' AND s.rep = $1 AND (tstzrange(s.starts_at, s.ends_at) && tstzrange($2, $3) OR s.uid = ANY($4))`,
      [rep, from, to, uids],
    );
    return rows.map((row) => ({ ...bookingOf(row), calendarSettled: row.calendar_settled }));
  }

  async list() {
    return (await this.query<SlotRow>(`SELECT * FROM booking_slots WHERE kind <> 'hold' ORDER BY booked_at DESC`)).map(bookingOf);
  }

  async claimJobs({ now, limit, leaseMs, owner }: { now: Date; limit: number; leaseMs: number; owner: string }): Promise<Job[]> {
    // The pass prunes first (store.ts): holds that expired, and jobs finished long ago.
    await this.query(`DELETE FROM booking_slots WHERE kind = 'hold' AND expires_at <= $1`, [now]);
    await this.query(`DELETE FROM booking_jobs WHERE state <> 'pending' AND created_at < $1`, [new Date(now.getTime() - FINISHED_JOBS_KEPT_MS)]);
    const rows = await this.query<JobRow>(
      `UPDATE booking_jobs SET leased_by = $3, leased_until = $1::timestamptz + make_interval(secs => $4::double precision / 1000)
         WHERE id IN (SELECT id FROM booking_jobs WHERE state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
                        AND (leased_until IS NULL OR leased_until <= $1) ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
      [now, limit, owner, leaseMs],
    );
    return rows.map(jobOf);
  }

  async recordJob(id: string, outcome: { ok: true } | { ok: false; error: string; nextAttemptAt: Date | null }) {
    if (outcome.ok) {
      await this.query(`UPDATE booking_jobs SET state = 'done', attempts = attempts + 1, next_attempt_at = NULL, last_error = NULL, leased_by = NULL, leased_until = NULL WHERE id = $1`, [id]);
    } else {
      await this.query(
        `UPDATE booking_jobs SET state = $2, attempts = attempts + 1, next_attempt_at = $3, last_error = $4, leased_by = NULL, leased_until = NULL WHERE id = $1`,
        [id, outcome.nextAttemptAt ? 'pending' : 'failed', outcome.nextAttemptAt, outcome.error],
      );
    }
  }

  async jobs(bookingId?: string) {
    if (bookingId === undefined) return (await this.query<JobRow>(`SELECT * FROM booking_jobs ORDER BY created_at`)).map(jobOf);
    // Not a uuid is no booking of this table (and would be an error to compare with one).
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(bookingId)) return [];
    return (await this.query<JobRow>(`SELECT * FROM booking_jobs WHERE booking = $1 ORDER BY created_at`, [bookingId])).map(jobOf);
  }

  async close() {
    await this.pool.end();
  }
}
