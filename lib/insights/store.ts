import type { DayAggregate } from './aggregate';
import type { InsightEvent } from './events';

/**
 * Where the counts live: files under INSIGHTS_DIR (one server), or PostgreSQL beside the
 * leads when DATABASE_URL is set (several instances counting into the same totals).
 */
export interface InsightsStore {
  /** Adds one event to its day (a counter, or a Web Vitals value offered to the day's sample). */
  record(event: InsightEvent, at?: Date): Promise<void>;
  /** The aggregates of the `days` UTC days ending with the day of `until`, newest first. */
  readDays(days: number, until?: Date): Promise<DayAggregate[]>;
  /**
   * Takes a week's digest (its Monday, YYYY-MM-DD) for sending: a token when the week is not
   * sent yet and no one else holds it, else null. The hold lapses after `leaseMs` (a sender
   * that died), so another caller may take it then.
   */
  claimDigestWeek(week: string, leaseMs: number): Promise<string | null>;
  /** The mail server accepted the week's digest: it is sent, for good. */
  markDigestSent(week: string, token: string): Promise<void>;
  /** Sending failed: lets the next check take the week again at once. */
  releaseDigestWeek(week: string, token: string): Promise<void>;
}

/** Days kept: the longest report is 30 days; older days are deleted. */
export const RETENTION_DAYS = 35;

/**
 * Days the experiment counters are kept (the rest of an older day is deleted at RETENTION_DAYS):
 * an experiment's result needs every day it ran, and the report shows experiments until 90 days
 * after their end. A year covers an experiment of up to nine months.
 */
export const EXPERIMENT_RETENTION_DAYS = 366;
