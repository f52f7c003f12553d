#!/usr/bin/env node
/**
 * Creates or updates the lead tables in the PostgreSQL database named by DATABASE_URL:
 * applies lib/leads/migrations/*.sql in order, each once (lib/leads/pg-migrate.ts).
 * Safe to run on every deploy and from several machines at once. Then lists the future demo
 * bookings whose rep is no longer in content/sales-team.ts (a rep who left): their links still
 * move and cancel them, but someone should call those visitors.
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
  await listBookingsOfGoneReps(url);
} catch (error) {
  console.error(`db:migrate failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

async function listBookingsOfGoneReps(connectionString) {
  const { PgBookingStore } = await loadTs('lib/booking-store/pg-store.ts');
  const { bookingsOfGoneReps } = await loadTs('services/booking/team.ts');
  const store = new PgBookingStore({ connectionString, maxConnections: 1 });
  try {
    const gone = await bookingsOfGoneReps(store);
    if (gone.length === 0) return;
    console.log(
      gone.length === 1
        ? '1 future booking is with a rep no longer in content/sales-team.ts; its links still move it (to a rep who fits) and cancel it. Call the visitor:'
        : `${gone.length} future bookings are with reps no longer in content/sales-team.ts; their links still move them (to a rep who fits) and cancel them. Call the visitors:`,
    );
    for (const booking of gone) console.log(`  ${booking.id} ${booking.start} ${booking.rep} ${booking.visitor.name} <${booking.visitor.email}>`);
  } finally {
    await store.close();
  }
}
