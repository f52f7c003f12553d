import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { acquireLease, releaseLease } from '@/lib/leads/lease';
import { addEvent, dayOf, emptyDay, type DayAggregate } from './aggregate';
import type { CountedEvent, InsightEvent } from './events';
import { EXPERIMENT_RETENTION_DAYS, RETENTION_DAYS, VITALS_RETENTION_DAYS, type InsightsStore, type ReadOptions } from './store';

export { RETENTION_DAYS };
const dayFile = /^(\d{4}-\d{2}-\d{2})\.(log|json)$/;

/** A day's compacted aggregate and how many bytes of the day's log it already holds. */
type Snapshot = DayAggregate & { through: number };

/**
 * The file insights store, append-only: each event is one JSON line appended to its UTC
 * day's log, `<day>.log` under INSIGHTS_DIR. Events that arrive together go out in one
 * append, and the page server never reads or rewrites a day to count one event.
 *
 * Aggregation happens when a day is read (the report, the digest) and is kept as a
 * compaction, `<day>.json`: the aggregate of the log's first `through` bytes, written
 * atomically (temporary file + rename). A reader takes the snapshot and folds in the log from
 * `through` on, so any process may compact, at any time, and readers never see an event twice
 * or miss one: the log is only ever appended to, and only deleted with its day.
 * One server, like the file lead store (several processes on it appending to one log stay
 * correct, as each append is one O_APPEND write; the digest's lease is made for one host).
 */
export class FileInsightsStore implements InsightsStore {
  /** Events waiting for the next append, and the promise of that append (one per batch). */
  private pending: { day: string; line: string }[] = [];
  private batch: Promise<void> | undefined;
  private writing: Promise<void> = Promise.resolve();
  private prunedDay = '';

  constructor(private readonly dir: string) {}

  /** Resolves once the event is in its day's log; rejects when that append failed. */
  record(event: InsightEvent, at = new Date()): Promise<void> {
    this.pending.push({ day: dayOf(at), line: `${JSON.stringify(event)}\n` });
    this.batch ??= this.appendBatch();
    return this.batch;
  }

  /**
   * Appends, after the append under way, every event queued until then: one write per day's
   * log. Under load many events share one write; each caller awaits the write that holds its event.
   */
  private appendBatch(): Promise<void> {
    const run = this.writing.then(async () => {
      const batch = this.pending;
      this.pending = [];
      this.batch = undefined;
      await mkdir(this.dir, { recursive: true });
      const byDay = new Map<string, string>();
      for (const { day, line } of batch) byDay.set(day, (byDay.get(day) ?? '') + line);
      for (const [day, lines] of byDay) {
        await appendFile(this.logFile(day), lines);
        // Once a day (the first event of each new day): logs and snapshots past the retention go.
        if (this.prunedDay !== day) {
          this.prunedDay = day;
          await this.prune(new Date(`${day}T12:00:00Z`));
        }
      }
    });
    this.writing = run.catch(() => undefined);
    return run;
  }

  private logFile = (day: string) => path.join(this.dir, `${day}.log`);
  private snapshotFile = (day: string) => path.join(this.dir, `${day}.json`);

