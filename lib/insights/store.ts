import type { DayAggregate } from './aggregate';
import type { CountedEvent, InsightEvent } from './events';

/**
 * Where the counts live: files under INSIGHTS_DIR (one server), or PostgreSQL beside the
 * leads when DATABASE_URL is set (several instances counting into the same totals).
 */
export interface InsightsStore {
  /** Adds one event to its day (a counter, or a Web Vitals value offered to the day's sample). */
  record(event: InsightEvent, at?: Date): Promise<void>;
  /**
   * The aggregates of the `days` UTC days ending with the day of `until`, newest first. Options
   * leave out what a reader does not need (ReadOptions), so it is not read at all where it can be.
   */
  readDays(days: number, until?: Date, options?: ReadOptions): Promise<DayAggregate[]>;
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

/** What a reader leaves out: the Web Vitals reservoirs (`vitals: false`), the counters of other events than `events`. */
export type ReadOptions = { vitals?: boolean; events?: readonly CountedEvent[] };

/**
 * Days the counters and the arrivals per source are kept: the team room's overview compares
 * up to 90 days (or a range of one's own) with the period before, so a year and a bit. Each
 * family has its own retention; a day's older families are deleted, its younger ones kept.
 */
export const RETENTION_DAYS = 400;

/** Days the Web Vitals reservoirs are kept: the field vitals page shows up to 90 days. */
export const VITALS_RETENTION_DAYS = 100;

/**
 * Days the experiment counters are kept:
 * an experiment's result needs every day it ran, and the report shows experiments until 90 days
 * after their end. A year covers an experiment of up to nine months.
 */
export const EXPERIMENT_RETENTION_DAYS = 366;
