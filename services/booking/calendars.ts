import { readBusy, type CalendarAccount } from '@/lib/booking/caldav';
import type { Interval } from '@/lib/booking/intervals';
import { serverEnv } from '@/lib/env';
import type { SalesRep } from '@/content/sales-team';
import { isBookingUid } from './booking-uid';

/**
 * The reps' calendar busy times. Without CALDAV_URL (the embedded default) there are none:
 * working hours and the store alone decide. With it, each rep's calendar (its `calendar.path`
 * under CALDAV_URL) is read over CalDAV for the listing's window.
 *
 * A slow or stopped server never holds a page: a listing waits CALENDAR_READ_BUDGET_MS at most
 * for all its reads, then uses the rep's last good read (kept in this process), or none
 * (working hours alone), and logs one line. A read the listing stopped waiting for goes on
 * (up to LATE_READ_TIMEOUT_MS) and still refreshes the last good read, so the next listing has
 * it. Reads of one rep's calendar for the same range share one request while it runs.
 * Events of the site's own bookings (./booking-uid.ts) are left out: the store blocks those.
 */

export const CALENDAR_READ_BUDGET_MS = 300;
const LATE_READ_TIMEOUT_MS = 15_000;
const DAY_MS = 24 * 60 * 60_000;

/** The CalDAV calendar of `rep`, with the rep's own account or the shared one; undefined without CALDAV_URL or a calendar path. */
export function calendarAccount(rep: SalesRep): CalendarAccount | undefined {
  const env = serverEnv();
  if (!env.CALDAV_URL || !rep.calendar) return undefined;
  const own = env.CALDAV_REP_ACCOUNTS[rep.id];
  const account = own?.username ? own : { username: env.CALDAV_USERNAME, password: env.CALDAV_PASSWORD };
  return { serverUrl: env.CALDAV_URL, calendarUrl: `${env.CALDAV_URL}${rep.calendar.path}`, ...account, timeZone: rep.timeZone };
}

type Read = { range: Interval; busy: Interval[]; at: Date };
type Reads = { lastGood: Map<string, Read>; running: Map<string, Promise<Read>>; generation: number };
// On globalThis: the route handlers and pages of one server may load this module more than once.
const KEY = Symbol.for('ladle.booking.calendar-reads');
const reads: Reads = ((globalThis as { [KEY]?: Reads })[KEY] ??= { lastGood: new Map(), running: new Map(), generation: 0 });

/** Forgets the last good reads, and what reads still running would leave (tests start each case from none). */
export function forgetCalendarReads() {
  reads.lastGood.clear();
  reads.running.clear();
  reads.generation += 1;
}

/**
 * The range read for a window: whole UTC days around it, so the listings of one day ask the
 * same range and share a running read instead of piling up on a slow server.
 */
const rangeFor = (window: Interval): Interval => ({
  start: new Date(Math.floor(window.start.getTime() / DAY_MS) * DAY_MS),
  end: new Date(Math.ceil(window.end.getTime() / DAY_MS) * DAY_MS + DAY_MS),
});

function read(account: CalendarAccount, range: Interval): Promise<Read> {
  const key = `${account.calendarUrl} ${range.start.toISOString()} ${range.end.toISOString()}`;
  let running = reads.running.get(key);
  if (!running) {
    const generation = reads.generation;
    running = readBusy(account, range, { timeoutMs: LATE_READ_TIMEOUT_MS })
      .then((events) => {
        // The site's own meetings are the store's to block (and to free at once on a cancel).
        const busy = events.filter((event) => !isBookingUid(event.uid)).map(({ start, end }) => ({ start, end }));
        const done = { range, busy, at: new Date() };
        if (generation === reads.generation) reads.lastGood.set(account.calendarUrl, done);
        return done;
      })
      .finally(() => {
        if (reads.running.get(key) === running) reads.running.delete(key);
      });
    reads.running.set(key, running);
  }
  return running;
}

type Outcome = { rep: SalesRep; busy: Interval[] } | { rep: SalesRep; missed: string };

function withinBudget(rep: SalesRep, account: CalendarAccount, range: Interval, budgetMs: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ rep, missed: `no answer within ${budgetMs} ms` }), budgetMs);
  });
  const answered = read(account, range).then(
    (done): Outcome => ({ rep, busy: done.busy }),
    (error: unknown): Outcome => ({ rep, missed: error instanceof Error ? error.message : String(error) }),
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

export async function calendarBusy(reps: SalesRep[], window: Interval, budgetMs = CALENDAR_READ_BUDGET_MS): Promise<Map<string, Interval[]>> {
  const range = rangeFor(window);
  const outcomes = await Promise.all(reps.flatMap((rep) => {
    const account = calendarAccount(rep);
    return account ? [withinBudget(rep, account, range, budgetMs)] : [];
  }));
  const busy = new Map<string, Interval[]>();
  const fallbacks: string[] = [];
  for (const outcome of outcomes) {
    if ('busy' in outcome) {
      busy.set(outcome.rep.id, outcome.busy);
      continue;
    }
    const last = reads.lastGood.get(calendarAccount(outcome.rep)!.calendarUrl);
    if (last) busy.set(outcome.rep.id, last.busy);
    fallbacks.push(`${outcome.rep.id} (${outcome.missed}; ${last ? `the last good read, of ${last.at.toISOString()}` : 'working hours alone'})`);
  }
  if (fallbacks.length) console.warn(`[booking] CalDAV busy times not read, slots use instead: ${fallbacks.join(', ')}`);
  return busy;
}
