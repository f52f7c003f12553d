import { Pool } from 'pg';
import { dayOf, emptyDay, vitalKey, type DayAggregate } from './aggregate';
import type { InsightEvent } from './events';
import { MAX_SAMPLES } from './percentile';
import { RETENTION_DAYS, type InsightsStore } from './store';

const DAY_MS = 86_400_000;

/**
 * The PostgreSQL insights store (tables of lib/leads/migrations/002_insights.sql). Each
 * event is one statement that increments in place, so concurrent instances never lose a
 * count; a vitals list grows only while shorter than MAX_SAMPLES, and days older than
 * RETENTION_DAYS are deleted once a day per process: the tables stay bounded.
 */
export class PgInsightsStore implements InsightsStore {
  private readonly pool: Pool;
  private prunedDay = '';

  constructor(connectionString: string) {
    // Counting is never worth more than two connections, nor a long wait for one.
    this.pool = new Pool({ connectionString, max: 2, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, application_name: 'ladle-insights' });
    this.pool.on('error', (error) => console.error('Insights database connection lost:', error.message));
  }

  async record(event: InsightEvent, at = new Date()): Promise<boolean> {
    const day = dayOf(at);
    await this.prune(at, day);
    if (event.type === 'vital') {
      const result = await this.pool.query(
        `INSERT INTO insight_vitals AS v (day, route, viewport, metric, samples) VALUES ($1, $2, $3, $4, ARRAY[$5::double precision])
         ON CONFLICT (day, route, viewport, metric) DO UPDATE SET samples = v.samples || $5::double precision
         WHERE cardinality(v.samples) < $6`,
        [day, event.route, event.viewport, event.metric, event.value, MAX_SAMPLES],
      );
      return result.rowCount === 1;
    }
    await this.pool.query(
      `INSERT INTO insight_counts AS c (day, route, event, count) VALUES ($1, $2, $3, 1)
       ON CONFLICT (day, route, event) DO UPDATE SET count = c.count + 1`,
      [day, event.route, event.type],
    );
    return true;
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
    const vitals = await this.pool.query<{ day: string; route: string; viewport: string; metric: string; samples: number[] }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, route, viewport, metric, samples FROM insight_vitals WHERE day BETWEEN $1 AND $2`,
      range,
    );
    for (const row of vitals.rows) byDay.get(row.day)!.vitals[vitalKey(row.route, row.viewport, row.metric)] = row.samples.map(Number);
    return list.map((day) => byDay.get(day)!);
  }

  async claimDigestWeek(week: string): Promise<boolean> {
    const result = await this.pool.query('INSERT INTO insight_digests (week) VALUES ($1) ON CONFLICT DO NOTHING', [week]);
    return result.rowCount === 1;
  }

  private async prune(now: Date, day: string) {
    if (this.prunedDay === day) return;
    this.prunedDay = day;
    const oldest = dayOf(new Date(now.getTime() - (RETENTION_DAYS - 1) * DAY_MS));
    await this.pool.query('DELETE FROM insight_counts WHERE day < $1', [oldest]);
    await this.pool.query('DELETE FROM insight_vitals WHERE day < $1', [oldest]);
  }

  close() {
    return this.pool.end();
  }
}
