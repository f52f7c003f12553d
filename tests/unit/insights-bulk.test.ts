/** @jest-environment node */
import { foldEvents } from '@/lib/insights/aggregate';
import type { InsightEvent } from '@/lib/insights/events';
import { PgInsightsStore } from '@/lib/insights/pg-store';
import { MAX_SOURCES_PER_DAY } from '@/lib/insights/sources';
import { migrate } from '@/lib/leads/pg-migrate';
import { postgresMissing, startPostgres, type PgCluster } from '../fixtures/postgres';

/**
 * `npm run bench:team` seeds a million events through PgInsightsStore.importDays (events folded
 * in memory, then a few statements), not one record() each. The same events through both paths
 * read back the same: counters, sources past the day's bound, experiments, and reservoirs (under
 * MAX_SAMPLES values a key, where the sample is every value, in order).
 */
const describeIt = postgresMissing ? describe.skip : describe;
const now = new Date('2026-11-24T15:00:00Z');
const DAY = 86_400_000;

describeIt(`the bulk seeding path${postgresMissing ? ` (${postgresMissing})` : ''}`, () => {
  let pg: PgCluster;
  let recorded: PgInsightsStore;
  let imported: PgInsightsStore;
  beforeAll(async () => {
    pg = await startPostgres();
    const [a, b] = [await pg.createDatabase('recorded'), await pg.createDatabase('imported')];
    await Promise.all([migrate(a), migrate(b)]);
    recorded = new PgInsightsStore(a);
    imported = new PgInsightsStore(b);
  }, 60_000);
  afterAll(async () => {
    await recorded?.close();
    await imported?.close();
    await pg?.destroy();
  });

  it('reads back what record() leaves for the same events', async () => {
    const events: { event: InsightEvent; at: Date }[] = [];
    for (let back = 0; back < 3; back += 1) {
      const at = new Date(now.getTime() - back * DAY);
      for (let i = 0; i < MAX_SOURCES_PER_DAY + 40; i += 1) events.push({ event: { type: 'view', route: i % 3 ? '/' : '/pricing', source: `source-${i % (MAX_SOURCES_PER_DAY + 20)}` }, at });
      for (let i = 0; i < 30; i += 1) events.push({ event: { type: 'view', route: '/es/precios' }, at });
      for (let i = 0; i < 7; i += 1) events.push({ event: { type: 'demo', route: '/pricing' }, at });
      for (let i = 0; i < 120; i += 1) events.push({ event: { type: 'vital', route: '/', viewport: i % 2 ? 'phone' : 'desktop', metric: 'LCP', value: 1000 + i }, at });
      for (let i = 0; i < 9; i += 1) events.push({ event: { type: 'view', route: '/', experiment: 'home-headline', variant: i % 2 ? 'control' : 'same-day-money' }, at });
      for (let i = 0; i < 4; i += 1) events.push({ event: { type: 'exposure', experiment: 'home-headline', variant: 'control' }, at });
    }
    for (const { event, at } of events) await recorded.record(event, at);
    await imported.importDays(foldEvents(events));
    const [byRecord, byImport] = await Promise.all([recorded.readDays(4, now), imported.readDays(4, now)]);
    expect(byImport).toEqual(byRecord);
    expect(Object.keys(byRecord[0]!.sources!)).toHaveLength(MAX_SOURCES_PER_DAY + 1);
    expect(byRecord[0]!.counts['/pricing']).toEqual({ view: 80, demo: 7 });
  }, 120_000);
});
