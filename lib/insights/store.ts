import type { DayAggregate } from './aggregate';
import type { InsightEvent } from './events';

/**
 * Where the counts live: files under INSIGHTS_DIR (one server), or PostgreSQL beside the
 * leads when DATABASE_URL is set (several instances counting into the same totals).
 */
export interface InsightsStore {
  /** Adds one event to its day; false when it was not kept (that sample list is full). */
  record(event: InsightEvent, at?: Date): Promise<boolean>;
  /** The aggregates of the `days` UTC days ending with the day of `until`, newest first. */
  readDays(days: number, until?: Date): Promise<DayAggregate[]>;
  /** Claims a week's digest (its Monday, YYYY-MM-DD): true for exactly one caller, ever. */
  claimDigestWeek(week: string): Promise<boolean>;
}

/** Days kept: the longest report is 30 days; older days are deleted. */
export const RETENTION_DAYS = 35;
