import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { FileInsightsStore } from './file-store';
import { PgInsightsStore } from './pg-store';
import type { InsightsStore } from './store';

/**
 * The configured insights store, one per process: PostgreSQL beside the leads when
 * DATABASE_URL is set (so several instances count into one set of totals and the digest
 * claim is one row), else files under INSIGHTS_DIR. On globalThis because Next bundles this
 * module more than once in one server (instrumentation and the API route), as lib/leads.
 */
const STATE_KEY = Symbol.for('ladle.insights.store');
const state = ((globalThis as { [STATE_KEY]?: { key?: string; store?: InsightsStore } })[STATE_KEY] ??= {});

/** The insights directory: INSIGHTS_DIR, else "insights" beside the outbox folder. */
export function insightsDir(env = serverEnv()): string {
  return path.resolve(env.INSIGHTS_DIR ?? path.join(path.dirname(path.resolve(env.OUTBOX_DIR)), 'insights'));
}

export function insightsStore(): InsightsStore {
  const env = serverEnv();
  const key = env.DATABASE_URL ? `postgres ${env.DATABASE_URL}` : `files ${insightsDir(env)}`;
  if (state.key !== key || !state.store) {
    const previous = state.store;
    if (previous instanceof PgInsightsStore) void previous.close().catch(() => undefined);
    state.key = key;
    state.store = env.DATABASE_URL ? new PgInsightsStore(env.DATABASE_URL) : new FileInsightsStore(insightsDir(env));
  }
  return state.store;
}

/** Closes the store's database connections, so a one-shot script can exit. */
export async function closeInsightsStore() {
  if (state.store instanceof PgInsightsStore) await state.store.close();
  state.store = undefined;
  state.key = undefined;
}
