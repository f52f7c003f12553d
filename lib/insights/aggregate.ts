import { COUNTED_EVENTS, type CountedEvent, type InsightEvent } from './events';
import { MAX_SAMPLES } from './percentile';

/**
 * One day's aggregate: counters per route and event, and Web Vitals samples per
 * route/viewport/metric. Routes are only the site's known ones (events.ts), so a day holds
 * at most (known routes + 1) x 5 counters and (known routes + 1) x 3 viewports x 5 metrics
 * sample lists of MAX_SAMPLES numbers each: no client can grow it past that.
 */
export type DayAggregate = {
  counts: Record<string, Partial<Record<CountedEvent, number>>>;
  vitals: Record<string, number[]>;
};

export const emptyDay = (): DayAggregate => ({ counts: {}, vitals: {} });

export const vitalKey = (route: string, viewport: string, metric: string) => `${route}|${viewport}|${metric}`;

/** Adds one event to a day in place; returns false when it was not kept (sample list full). */
export function addEvent(day: DayAggregate, event: InsightEvent): boolean {
  if (event.type === 'vital') {
    const key = vitalKey(event.route, event.viewport, event.metric);
    const samples = (day.vitals[key] ??= []);
    if (samples.length >= MAX_SAMPLES) return false;
    samples.push(event.value);
    return true;
  }
  const counts = (day.counts[event.route] ??= {});
  counts[event.type] = (counts[event.type] ?? 0) + 1;
  return true;
}

/** Sums several days into one aggregate (sample lists are concatenated). */
export function mergeDays(days: readonly DayAggregate[]): DayAggregate {
  const total = emptyDay();
  for (const day of days) {
    for (const [route, counts] of Object.entries(day.counts)) {
      const into = (total.counts[route] ??= {});
      for (const type of COUNTED_EVENTS) if (counts[type]) into[type] = (into[type] ?? 0) + counts[type];
    }
    for (const [key, samples] of Object.entries(day.vitals)) (total.vitals[key] ??= []).push(...samples);
  }
  return total;
}

/** The UTC calendar day an event counts under. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
