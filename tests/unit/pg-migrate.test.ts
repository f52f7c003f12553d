/** @jest-environment node */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { migrate, MIGRATIONS_DIR } from '@/lib/leads/pg-migrate';
import { postgresMissing, startPostgres, type PgCluster } from '../fixtures/postgres';

/**
 * `npm run db:migrate` against a throwaway PostgreSQL cluster: each file applied once, in
 * order, recorded; a second run (or two at once) changes nothing; an edited file is refused.
 */

const execFileAsync = promisify(execFile);
const describePg = postgresMissing ? describe.skip : describe;
if (postgresMissing) console.warn(`Skipping the migration tests: ${postgresMissing}`);

async function query<T extends object>(url: string, sql: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Runs the real command the README gives, as a child process. */
function dbMigrate(env: Record<string, string>) {
  return execFileAsync(process.execPath, ['scripts/db-migrate.mjs'], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '' },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** The repository's migrations plus `extra` files, in a temporary folder. */
async function withMigrations(extra: Record<string, string>, work: (dir: string) => Promise<void>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-migrations-'));
  try {
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    for (const [name, sql] of Object.entries(extra)) writeFileSync(path.join(dir, name), sql);
    await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describePg(`database migrations${postgresMissing ? ` (${postgresMissing})` : ''}`, () => {
  let pg: PgCluster;
  beforeAll(async () => {
    pg = await startPostgres();
  }, 60_000);
  afterAll(() => pg?.destroy());

  it('npm run db:migrate creates the tables once and reports the database up to date when run again', async () => {
    const url = await pg.createDatabase('cli');
    const first = await dbMigrate({ DATABASE_URL: url });
    expect(first).toMatchObject({ code: 0, stdout: 'applied 001_leads.sql\napplied 002_insights.sql\napplied 003_form_post_via.sql\napplied 004_insight_sample_and_digest_lease.sql\napplied 005_insight_experiments.sql\napplied 006_bookings.sql\napplied 007_lead_bookings.sql\napplied 008_booking_clients.sql\napplied 009_team_room.sql\napplied 010_rep_hours.sql\napplied 011_insight_sources.sql\napplied 012_booking_jobs_by_booking.sql\n12 applied, 0 already applied.\n' });

    const second = await dbMigrate({ DATABASE_URL: url });
    expect(second).toMatchObject({ code: 0, stdout: 'Database up to date (12 migrations already applied).\n' });

    const tables = await query<{ table_name: string }>(
      url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((row) => row.table_name)).toEqual(['booking_jobs', 'booking_slots', 'insight_counts', 'insight_digests', 'insight_experiments', 'insight_sources', 'insight_vitals', 'lead_deliveries', 'leads', 'schema_migrations', 'team_audit', 'team_challenges', 'team_links', 'team_passkeys', 'team_rep_hours', 'team_sessions']);
    expect(await query(url, 'SELECT name FROM schema_migrations ORDER BY name')).toEqual([{ name: '001_leads.sql' }, { name: '002_insights.sql' }, { name: '003_form_post_via.sql' }, { name: '004_insight_sample_and_digest_lease.sql' }, { name: '005_insight_experiments.sql' }, { name: '006_bookings.sql' }, { name: '007_lead_bookings.sql' }, { name: '008_booking_clients.sql' }, { name: '009_team_room.sql' }, { name: '010_rep_hours.sql' }, { name: '011_insight_sources.sql' }, { name: '012_booking_jobs_by_booking.sql' }]);
  }, 30_000);

  it('npm run db:migrate without DATABASE_URL says there is nothing to migrate and fails', async () => {
    const result = await dbMigrate({});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL is not set');
  }, 30_000);

  it('two deploys migrating at once apply each file exactly once', async () => {
    const url = await pg.createDatabase('race');
    const results = await Promise.all([migrate(url), migrate(url), migrate(url)]);
    const shipped = ['001_leads.sql', '002_insights.sql', '003_form_post_via.sql', '004_insight_sample_and_digest_lease.sql', '005_insight_experiments.sql', '006_bookings.sql', '007_lead_bookings.sql', '008_booking_clients.sql', '009_team_room.sql', '010_rep_hours.sql', '011_insight_sources.sql', '012_booking_jobs_by_booking.sql'];
    expect(results.flatMap((result) => result.applied)).toEqual(shipped);
    expect(results.flatMap((result) => result.alreadyApplied)).toEqual([...shipped, ...shipped]);
  }, 30_000);

  it('applies new files in name order and refuses a file edited after it was applied', async () => {
    const url = await pg.createDatabase('edits');
    await withMigrations({ '004_later.sql': 'CREATE TABLE later (id int);', '003_earlier.sql': 'CREATE TABLE earlier (id int);' }, async (dir) => {
      expect((await migrate(url, dir)).applied).toEqual(['001_leads.sql', '002_insights.sql', '003_earlier.sql', '003_form_post_via.sql', '004_insight_sample_and_digest_lease.sql', '004_later.sql', '005_insight_experiments.sql', '006_bookings.sql', '007_lead_bookings.sql', '008_booking_clients.sql', '009_team_room.sql', '010_rep_hours.sql', '011_insight_sources.sql', '012_booking_jobs_by_booking.sql']);
      expect((await migrate(url, dir)).applied).toEqual([]);

      writeFileSync(path.join(dir, '003_earlier.sql'), 'CREATE TABLE earlier (id bigint);');
      await expect(migrate(url, dir)).rejects.toThrow('003_earlier.sql was changed after it was applied; add a new numbered migration instead');
    });
  }, 30_000);

  it('004 keeps what 002 stored: old sample lists count as all seen, and weeks claimed before count as sent', async () => {
    const url = await pg.createDatabase('upgrade');
    const before = mkdtempSync(path.join(os.tmpdir(), 'ladle-migrations-'));
    try {
      for (const name of ['001_leads.sql', '002_insights.sql', '003_form_post_via.sql']) cpSync(path.join(MIGRATIONS_DIR, name), path.join(before, name));
      await migrate(url, before);
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    await query(url, "INSERT INTO insight_vitals (day, route, viewport, metric, samples) VALUES ('2026-11-20', '/', 'phone', 'LCP', ARRAY[1000, 2000, 3000]::double precision[])");
    await query(url, "INSERT INTO insight_digests (week) VALUES ('2026-11-16')");
    expect((await migrate(url)).applied).toEqual(['004_insight_sample_and_digest_lease.sql', '005_insight_experiments.sql', '006_bookings.sql', '007_lead_bookings.sql', '008_booking_clients.sql', '009_team_room.sql', '010_rep_hours.sql', '011_insight_sources.sql', '012_booking_jobs_by_booking.sql']);
    expect(await query(url, 'SELECT seen::int AS seen, cardinality(samples) AS kept FROM insight_vitals')).toEqual([{ seen: 3, kept: 3 }]);
    expect(await query(url, 'SELECT sent_at IS NOT NULL AS sent FROM insight_digests')).toEqual([{ sent: true }]);
  }, 30_000);

  it('rolls a failing file back whole and records nothing for it', async () => {
    const url = await pg.createDatabase('broken');
    await withMigrations({ '003_broken.sql': 'CREATE TABLE half (id int); SELECT * FROM no_such_table;' }, async (dir) => {
      await expect(migrate(url, dir)).rejects.toThrow('003_broken.sql failed: relation "no_such_table" does not exist');
      expect(await query(url, 'SELECT name FROM schema_migrations ORDER BY name')).toEqual([{ name: '001_leads.sql' }, { name: '002_insights.sql' }]);
      expect(await query(url, "SELECT to_regclass('half') AS half")).toEqual([{ half: null }]);
    });
  }, 30_000);
});
