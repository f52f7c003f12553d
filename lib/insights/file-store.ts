import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { addEvent, dayOf, emptyDay, type DayAggregate } from './aggregate';
import type { InsightEvent } from './events';
import { RETENTION_DAYS, type InsightsStore } from './store';

export { RETENTION_DAYS };
const dayFile = /^(\d{4}-\d{2}-\d{2})\.json$/;

/**
 * The file insights store: one JSON file per UTC day under INSIGHTS_DIR, rewritten
 * atomically (temporary file + rename). Writes within the process run one at a time, so
 * concurrent beacons never lose an increment. One server, like the file lead store.
 */
export class FileInsightsStore implements InsightsStore {
  private queue: Promise<unknown> = Promise.resolve();
  private prunedDay = '';

  constructor(private readonly dir: string) {}

  record(event: InsightEvent, at = new Date()): Promise<boolean> {
    const run = this.queue.then(() => this.write(event, at));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async write(event: InsightEvent, at: Date) {
    await mkdir(this.dir, { recursive: true });
    const day = dayOf(at);
    const aggregate = await this.readDay(day);
    const kept = addEvent(aggregate, event);
    if (kept) {
      const file = path.join(this.dir, `${day}.json`);
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(aggregate));
      await rename(temporary, file);
    }
    if (this.prunedDay !== day) {
      this.prunedDay = day;
      await this.prune(at);
    }
    return kept;
  }

  async readDay(day: string): Promise<DayAggregate> {
    try {
      return JSON.parse(await readFile(path.join(this.dir, `${day}.json`), 'utf8')) as DayAggregate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyDay();
      throw error;
    }
  }

  /** The aggregates of the `days` UTC days ending with the day of `until`. */
  async readDays(days: number, until = new Date()): Promise<DayAggregate[]> {
    const list: DayAggregate[] = [];
    for (let back = 0; back < days; back += 1) {
      list.push(await this.readDay(dayOf(new Date(until.getTime() - back * 86_400_000))));
    }
    return list;
  }

  /**
   * Creating digests/<monday>.sent with O_EXCL succeeds for exactly one caller, across
   * processes and restarts on this folder, so the digest goes out once.
   */
  async claimDigestWeek(week: string): Promise<boolean> {
    const dir = path.join(this.dir, 'digests');
    await mkdir(dir, { recursive: true });
    try {
      const handle = await open(path.join(dir, `${week}.sent`), 'wx');
      await handle.writeFile(new Date().toISOString());
      await handle.close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  private async prune(now: Date) {
    const oldest = dayOf(new Date(now.getTime() - (RETENTION_DAYS - 1) * 86_400_000));
    for (const name of await readdir(this.dir)) {
      const match = dayFile.exec(name);
      if (match?.[1] && match[1] < oldest) await rm(path.join(this.dir, name), { force: true });
    }
  }
}