  private async readSnapshot(day: string): Promise<Snapshot> {
    try {
      return JSON.parse(await readFile(this.snapshotFile(day), 'utf8')) as Snapshot;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ...emptyDay(), through: 0 };
      throw error;
    }
  }

  /** The day's aggregate: its snapshot plus the log's complete lines after it. */
  private async fold(day: string): Promise<{ snapshot: Snapshot; grown: boolean }> {
    const snapshot = await this.readSnapshot(day);
    let log: Buffer;
    try {
      log = await readFile(this.logFile(day));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { snapshot, grown: false };
      throw error;
    }
    // Only whole lines: an append may be under way at the end.
    const end = log.lastIndexOf(0x0a) + 1;
    if (end <= snapshot.through) return { snapshot, grown: false };
    for (const line of log.subarray(snapshot.through, end).toString('utf8').split('\n')) {
      if (!line) continue;
      try {
        addEvent(snapshot, JSON.parse(line) as InsightEvent);
      } catch {
        // A line torn by a crash mid-append is skipped; the lines after it still count.
      }
    }
    snapshot.through = end;
    return { snapshot, grown: true };
  }

  /** The compaction step: the day's snapshot brought up to the end of its log, written atomically. */
  async readDay(day: string): Promise<DayAggregate> {
    const { snapshot, grown } = await this.fold(day);
    if (grown) {
      const temporary = `${this.snapshotFile(day)}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temporary, JSON.stringify(snapshot));
      await rename(temporary, this.snapshotFile(day));
    }
    return { counts: snapshot.counts, vitals: snapshot.vitals, experiments: snapshot.experiments ?? {}, sources: snapshot.sources ?? {} };
  }

  /** The aggregates of the `days` UTC days ending with the day of `until` (read a few at a time). */
  async readDays(days: number, until = new Date(), { vitals = true, events }: ReadOptions = {}): Promise<DayAggregate[]> {
    const list = Array.from({ length: days }, (_, back) => dayOf(new Date(until.getTime() - back * 86_400_000)));
    const read: DayAggregate[] = [];
    for (let start = 0; start < list.length; start += 8) {
      read.push(...(await Promise.all(list.slice(start, start + 8).map((day) => this.readDay(day)))));
    }
    if (vitals && !events) return read;
    const keep = (counts: DayAggregate['counts'][string]) => (events ? Object.fromEntries(Object.entries(counts).filter(([event]) => events.includes(event as CountedEvent))) : counts);
    return read.map((day) => ({ ...day, vitals: vitals ? day.vitals : {}, counts: Object.fromEntries(Object.entries(day.counts).map(([route, counts]) => [route, keep(counts)])) }));
  }

  /**
   * `digests/<monday>.sent` marks a week sent; while one caller sends it holds the lease file
   * `digests/<monday>.lock` (lib/leads/lease.ts, as the lead relay's deliveries: O_EXCL, taken
   * over once lapsed or when its holder process died).
   */
  async claimDigestWeek(week: string, leaseMs: number): Promise<string | null> {
    if (await this.digestSent(week)) return null;
    const token = randomUUID();
    if (!(await acquireLease(this.digestLock(week), token, leaseMs))) return null;
    // Sent by whoever held the lease just before us.
    if (await this.digestSent(week)) {
      await releaseLease(this.digestLock(week), token);
      return null;
    }
    return token;
  }

  async markDigestSent(week: string, token: string): Promise<void> {
    await writeFile(path.join(this.dir, 'digests', `${week}.sent`), new Date().toISOString());
    await releaseLease(this.digestLock(week), token);
  }

  releaseDigestWeek(week: string, token: string): Promise<void> {
    return releaseLease(this.digestLock(week), token);
  }

  private digestLock = (week: string) => path.join(this.dir, 'digests', `${week}.lock`);

  private async digestSent(week: string) {
    try {
      await readFile(path.join(this.dir, 'digests', `${week}.sent`));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  /**
   * Each family of a day goes once past its retention (store.ts): a day with some families
   * still kept is folded into a snapshot holding only those, and its log deleted; a day with
   * none left goes whole.
   */
  private async prune(now: Date) {
    const oldest = (days: number) => dayOf(new Date(now.getTime() - (days - 1) * 86_400_000));
    const keep = { counts: oldest(RETENTION_DAYS), vitals: oldest(VITALS_RETENTION_DAYS), experiments: oldest(EXPERIMENT_RETENTION_DAYS) };
    const oldestKept = [keep.counts, keep.vitals, keep.experiments].sort()[0]!;
    const youngestCut = [keep.counts, keep.vitals, keep.experiments].sort()[2]!;
    for (const name of await readdir(this.dir)) {
      const match = dayFile.exec(name);
      const day = match?.[1];
      if (!day || day >= youngestCut) continue;
      if (day < oldestKept) await rm(path.join(this.dir, name), { force: true });
      else if (match[2] === 'log' || (await this.holdsExpired(day, keep))) await this.keepOnly(day, keep);
    }
  }

  /** Does the day's snapshot still hold a family past its retention (a snapshot written before a prune)? */
  private async holdsExpired(day: string, keep: Record<'counts' | 'vitals' | 'experiments', string>) {
    const snapshot = await this.readSnapshot(day);
    return (
      (day < keep.counts && (Object.keys(snapshot.counts).length > 0 || Object.keys(snapshot.sources ?? {}).length > 0)) ||
      (day < keep.vitals && Object.keys(snapshot.vitals).length > 0) ||
      (day < keep.experiments && Object.keys(snapshot.experiments ?? {}).length > 0)
    );
  }

  private async keepOnly(day: string, keep: Record<'counts' | 'vitals' | 'experiments', string>) {
    const { snapshot } = await this.fold(day);
    const counted = day >= keep.counts;
    const kept: Snapshot = {
      counts: counted ? snapshot.counts : {},
      sources: counted ? (snapshot.sources ?? {}) : {},
      vitals: day >= keep.vitals ? snapshot.vitals : {},
      experiments: day >= keep.experiments ? (snapshot.experiments ?? {}) : {},
      through: snapshot.through,
    };
    const temporary = `${this.snapshotFile(day)}.${process.pid}.${randomUUID()}.tmp`;
    await writeFile(temporary, JSON.stringify(kept));
    await rename(temporary, this.snapshotFile(day));
    await rm(this.logFile(day), { force: true });
  }
}
