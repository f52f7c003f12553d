/** @jest-environment node */
import { Client } from 'pg';
import { PgBookingStore } from '@/lib/booking-store/pg-store';
import { migrate } from '@/lib/leads/pg-migrate';
import { postgresMissing, startPostgres, type PgCluster } from '../fixtures/postgres';
import { describeNeeding } from '../fixtures/describe-needing';

/**
 * A change PostgreSQL aborts as a deadlock's victim is run again (lib/booking-store/pg-store.ts,
 * DEADLOCK_ATTEMPTS), so the visitor gets an answer, not a 500. The deadlock is made on purpose,
 * on a real cluster: another session inserts a hold over the time a booking moves to, and then
 * waits for the booking's row, while the move waits for that hold. The other session checks for
 * deadlocks late (its deadlock_timeout is 30 s), so the move is the one PostgreSQL aborts.
 */
const NOW = new Date('2026-12-01T12:00:00Z');
const at = (time: string) => `2026-12-02T${time}:00.000Z`;
const visitor = { name: 'Ana Ruiz', email: 'ana@example.com', language: 'en', timeZone: 'America/New_York' };
const noJobs = () => [];

describeNeeding(postgresMissing)('a booking change chosen as a deadlock victim', () => {
  let pg: PgCluster;
  let url: string;
  let store: PgBookingStore;
  const clients: Client[] = [];
  const connect = async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    pg = await startPostgres();
    url = await pg.createDatabase('deadlock');
    await migrate(url);
    store = new PgBookingStore({ connectionString: url });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await store?.close();
    await pg?.destroy();
  });

  it('is run again and moves the booking once the other session lets go', async () => {
    const booked = await store.book({ entry: { request: 'mover', rep: 'rep-east', start: at('14:00'), end: at('14:30'), blockedUntil: at('14:40') }, uid: 'mover@test', visitor }, { now: NOW, jobs: noJobs });
    if (!booked.ok) throw new Error(booked.reason);
    const other = await connect();
    const watcher = await connect();
    await other.query(`SET deadlock_timeout = '30s'`);
    await other.query('BEGIN');
    await other.query(
      `INSERT INTO booking_slots (id, kind, request, rep, starts_at, ends_at, blocked_until, expires_at) VALUES (gen_random_uuid(), 'hold', 'other', 'rep-east', $1, $2, $3, $4)`,
      [at('16:00'), at('16:30'), at('16:40'), new Date(NOW.getTime() + 600_000)],
    );

    const moving = store.reschedule(booked.booking.id, { start: at('16:00'), end: at('16:30'), blockedUntil: at('16:40') }, { now: NOW, jobs: noJobs });
    const settled = moving.then((outcome) => ({ outcome }), (error: { code?: string }) => ({ error: error.code ?? String(error) }));
    // The move waits for the other session's hold (the exclusion constraint).
    await waitUntil(async () => (await watcher.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = 'ladle-site-bookings' AND wait_event_type = 'Lock'`)).rowCount === 1);
    // Now the other session waits for the booking's row, which the move has locked: a deadlock.
    await other.query('SELECT 1 FROM booking_slots WHERE id = $1 FOR UPDATE', [booked.booking.id]);
    // PostgreSQL aborted the move (which freed the row); the other session lets go of its hold.
    await other.query('ROLLBACK');

    expect(await settled).toEqual({ outcome: { ok: true, booking: expect.objectContaining({ start: at('16:00'), sequence: 1 }) } });
    expect(await store.get(booked.booking.id)).toMatchObject({ start: at('16:00'), sequence: 1, state: 'booked' });
  }, 30_000);
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
