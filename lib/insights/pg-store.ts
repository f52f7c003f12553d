import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { dayOf, emptyDay, experimentKey, vitalKey, type DayAggregate } from './aggregate';
import type { InsightEvent } from './events';
import { MAX_SAMPLES } from './percentile';
import { EXPERIMENT_RETENTION_DAYS, RETENTION_DAYS, type InsightsStore } from './store';

const DAY_MS = 86_400_000;

/**
 * The PostgreSQL insights store (tables of lib/leads/migrations/002_insights.sql, 004 and 005).
 * Each event is one statement that changes its row in place, so concurrent instances never
 * lose a count. A Web Vitals value takes the reservoir step of aggregate.ts (sampleInto) in
 * the same statement: the upsert holds the row's lock, so instances writing at once each see
 * the row as the one before left it, and the sample stays uniform over all of them. Lists
 * never grow past MAX_SAMPLES, and days older than RETENTION_DAYS are deleted once a day per
 * process: the tables stay bounded.
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
  }

  async readDays(days: number, until = new Date()): Promise<DayAggregate[]> {
    const list = Array.from({ length: days }, (_, back) => dayOf(new Date(until.getTime() - back * DAY_MS)));
    const byDay = new Map(list.map((day) => [day, emptyDay()]));
    const range = [list[list.length - 1], list[0]];
    const counts = await this.pool.query<{ day: string; route: string; event: string; count: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, route, event, count FROM insight_counts WHERE day BETWEEN $1 AND $2`,
      range,
    );
    for (const row of counts.rows) {
      const aggregate = byDay.get(row.day)!;
      (aggregate.counts[row.route] ??= {})[row.event as keyof DayAggregate['counts'][string]] = row.count;
    }
    const vitals = await this.pool.query<{ day: string; route: string; viewport: string; metric: string; samples: number[]; seen: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, route, viewport, metric, samples, seen FROM insight_vitals WHERE day BETWEEN $1 AND $2`,
      range,
    );
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
    return list.map((day) => byDay.get(day)!);
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
    const oldest = dayOf(new Date(now.getTime() - (RETENTION_DAYS - 1) * DAY_MS));
    await this.pool.query('DELETE FROM insight_counts WHERE day < $1', [oldest]);
    await this.pool.query('DELETE FROM insight_vitals WHERE day < $1', [oldest]);
    const oldestExperiments = dayOf(new Date(now.getTime() - (EXPERIMENT_RETENTION_DAYS - 1) * DAY_MS));
    await this.pool.query('DELETE FROM insight_experiments WHERE day < $1', [oldestExperiments]);
  }

  close() {
    return this.pool.end();
  }
}
