import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';

/**
 * Applies lib/leads/migrations/NNN_name.sql in name order, each in its own transaction with
 * its row in schema_migrations, so a run that fails part-way leaves the database at the last
 * whole migration. Running it again applies nothing new. A session-level advisory lock keeps
 * two deploys that migrate at once from applying the same file twice.
 *
 * A file already applied but since edited is an error: the database no longer matches the
 * repository, and re-running it would not fix that. Add a new numbered file instead.
 */

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

// Any constant shared by every migrating process: "ladle leads migrate" in ASCII, trimmed to 63 bits.
const MIGRATION_LOCK = 0x6c61646c656c6561n;

export type MigrationResult = { applied: string[]; alreadyApplied: string[] };

async function migrationFiles(dir: string) {
  const names = (await readdir(dir)).filter((name) => /^\d+_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

export async function migrate(connectionString: string, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = await migrationFiles(dir);
  const client = new Client({ connectionString, application_name: 'ladle-db-migrate' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = await client.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations');
    const applied = new Map(done.rows.map((row) => [row.name, row.checksum]));
    const result: MigrationResult = { applied: [], alreadyApplied: [] };
    for (const file of files) {
      const recorded = applied.get(file.name);
      if (recorded !== undefined) {
        if (recorded !== file.checksum) {
          throw new Error(`${file.name} was changed after it was applied; add a new numbered migration instead`);
        }
        result.alreadyApplied.push(file.name);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(file.sql);
        await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file.name, file.checksum]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`${file.name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      result.applied.push(file.name);
    }
    return result;
  } finally {
    // Ending the session releases the advisory lock too.
    await client.end();
  }
}
