import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { dayOf, emptyDay, experimentKey, vitalKey, type DayAggregate } from './aggregate';
import { MAX_SOURCES_PER_DAY, OTHER_SOURCES } from './sources';
import type { InsightEvent } from './events';
import { MAX_SAMPLES } from './percentile';
import { EXPERIMENT_RETENTION_DAYS, RETENTION_DAYS, VITALS_RETENTION_DAYS, type InsightsStore, type ReadOptions } from './store';

const DAY_MS = 86_400_000;
/** The advisory lock class under which a day's new source labels are added, one at a time (any constant of ours). */
const SOURCES_LOCK = 0x1ad1e056;

/**
 * The PostgreSQL insights store (tables of lib/leads/migrations/002_insights.sql, 004 and 005).
 * Each event is one statement that changes its row in place, so concurrent instances never
 * lose a count. A Web Vitals value takes the reservoir step of aggregate.ts (sampleInto) in
 * the same statement: the upsert holds the row's lock, so instances writing at once each see
 * the row as the one before left it, and the sample stays uniform over all of them. Lists
 * never grow past MAX_SAMPLES, a day's source labels past MAX_SOURCES_PER_DAY, and each
 * family's days past its retention (store.ts) are deleted once a day per process: the tables
 * stay bounded.
 */
export class PgInsightsStore implements InsightsStore {
  private readonly pool: Pool;
  private prunedDay = '';

  constructor(connectionString: string) {
    // Counting is never worth more than two connections, nor a long wait for one.
    this.pool = new Pool({ connectionString, max: 2, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, application_name: 'ladle-insights' });
    this.pool.on('error', (error) => console.error('Insights database connection lost:', error.message));
  }

  async record(event: InsightEvent, at = new Date()): Promise<void> {
    const day = dayOf(at);
    await this.prune(at, day);
    if (event.type === 'vital') {
      // $7 is the step's uniform random number; the slot it picks is floor($7 x seen after this value).
      await this.pool.query(
        `INSERT INTO insight_vitals AS v (day, route, viewport, metric, samples, seen) VALUES ($1, $2, $3, $4, ARRAY[$5::double precision], 1)
         ON CONFLICT (day, route, viewport, metric) DO UPDATE SET
           seen = v.seen + 1,
           samples = CASE
             WHEN cardinality(v.samples) < $6 THEN v.samples || $5::double precision
             WHEN floor($7::double precision * (v.seen + 1)) < $6 THEN
               v.samples[1:floor($7::double precision * (v.seen + 1))::int] || $5::double precision || v.samples[floor($7::double precision * (v.seen + 1))::int + 2:$6]
             ELSE v.samples
           END`,
        [day, event.route, event.viewport, event.metric, event.value, MAX_SAMPLES, Math.random()],
      );
      return;
    }
    // A view of a variant adds a view, an exposure an enrolled visitor (aggregate.ts does the same).
    const addToExperiment = (experiment: string, variant: string, views: number, enrolled: number) =>
      this.pool.query(
        `INSERT INTO insight_experiments AS e (day, experiment, variant, views, enrolled) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (day, experiment, variant) DO UPDATE SET views = e.views + $4, enrolled = e.enrolled + $5`,
        [day, experiment, variant, views, enrolled],
      );
    if (event.type === 'exposure') {
      await addToExperiment(event.experiment, event.variant, 0, 1);
      return;
    }
    await this.pool.query(
      `INSERT INTO insight_counts AS c (day, route, event, count) VALUES ($1, $2, $3, 1)
       ON CONFLICT (day, route, event) DO UPDATE SET count = c.count + 1`,
      [day, event.route, event.type],
    );
    if (event.type === 'view' && 'experiment' in event) await addToExperiment(event.experiment, event.variant, 1, 0);
    if (event.type === 'view' && 'source' in event && event.source) await this.addArrival(day, event.source);
  }

