import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { FileInsightsStore } from './file-store';

let store: { key: string; value: FileInsightsStore } | undefined;

/** The insights directory: INSIGHTS_DIR, else "insights" beside the outbox folder. */
export function insightsDir(env = serverEnv()): string {
  return path.resolve(env.INSIGHTS_DIR ?? path.join(path.dirname(path.resolve(env.OUTBOX_DIR)), 'insights'));
}

/** The configured insights store, one per process and directory. */
export function insightsStore(): FileInsightsStore {
  const dir = insightsDir();
  if (store?.key !== dir) store = { key: dir, value: new FileInsightsStore(dir) };
  return store.value;
}
