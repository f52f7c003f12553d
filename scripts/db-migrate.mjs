#!/usr/bin/env node
/**
 * Creates or updates the lead tables in the PostgreSQL database named by DATABASE_URL:
 * applies lib/leads/migrations/*.sql in order, each once (lib/leads/pg-migrate.ts).
 * Safe to run on every deploy and from several machines at once.
 *
 *   DATABASE_URL=postgres://user:pass@host:5432/ladle npm run db:migrate
 *
 * Reads .env files the way `next start` does, so the site and this command agree.
 */
import process from 'node:process';
import nextEnv from '@next/env';
import { loadTs, root } from './lib/load-ts.mjs';

nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const { serverEnv } = await loadTs('lib/env.ts');
const { migrate } = await loadTs('lib/leads/pg-migrate.ts');

const url = serverEnv().DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set: leads are kept in files (OUTBOX_DIR) and there is nothing to migrate.');
  process.exit(1);
}

try {
  const { applied, alreadyApplied } = await migrate(url);
  for (const name of applied) console.log(`applied ${name}`);
  console.log(
    applied.length === 0
      ? `Database up to date (${alreadyApplied.length} migration${alreadyApplied.length === 1 ? '' : 's'} already applied).`
      : `${applied.length} applied, ${alreadyApplied.length} already applied.`,
  );
} catch (error) {
  console.error(`db:migrate failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
