/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileInsightsStore } from '@/lib/insights/file-store';
import { MAX_SAMPLES } from '@/lib/insights/percentile';
import { PgInsightsStore } from '@/lib/insights/pg-store';
import { RETENTION_DAYS, type InsightsStore } from '@/lib/insights/store';
import { migrate } from '@/lib/leads/pg-migrate';
import { postgresMissing, startPostgres, type PgCluster } from '../fixtures/postgres';

/**
 * The insights store contract, run against both stores: files (one server) and PostgreSQL
 * (several instances on one database). Two store objects on one backing store stand for two
 * processes: their counts add up, and a week's digest is claimed by exactly one of them.
 */

/** `processes`: how many store objects may share one backing store (files: one server only). */
type Backend = { name: string; missing?: string; processes: number; open: () => Promise<InsightsStore>; teardown: () => Promise<void> };

function fileBackend(): Backend {
  const dirs: string[] = [];
  let dir = '';
  return {
    name: 'file store',
    processes: 1,
    open: async () => {
      dir ||= mkdtempSync(path.join(os.tmpdir(), 'ladle-insights-'));
      dirs.push(dir);
      return new FileInsightsStore(dir);
    },
    teardown: async () => {
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}

function postgresBackend(): Backend {
  let pg: PgCluster | undefined;
  let url: Promise<string> | undefined;
  const opened: PgInsightsStore[] = [];
  return {
    name: 'PostgreSQL store',
    processes: 2,
    missing: postgresMissing,
    open: async () => {
      url ??= (async () => {
        pg = await startPostgres();
        const database = await pg.createDatabase('insights');
        await migrate(database);
        return database;
      })();
      const store = new PgInsightsStore(await url);
      opened.push(store);
      return store;
    },
    teardown: async () => {
      await Promise.all(opened.map((store) => store.close().catch(() => undefined)));
      await pg?.destroy();
    },
  };
}

const DAY = 86_400_000;
const now = new Date('2026-11-24T15:00:00Z');

for (const backend of [fileBackend(), postgresBackend()]) {
  const describeIt = backend.missing ? describe.skip : describe;
  describeIt(`insights on the ${backend.name}${backend.missing ? ` (${backend.missing})` : ''}`, () => {
    let a: InsightsStore;
    let b: InsightsStore;
    beforeAll(async () => {
      a = await backend.open();
      b = backend.processes > 1 ? await backend.open() : a;
    }, 60_000);
    afterAll(() => backend.teardown());

    it('adds up events (from two processes on PostgreSQL) per route and day, and keeps days apart', async () => {
      await Promise.all([
        ...Array.from({ length: 6 }, () => a.record({ type: 'view', route: '/pricing' }, now)),
        ...Array.from({ length: 4 }, () => b.record({ type: 'view', route: '/pricing' }, now)),
        b.record({ type: 'demo', route: '/pricing' }, now),
        a.record({ type: 'view', route: '/about' }, new Date(now.getTime() - DAY)),
        a.record({ type: 'vital', route: '/pricing', viewport: 'phone', metric: 'LCP', value: 1234.5 }, now),
      ]);
      const [today, yesterday] = await b.readDays(2, now);
      expect(today!.counts['/pricing']).toEqual({ view: 10, demo: 1 });
      expect(today!.vitals['/pricing|phone|LCP']).toEqual([1234.5]);
      expect(yesterday!.counts).toEqual({ '/about': { view: 1 } });
    }, 30_000);

    it(`keeps at most ${MAX_SAMPLES} samples of one metric per route, viewport and day`, async () => {
      const at = new Date(now.getTime() - 2 * DAY);
      const kept: boolean[] = [];
      for (let i = 0; i <= MAX_SAMPLES; i += 1) kept.push(await a.record({ type: 'vital', route: '/', viewport: 'desktop', metric: 'CLS', value: i / 1000 }, at));
      expect(kept.filter(Boolean)).toHaveLength(MAX_SAMPLES);
      expect(kept[MAX_SAMPLES]).toBe(false);
      const [day] = await a.readDays(1, at);
      expect(day!.vitals['/|desktop|CLS']).toHaveLength(MAX_SAMPLES);
    }, 60_000);

    it('claims a week for exactly one of many racing callers, and never again', async () => {
      const claims = await Promise.all([a, b, a, b, a, b].map((store) => store.claimDigestWeek('2026-11-23')));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await b.claimDigestWeek('2026-11-23')).toBe(false);
      expect(await b.claimDigestWeek('2026-11-30')).toBe(true);
    });

    it(`forgets days older than ${RETENTION_DAYS}`, async () => {
      const store = a;
      const old = new Date(now.getTime() - (RETENTION_DAYS + 3) * DAY);
      await store.record({ type: 'view', route: '/terms' }, old);
      // A process that starts today prunes on its first event.
      const later = backend.processes > 1 ? await backend.open() : a;
      await later.record({ type: 'view', route: '/terms' }, now);
      const [oldDay] = await later.readDays(1, old);
      expect(oldDay!.counts).toEqual({});
    }, 30_000);
  });
}
