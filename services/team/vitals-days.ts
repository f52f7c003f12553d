/**
 * The days the Field vitals page reads. A closed UTC day's Web Vitals no longer change (an
 * event counts into the day it arrives at the server), so each closed day's reservoirs are
 * read from the store once per process and kept; at each request only the open days (today,
 * and yesterday for CLOSE_MARGIN_MS past midnight, for other instances' clocks) are read.
 * Measured with bench:team (1,000,000 events in PostgreSQL): reading 90 days of reservoirs
 * (about 95,000 rows) was most of the page's time. Kept per store object, at most
 * MAX_KEPT_VALUES values in all, the least recently used days dropped first.
 */
import { dayOf, type DayAggregate } from '@/lib/insights/aggregate';
import type { InsightsStore } from '@/lib/insights/store';

const DAY_MS = 86_400_000;
export const CLOSE_MARGIN_MS = 10 * 60_000;
/** About 32 MB of numbers: 90 days of 700 full reservoirs would need 30 million, a busy site gets the days it has room for. */
export const MAX_KEPT_VALUES = 4_000_000;

type Vitals = DayAggregate['vitals'];
const valuesIn = (vitals: Vitals) => Object.values(vitals).reduce((sum, reservoir) => sum + reservoir.samples.length, 0);

/** Closed days' reservoirs of one store, least recently used first, bounded by their values. */
export class ClosedVitals {
  private readonly days = new Map<string, { vitals: Vitals; values: number }>();
  private total = 0;

  constructor(readonly maxValues = MAX_KEPT_VALUES) {}

  get(day: string): Vitals | undefined {
    const entry = this.days.get(day);
    if (!entry) return undefined;
    this.days.delete(day);
    this.days.set(day, entry);
    return entry.vitals;
  }

  keep(day: string, vitals: Vitals) {
    if (this.days.has(day)) return;
    const values = valuesIn(vitals);
    if (values > this.maxValues) return;
    this.days.set(day, { vitals, values });
    this.total += values;
    for (const [oldest, entry] of this.days) {
      if (this.total <= this.maxValues) break;
      this.days.delete(oldest);
      this.total -= entry.values;
    }
  }

  get keptValues() {
    return this.total;
  }
}

const kept = new WeakMap<InsightsStore, ClosedVitals>();

/**
 * The `days` UTC days ending with `now`'s, newest first, as readDays returns them, with only
 * their Web Vitals (counters and experiments are not the vitals page's).
 */
export async function readVitalsDays(store: InsightsStore, days: number, now: Date, closed = kept.get(store) ?? kept.set(store, new ClosedVitals()).get(store)!): Promise<DayAggregate[]> {
  const list = Array.from({ length: days }, (_, back) => dayOf(new Date(now.getTime() - back * DAY_MS)));
  // A day is closed once it ended more than the margin ago; the open ones are the newest.
  const open = list.filter((day) => now.getTime() - (Date.parse(`${day}T00:00:00Z`) + DAY_MS) <= CLOSE_MARGIN_MS).length;
  const cached = list.slice(open).map((day) => closed.get(day));
  if (cached.some((vitals) => !vitals)) {
    // Some closed day is not kept (first request, or dropped): one read of them all, keeping the closed ones.
    const read = await store.readDays(days, now);
    read.forEach((aggregate, back) => back >= open && closed.keep(list[back]!, aggregate.vitals));
    return read;
  }
  const fresh = open > 0 ? await store.readDays(open, now) : [];
  return [...fresh, ...cached.map((vitals) => ({ counts: {}, vitals: vitals!, experiments: {} }))];
}
