#!/usr/bin/env node
/**
 * `npm run bench:team`: how fast the team room's pages answer (issue 55) with 10,000 leads and
 * 2,000 bookings in PostgreSQL, against a production server this script starts (`node
 * server.mjs` of a build) on a throwaway PostgreSQL cluster (tests/fixtures/postgres.ts). It
 * seeds the stores through their own code, signs in an admin (a session made in the team store,
 * as a sign-in does), then times each page one request at a time over loopback and prints
 * p50 and p95 per page. It exits 1 when a page's p95 is over 300 ms.
 *
 *   npm run bench:team                       build into .next-bench-team, then measure
 *   npm run bench:team -- --no-build         reuse that build
 *   npm run bench:team -- --dist .next-e2e   measure another build
 *   options: --samples 30, --leads 10000, --bookings 2000
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { loadTs } from './lib/load-ts.mjs';
import { benchBuild } from './lib/bench-build.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
    samples: { type: 'string', default: '30' },
    leads: { type: 'string', default: '10000' },
    bookings: { type: 'string', default: '2000' },
  },
});
const GOAL_MS = 300;
const ADMIN = 'admin@ladle.example';

const { startPostgres } = await loadTs('tests/fixtures/postgres.ts');
const { freePort, startInstance } = await loadTs('tests/fixtures/cluster.ts');
const { migrate } = await loadTs('lib/leads/pg-migrate.ts');
const { createPgLeadStore } = await loadTs('lib/leads/pg-store.ts');
const { PgBookingStore } = await loadTs('lib/booking-store/pg-store.ts');
const { PgTeamStore } = await loadTs('lib/team/pg-store.ts');

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

/** `count` leads through the store (a tenth failed by SMTP, a third with a campaign), `concurrency` at a time. */
async function seedLeads(url, count) {
  const store = createPgLeadStore({ connectionString: url });
  const ids = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, j) => start + j);
    ids.push(
      ...(await Promise.all(
        batch.map(async (i) => {
          const params = { from_name: `Visitor ${i}`, from_email: `visitor${i}@example${i % 40}.com`, company: `Company ${i % 300}`, message: `Hello ${i}`, ...(i % 3 === 0 ? { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: `c${i % 7}` } : {}) };
          const { record } = await store.append({ form: ['demo', 'contact', 'partner'][i % 3], service_id: 's', template_id: 't', via: 'send', template_params: params, spam: false }, { channels: ['smtp'] });
          await store.recordAttempt(record.id, 'smtp', i % 10 === 0 ? { ok: false, at: new Date(), error: '550 mailbox unavailable', nextAttemptAt: null } : { ok: true, at: new Date() });
          return record.id;
        }),
      )),
    );
  }
  await store.close();
  return ids;
}

/** `count` meetings over the three reps, an hour apart each, from tomorrow on; a tenth cancelled. */
async function seedBookings(url, count) {
  const store = new PgBookingStore({ connectionString: url });
  const reps = ['rep-east', 'rep-central', 'rep-es'];
  const base = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 0);
  for (let i = 0; i < count; i += 1) {
    const start = new Date(base + Math.floor(i / reps.length) * 3_600_000);
    const entry = { request: `bench-${i}`, rep: reps[i % reps.length], start: start.toISOString(), end: new Date(start.getTime() + 1_800_000).toISOString(), blockedUntil: new Date(start.getTime() + 2_400_000).toISOString() };
    const outcome = await store.book({ entry, uid: `bench-${i}@ladle.example`, visitor: { name: `Visitor ${i}`, email: `visitor${i}@example${i % 40}.com`, language: 'en', timeZone: 'America/New_York' } }, { now: new Date(), jobs: () => [] });
    if (outcome.ok && i % 10 === 0) await store.cancel(outcome.booking.id, { now: new Date(), jobs: () => [] });
  }
  await store.close();
}

const dist = await benchBuild({ dist: values.dist, dir: '.next-bench-team', reuse: values['no-build'] });
const work = mkdtempSync(path.join(os.tmpdir(), 'ladle-bench-team-'));
const pg = await startPostgres();
let site;
let failed = false;
try {
  const url = await pg.createDatabase('team');
  await migrate(url);
  let t = performance.now();
  const leadIds = await seedLeads(url, Number(values.leads));
  console.log(`Seeded ${leadIds.length} leads in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  await seedBookings(url, Number(values.bookings));
  console.log(`Seeded ${values.bookings} bookings in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const team = new PgTeamStore(url);
  const session = await team.createSession({ email: ADMIN, address: '127.0.0.1', now: new Date() });
  await team.close();

  const port = await freePort();
  site = await startInstance({
    name: 'bench-team',
    port,
    distDir: dist,
    env: { SITE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: url, OUTBOX_DIR: path.join(work, 'outbox'), TEAM_MEMBERS: `${ADMIN}=admin` },
  });
  const pages = [
    '/team',
    '/team/leads',
    '/team/leads?page=100',
    '/team/leads?delivery=failed&source=newsletter',
    '/team/leads?q=company+42',
    `/team/leads/${leadIds[leadIds.length - 1]}`,
    '/team/leads/export?delivery=failed',
    '/team/bookings',
    '/team/bookings?by=rep',
    '/team/bookings/bulk?domain=example7.com',
    '/team/bookings/bulk?client=203.0.113.7',
    '/team/hours?rep=rep-es',
    // The confirmation step: every future booking of the rep checked against hours that leave them all out.
    '/team/hours?rep=rep-es&mon=&tue=&wed=&thu=&fri=&sat=&sun=&off=&m=confirm',
    '/team/blog',
    '/team/audit',
    '/team/account',
  ];
  const headers = { cookie: `ladle-team=${session}`, accept: 'text/html' };
  const rows = [];
  for (const pagePath of pages) {
    const times = [];
    for (let i = 0; i < 3 + Number(values.samples); i += 1) {
      const started = performance.now();
      const response = await fetch(`${site.url}${pagePath}`, { headers, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
      if (i >= 3) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const row = { page: pagePath, p50: percentile(times, 0.5), p95: percentile(times, 0.95), n: times.length };
    rows.push(row);
    if (row.p95 > GOAL_MS) failed = true;
  }
  console.log(`\nLoad average at the end: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}; ${os.cpus().length} cores\n`);
  console.log('| Page | p50 | p95 | Samples | Goal (p95) |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(`| \`${row.page}\` | ${ms(row.p50)} | ${ms(row.p95)} | ${row.n} | ${GOAL_MS} ms${row.p95 > GOAL_MS ? ' **over**' : ''} |`);
} finally {
  await site?.stop();
  await pg.destroy();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
