import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { FileBookingStore } from './file-store';
import { PgBookingStore } from './pg-store';
import type { BookingStore } from './store';

export * from './store';

/**
 * This process's booking store, chosen like the lead store (lib/leads/index.ts): PostgreSQL
 * when DATABASE_URL is set, else files under BOOKINGS_DIR (default `bookings` beside
 * OUTBOX_DIR). Kept on globalThis: Next bundles this module once per route, and there must
 * be one file writer queue and one database pool per process.
 */
type State = { current?: { key: string; store: BookingStore } };
const KEY = Symbol.for('ladle.bookings.state');
const state: State = ((globalThis as { [KEY]?: State })[KEY] ??= {});

export function bookingsDir(env = serverEnv()) {
  return path.resolve(env.BOOKINGS_DIR ?? path.join(path.dirname(path.resolve(env.OUTBOX_DIR)), 'bookings'));
}

export function bookingStore(): BookingStore {
  const env = serverEnv();
  const key = env.DATABASE_URL ? `postgres ${env.DATABASE_URL}` : `files ${bookingsDir(env)}`;
  if (state.current?.key !== key) {
    void state.current?.store.close().catch(() => undefined);
    state.current = { key, store: env.DATABASE_URL ? new PgBookingStore({ connectionString: env.DATABASE_URL }) : new FileBookingStore({ dir: bookingsDir(env) }) };
  }
  return state.current.store;
}

export async function closeBookingStore() {
  await state.current?.store.close();
  state.current = undefined;
}