  /**
   * One arrival from `source`: a label the day holds already is one UPDATE; a new one is added
   * under the day's advisory lock, so instances adding labels at once see each other's and the
   * day keeps at most MAX_SOURCES_PER_DAY of them, the rest under OTHER_SOURCES (aggregate.ts
   * sourceSlot, the same rule).
   */
  private async addArrival(day: string, source: string) {
    const counted = await this.pool.query('UPDATE insight_sources SET count = count + 1 WHERE day = $1 AND source = $2', [day, source]);
    if (counted.rowCount) return;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [SOURCES_LOCK, day]);
      await client.query(
        `INSERT INTO insight_sources AS s (day, source, count)
         SELECT $1, CASE WHEN $2 = $4 OR (SELECT count(*) FROM insight_sources WHERE day = $1 AND source <> $4) < $3 THEN $2 ELSE $4 END, 1
         ON CONFLICT (day, source) DO UPDATE SET count = s.count + 1`,
        [day, source, MAX_SOURCES_PER_DAY, OTHER_SOURCES],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async readDays(days: number, until = new Date(), { vitals: withVitals = true, events }: ReadOptions = {}): Promise<DayAggregate[]> {
    const list = Array.from({ length: days }, (_, back) => dayOf(new Date(until.getTime() - back * DAY_MS)));
    const byDay = new Map(list.map((day) => [day, emptyDay()]));
    const range = [list[list.length - 1], list[0]];
    const counts = await this.pool.query<{ day: string; route: string; event: string; count: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, route, event, count FROM insight_counts WHERE day BETWEEN $1 AND $2 AND ($3::text[] IS NULL OR event = ANY($3))`,
      [...range, events ?? null],
    );
    for (const row of counts.rows) {
      const aggregate = byDay.get(row.day)!;
      (aggregate.counts[row.route] ??= {})[row.event as keyof DayAggregate['counts'][string]] = row.count;
    }
    const vitals = withVitals
      ? await this.pool.query<{ day: string; route: string; viewport: string; metric: string; samples: number[]; seen: string }>(
          `SELECT to_char(day, 'YYYY-MM-DD') AS day, route, viewport, metric, samples, seen FROM insight_vitals WHERE day BETWEEN $1 AND $2`,
          range,
        )
      : { rows: [] };
    for (const row of vitals.rows) {
      byDay.get(row.day)!.vitals[vitalKey(row.route, row.viewport, row.metric)] = { seen: Number(row.seen), samples: row.samples.map(Number) };
    }
    const experiments = await this.pool.query<{ day: string; experiment: string; variant: string; views: number; enrolled: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, experiment, variant, views, enrolled FROM insight_experiments WHERE day BETWEEN $1 AND $2`,
      range,
    );
    for (const row of experiments.rows) {
      (byDay.get(row.day)!.experiments ??= {})[experimentKey(row.experiment, row.variant)] = { views: row.views, enrolled: row.enrolled };
    }
    const sources = await this.pool.query<{ day: string; source: string; count: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, source, count FROM insight_sources WHERE day BETWEEN $1 AND $2`,
      range,
    );
    for (const row of sources.rows) (byDay.get(row.day)!.sources ??= {})[row.source] = row.count;
    return list.map((day) => byDay.get(day)!);
  }

  /**
   * Seeding only (npm run bench:team, tests): adds days aggregated in memory (aggregate.ts
   * addEvent, the fold the file store makes of its log) in a few statements instead of one per
   * event. Counters add to what is stored; reservoirs are written as they are, so a day's
   * vitals must not be stored yet (the insert then fails). tests/unit/insights-bulk.test.ts
   * shows the result reads back as record() would have left it.
   */
  async importDays(aggregates: ReadonlyMap<string, DayAggregate>): Promise<void> {
    const columns = <T extends unknown[]>(rows: T[]) => rows[0]?.map((_, index) => rows.map((row) => row[index])) ?? [];
    const counts: [string, string, string, number][] = [];
    const vitals: [string, string, string, string, number[], number][] = [];
    const experiments: [string, string, string, number, number][] = [];
    const sources: [string, string, number][] = [];
    for (const [day, aggregate] of aggregates) {
      for (const [route, events] of Object.entries(aggregate.counts)) for (const [event, count] of Object.entries(events)) if (count) counts.push([day, route, event, count]);
      for (const [key, reservoir] of Object.entries(aggregate.vitals)) {
        const [route, viewport, metric] = key.split('|') as [string, string, string];
        vitals.push([day, route, viewport, metric, reservoir.samples, reservoir.seen]);
      }
      for (const [key, arm] of Object.entries(aggregate.experiments ?? {})) {
        const [experiment, variant] = key.split('|') as [string, string];
        experiments.push([day, experiment, variant, arm.views, arm.enrolled]);
      }
      for (const [source, count] of Object.entries(aggregate.sources ?? {})) sources.push([day, source, count]);
    }
    const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / 5_000) }, (_, index) => rows.slice(index * 5_000, (index + 1) * 5_000));
    for (const chunk of chunks(counts)) {
      await this.pool.query(
        `INSERT INTO insight_counts AS c (day, route, event, count) SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::int[])
         ON CONFLICT (day, route, event) DO UPDATE SET count = c.count + EXCLUDED.count`,
        columns(chunk),
      );
    }
    for (const chunk of chunks(vitals)) {
      // Arrays of arrays are not unnest-able row by row, so each reservoir goes as JSON.
      await this.pool.query(
        `INSERT INTO insight_vitals (day, route, viewport, metric, samples, seen)
         SELECT (r->>0)::date, r->>1, r->>2, r->>3, ARRAY(SELECT jsonb_array_elements_text(r->4)::double precision), (r->>5)::bigint
         FROM jsonb_array_elements($1::jsonb) AS r`,
        [JSON.stringify(chunk)],
      );
    }
    for (const chunk of chunks(experiments)) {
      await this.pool.query(
        `INSERT INTO insight_experiments AS e (day, experiment, variant, views, enrolled) SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::int[], $5::int[])
         ON CONFLICT (day, experiment, variant) DO UPDATE SET views = e.views + EXCLUDED.views, enrolled = e.enrolled + EXCLUDED.enrolled`,
        columns(chunk),
      );
    }
    for (const chunk of chunks(sources)) {
      await this.pool.query(
        `INSERT INTO insight_sources AS s (day, source, count) SELECT * FROM unnest($1::date[], $2::text[], $3::int[])
         ON CONFLICT (day, source) DO UPDATE SET count = s.count + EXCLUDED.count`,
        columns(chunk),
      );
    }
  }

  /** One row per week: taken while unsent and not held (or its hold lapsed), in one statement. */
  async claimDigestWeek(week: string, leaseMs: number): Promise<string | null> {
    const token = randomUUID();
    const result = await this.pool.query(
      `INSERT INTO insight_digests AS d (week, lease_token, lease_until) VALUES ($1, $2, now() + $3::double precision * interval '1 millisecond')
       ON CONFLICT (week) DO UPDATE SET lease_token = EXCLUDED.lease_token, lease_until = EXCLUDED.lease_until, claimed_at = now()
       WHERE d.sent_at IS NULL AND (d.lease_until IS NULL OR d.lease_until < now())`,
      [week, token, leaseMs],
    );
    return result.rowCount === 1 ? token : null;
  }

  async markDigestSent(week: string, token: string): Promise<void> {
    await this.pool.query('UPDATE insight_digests SET sent_at = now(), lease_token = NULL, lease_until = NULL WHERE week = $1 AND lease_token = $2', [week, token]);
  }

  async releaseDigestWeek(week: string, token: string): Promise<void> {
    await this.pool.query('UPDATE insight_digests SET lease_token = NULL, lease_until = NULL WHERE week = $1 AND lease_token = $2 AND sent_at IS NULL', [week, token]);
  }

  private async prune(now: Date, day: string) {
    if (this.prunedDay === day) return;
    this.prunedDay = day;
    const oldest = (days: number) => dayOf(new Date(now.getTime() - (days - 1) * DAY_MS));
    await this.pool.query('DELETE FROM insight_counts WHERE day < $1', [oldest(RETENTION_DAYS)]);
    await this.pool.query('DELETE FROM insight_sources WHERE day < $1', [oldest(RETENTION_DAYS)]);
    await this.pool.query('DELETE FROM insight_vitals WHERE day < $1', [oldest(VITALS_RETENTION_DAYS)]);
    await this.pool.query('DELETE FROM insight_experiments WHERE day < $1', [oldest(EXPERIMENT_RETENTION_DAYS)]);
  }

  close() {
    return this.pool.end();
  }
}
