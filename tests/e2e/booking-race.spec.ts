import path from 'node:path';
import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { expect, test } from './fixtures';
import { demoLeadBody, LEAD_PATH } from '../fixtures/lead-body';
import { migrate } from '../../lib/leads/pg-migrate';
import { postgresMissing, startPostgres, type PgCluster } from '../fixtures/postgres';
import { startNextServer } from './spare-server';
import { DELIVERY_PORT_BASE } from './env.mjs';
import { startRepCalendars, type RepCalendars } from './booking-support';
import { salesTeam } from '../../content/sales-team';
import { startCountingProxy, type CountingProxy } from '../fixtures/counting-proxy';

/**
 * The race of issue 49: 50 visitors, each with a stored demo request, hold and book one rep's
 * slot at the same moment through two instances of the site sharing PostgreSQL: exactly one
 * booking, 49 "That time was just taken", no overlapping rows, and one event in the reps'
 * CalDAV calendars (Xandikos), written by one of the two relays. The same on the file store
 * with one instance: one booking. Over HTTP, against `next start` of the e2e build.
 * Viewport does not matter: desktop only. @desktop-only
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '..', '..');
const TAKEN = 'That time was just taken. Here are the nearest free times.';
const VISITORS = 50;

type Server = Awaited<ReturnType<typeof startNextServer>>;

async function demoRequest(baseURL: string, index: number): Promise<string> {
  const response = await fetch(`${baseURL}${LEAD_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: demoLeadBody(`Racer ${index}`, `racer-${index}-${Date.now()}@example.com`, `Race ${index}`),
  });
  expect(response.status).toBe(200);
  const cookie = /ladle-demo-request=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  expect(cookie, 'the answer to a stored demo request carries the right to book it').toBeTruthy();
  return `ladle-demo-request=${cookie}`;
}

const json = (cookie: string, body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json', cookie }, body: JSON.stringify(body) });

/** A start only one rep can take: 23:00 UTC is 17:00 in Chicago, after New York's and Madrid's hours. */
async function oneRepSlot(baseURL: string, cookie: string) {
  const response = await fetch(`${baseURL}/api/booking/slots?tz=UTC`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const { slots } = (await response.json()) as { slots: { days: { slots: { start: string }[] }[] } };
  const start = slots.days.flatMap((day) => day.slots.map((slot) => slot.start)).find((value) => value.endsWith('T23:00:00.000Z'));
  expect(start).toBeTruthy();
  return start!;
}

/** Every visitor holds, then books, at once; the outcome of each. */
async function race(servers: Server[], cookies: string[], start: string) {
  return Promise.all(
    cookies.map(async (cookie, index) => {
      const base = servers[index % servers.length]!.baseURL;
      const held = await fetch(`${base}/api/booking/hold`, json(cookie, { start, tz: 'America/New_York' }));
      const heldBody = (await held.json()) as { holdToken?: string; error?: string };
      if (!held.ok) return { status: held.status, error: heldBody.error };
      const booked = await fetch(`${base}/api/booking/book`, json(cookie, { holdToken: heldBody.holdToken, tz: 'America/New_York' }));
      const bookedBody = (await booked.json()) as { booked?: string; error?: string };
      return { status: booked.status, error: bookedBody.error, booked: bookedBody.booked };
    }),
  );
}

const env = (name: string) => {
  const outbox = path.join(root, '.test-output', `outbox-race-${name}`);
  rmSync(outbox, { recursive: true, force: true });
  rmSync(path.join(root, '.test-output', `bookings-race-${name}`), { recursive: true, force: true });
  return { OUTBOX_DIR: outbox, BOOKINGS_DIR: path.join(root, '.test-output', `bookings-race-${name}`), BOOKING_HOLDS_PER_MINUTE: '100000', BOOKING_MAX_PER_CLIENT: '100000', BOOKING_HOLDS_PER_CLIENT: '100000', BOOKING_MAX_PER_EMAIL: '100000' };
};

test('50 concurrent bookings of one slot through two instances sharing PostgreSQL: 1 booked, 49 just taken, 0 overlapping rows, 1 event in the calendars @desktop-only', async () => {
  test.skip(Boolean(postgresMissing), postgresMissing);
  test.setTimeout(240_000);
  let pg: PgCluster | undefined;
  let calendars: RepCalendars | undefined;
  let caldav: CountingProxy | undefined;
  const servers: Server[] = [];
  try {
    pg = await startPostgres();
    calendars = await startRepCalendars();
    // The instances reach the calendars through a proxy that counts their requests.
    caldav = await startCountingProxy(calendars.url);
    const url = await pg.createDatabase('race');
    await migrate(url);
    const shared = { DATABASE_URL: url, CALDAV_URL: caldav.url, LEAD_RETRY_SCHEDULE_MS: '300', LEAD_RELAY_INTERVAL_MS: '300' };
    servers.push(await startNextServer(DELIVERY_PORT_BASE + 10, { ...env('a'), ...shared }));
    servers.push(await startNextServer(DELIVERY_PORT_BASE + 11, { ...env('b'), ...shared }));
    const cookies: string[] = [];
    for (let index = 0; index < VISITORS; index += 1) cookies.push(await demoRequest(servers[index % 2]!.baseURL, index));
    const start = await oneRepSlot(servers[0]!.baseURL, cookies[0]!);
    const outcomes = await race(servers, cookies, start);
    console.log(`[booking race] PostgreSQL, 2 instances: ${outcomes.filter((o) => o.status === 200).length} booked, ${outcomes.filter((o) => o.error === TAKEN).length} just taken`);
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 409 && outcome.error === TAKEN)).toHaveLength(VISITORS - 1);
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const booked = await client.query(`SELECT count(*)::int AS n FROM booking_slots WHERE kind = 'booked'`);
      const overlapping = await client.query(`SELECT count(*)::int AS n FROM booking_slots a JOIN booking_slots b ON a.id < b.id AND a.rep = b.rep
        AND a.kind <> 'cancelled' AND b.kind <> 'cancelled' AND tstzrange(a.starts_at, a.blocked_until) && tstzrange(b.starts_at, b.blocked_until)`);
      expect(booked.rows[0].n).toBe(1);
      expect(overlapping.rows[0].n).toBe(0);
      // The booking's event is written once, by one of the two relays. A second write would PUT
      // the same <uid>.ics and still leave one object, so the PUTs are counted, once the job is
      // done in the shared store (no relay takes it again) and no request is on its way.
      const calendarJobs = async () => (await client.query(`SELECT state FROM booking_jobs WHERE kind = 'calendar-put'`)).rows.map((row) => row.state);
      await expect.poll(calendarJobs, { timeout: 15_000 }).toEqual(['done']);
      await expect.poll(() => caldav!.inFlight()).toBe(0);
      const puts = caldav.requests.filter((request) => request.method === 'PUT').map((request) => decodeURIComponent(request.path));
      console.log(`[booking race] PUTs to the reps' calendars: ${puts.length}`);
      expect(puts).toHaveLength(1);
      const written = (await Promise.all(salesTeam.map((rep) => calendars!.objects(rep.id)))).flat();
      expect(written).toHaveLength(1);
      expect(puts[0]!.endsWith(`/${written[0]}`)).toBe(true);
      expect(await calendars.objects('rep-central')).toEqual(written);
    } finally {
      await client.end();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await pg?.destroy();
    await caldav?.close();
    await calendars?.stop();
  }
});

test('the same race on the file store with one instance: 1 booked @desktop-only', async () => {
  test.setTimeout(180_000);
  const server = await startNextServer(DELIVERY_PORT_BASE + 12, env('files'));
  try {
    const cookies: string[] = [];
    for (let index = 0; index < VISITORS; index += 1) cookies.push(await demoRequest(server.baseURL, index));
    const start = await oneRepSlot(server.baseURL, cookies[0]!);
    const outcomes = await race([server], cookies, start);
    console.log(`[booking race] files, 1 instance: ${outcomes.filter((o) => o.status === 200).length} booked, ${outcomes.filter((o) => o.error === TAKEN).length} just taken`);
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 409 && outcome.error === TAKEN)).toHaveLength(VISITORS - 1);
  } finally {
    await server.stop();
  }
});
