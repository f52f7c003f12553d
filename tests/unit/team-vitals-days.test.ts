/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileInsightsStore } from '@/lib/insights/file-store';
import type { InsightEvent } from '@/lib/insights/events';
import type { InsightsStore } from '@/lib/insights/store';
import { ClosedVitals, readVitalsDays } from '@/services/team/vitals-days';

/** The vitals page reads each closed day once per process, and today at every request. */
const noon = new Date('2026-11-20T12:00:00Z');
const at = (days: number, from = noon) => new Date(from.getTime() + days * 86_400_000);
const lcp = (value: number) => ({ type: 'vital', route: '/pricing', viewport: 'phone', metric: 'LCP', value }) as InsightEvent;

let dir: string;
let real: FileInsightsStore;
let reads: number[];
let store: InsightsStore;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vitals-days-'));
  real = new FileInsightsStore(dir);
  await Promise.all([real.record(lcp(1000), at(0)), real.record(lcp(2000), at(-1)), real.record(lcp(3000), at(-5))]);
  reads = [];
  store = { ...real, readDays: (days, until, options) => (reads.push(days), real.readDays(days, until, options)) } as InsightsStore;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lcpValues = (days: { vitals: Record<string, { samples: number[] }> }[]) => days.map((day) => day.vitals['/pricing|phone|LCP']?.samples ?? []);

it('reads every day once, then only today, and gives the same days', async () => {
  const closed = new ClosedVitals();
  const first = await readVitalsDays(store, 7, noon, closed);
  expect(lcpValues(first)).toEqual([[1000], [2000], [], [], [], [3000], []]);
  expect(reads).toEqual([7]);
  await real.record(lcp(1500), at(0));
  const second = await readVitalsDays(store, 7, noon, closed);
  expect(reads).toEqual([7, 1]);
  expect(lcpValues(second)).toEqual([[1000, 1500], [2000], [], [], [], [3000], []]);
  // A longer period reads the days it has not kept, all at once.
  await readVitalsDays(store, 28, noon, closed);
  expect(reads).toEqual([7, 1, 28]);
});

it('reads yesterday again for ten minutes after midnight, when other instances may still count into it', async () => {
  const closed = new ClosedVitals();
  const justAfterMidnight = new Date('2026-11-21T00:05:00Z');
  await readVitalsDays(store, 7, justAfterMidnight, closed);
  await readVitalsDays(store, 7, justAfterMidnight, closed);
  expect(reads).toEqual([7, 2]);
});

it('keeps at most its number of values, dropping the least recently used day', () => {
  const closed = new ClosedVitals(3);
  const day = (values: number[]) => ({ 'x|phone|LCP': { seen: values.length, samples: values } });
  closed.keep('2026-11-01', day([1, 2]));
  closed.keep('2026-11-02', day([3]));
  expect(closed.get('2026-11-01')).toBeDefined();
  closed.keep('2026-11-03', day([4]));
  // 1 Nov was used last: 2 Nov goes.
  expect([closed.get('2026-11-02'), closed.keptValues]).toEqual([undefined, 3]);
  closed.keep('2026-11-04', day([5, 6, 7, 8]));
  expect(closed.get('2026-11-04')).toBeUndefined();
});
