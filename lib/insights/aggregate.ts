import { COUNTED_EVENTS, type CountedEvent, type InsightEvent } from './events';
import { MAX_SAMPLES } from './percentile';
import { MAX_SOURCES_PER_DAY, OTHER_SOURCES } from './sources';

/**
 * A uniform random sample of one day's values of one route/viewport/metric (reservoir
 * sampling, Vitter's Algorithm R): `seen` values arrived, `samples` holds at most MAX_SAMPLES
 * of them, each arrived value equally likely to be among them whatever its position in the
 * day. So an early burst weighs in the sample only as much as it does in the day.
 */
export type Reservoir = { seen: number; samples: number[] };

/**
 * One day's aggregate: counters per route and event, and a Web Vitals reservoir per
 * route/viewport/metric. Routes are only the site's known ones (events.ts), so a day holds
 * at most (known routes + 1) x 4 counters and (known routes + 1) x 3 viewports x 5 metrics
 * reservoirs of MAX_SAMPLES numbers each: no client can grow it past that.
 */
export type DayAggregate = {
  counts: Record<string, Partial<Record<CountedEvent, number>>>;
  vitals: Record<string, Reservoir>;
  /**
   * Per experiment and variant (experimentKey), its views and enrolled visitors (exposures).
   * Only the site's own experiments are counted (events.ts), so this stays as small as its list.
   * Absent in days stored before experiments were counted.
   */
  experiments?: Record<string, ExperimentCounts>;
  /**
   * Arrivals (first-load views that start a visit) per source label (sources.ts): at most
   * MAX_SOURCES_PER_DAY labels, the rest under OTHER_SOURCES. Absent in days stored before.
   */
  sources?: Record<string, number>;
};

export type ExperimentCounts = { views: number; enrolled: number };

export const emptyDay = (): DayAggregate => ({ counts: {}, vitals: {}, experiments: {}, sources: {} });

/**
 * Where a day counts an arrival from `source`: its own label while the day holds fewer than
 * MAX_SOURCES_PER_DAY labels (or already holds this one), else OTHER_SOURCES. pg-store.ts
 * keeps the same rule in SQL.
 */
export function sourceSlot(sources: Readonly<Record<string, number>>, source: string): string {
  if (source in sources) return source;
  const labels = Object.keys(sources).filter((label) => label !== OTHER_SOURCES).length;
  return labels < MAX_SOURCES_PER_DAY ? source : OTHER_SOURCES;
}

export const experimentKey = (experiment: string, variant: string) => `${experiment}|${variant}`;

export const vitalKey = (route: string, viewport: string, metric: string) => `${route}|${viewport}|${metric}`;

/**
 * The reservoir step for one arriving value: the first MAX_SAMPLES are kept; after that the
 * n-th value replaces a random slot with probability MAX_SAMPLES / n. `random` is uniform on
 * [0, 1); the PostgreSQL store does the same step in SQL with the same number (pg-store.ts).
 */
export function sampleInto(reservoir: Reservoir, value: number, random = Math.random()): void {
  reservoir.seen += 1;
  if (reservoir.samples.length < MAX_SAMPLES) {
    reservoir.samples.push(value);
    return;
  }
  const slot = Math.floor(random * reservoir.seen);
  if (slot < MAX_SAMPLES) reservoir.samples[slot] = value;
}

const armOf = (day: DayAggregate, experiment: string, variant: string) => ((day.experiments ??= {})[experimentKey(experiment, variant)] ??= { views: 0, enrolled: 0 });

/** Adds one event to a day in place. */
export function addEvent(day: DayAggregate, event: InsightEvent, random = Math.random()): void {
  if (event.type === 'vital') {
    sampleInto((day.vitals[vitalKey(event.route, event.viewport, event.metric)] ??= { seen: 0, samples: [] }), event.value, random);
    return;
  }
  if (event.type === 'exposure') {
    armOf(day, event.experiment, event.variant).enrolled += 1;
    return;
  }
  const counts = (day.counts[event.route] ??= {});
  counts[event.type] = (counts[event.type] ?? 0) + 1;
  if (event.type === 'view' && 'experiment' in event) armOf(day, event.experiment, event.variant).views += 1;
  if (event.type === 'view' && 'source' in event && event.source) {
    const sources = (day.sources ??= {});
    const slot = sourceSlot(sources, event.source);
    sources[slot] = (sources[slot] ?? 0) + 1;
  }
}

/** Sums several days' arrivals per source label. */
export function sumSources(days: readonly DayAggregate[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const day of days) for (const [label, count] of Object.entries(day.sources ?? {})) total[label] = (total[label] ?? 0) + count;
  return total;
}

/** Sums several days' experiment counters per experiment and variant (experimentKey). */
export function sumExperiments(days: readonly DayAggregate[]): Record<string, ExperimentCounts> {
  const total: Record<string, ExperimentCounts> = {};
  for (const day of days) {
    for (const [key, counts] of Object.entries(day.experiments ?? {})) {
      const into = (total[key] ??= { views: 0, enrolled: 0 });
      into.views += counts.views;
      into.enrolled += counts.enrolled;
    }
  }
  return total;
}

/** Sums several days' counters per route and event. */
export function sumCounts(days: readonly DayAggregate[]): DayAggregate['counts'] {
  const total: DayAggregate['counts'] = {};
  for (const day of days) {
    for (const [route, counts] of Object.entries(day.counts)) {
      const into = (total[route] ??= {});
      for (const type of COUNTED_EVENTS) if (counts[type]) into[type] = (into[type] ?? 0) + counts[type];
    }
  }
  return total;
}

/** The UTC calendar day an event counts under. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Events with their times folded into day aggregates, as the file store folds its logs (seeding: PgInsightsStore.importDays). */
export function foldEvents(events: Iterable<{ event: InsightEvent; at: Date }>, into = new Map<string, DayAggregate>()): Map<string, DayAggregate> {
  for (const { event, at } of events) {
    const day = dayOf(at);
    let aggregate = into.get(day);
    if (!aggregate) into.set(day, (aggregate = emptyDay()));
    addEvent(aggregate, event);
  }
  return into;
}
