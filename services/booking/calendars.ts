import { randomUUID } from 'node:crypto';
import { readCalendar, type CalendarAccount } from '@/lib/booking/caldav';
import { eventsFromIcs, type StoredEvent } from '@/lib/booking/ics-busy';
import type { Interval } from '@/lib/booking/intervals';
import { serverEnv } from '@/lib/env';
import { transportFor } from '@/lib/leads/channels/smtp';
import { calendarAlertWords } from '@/content/lead-booking';
import type { SalesRep } from '@/content/sales-team';
import { site } from '@/content/site';
import { fill } from './format';

/**
 * The reps' calendar busy times. Without CALDAV_URL (the embedded default) there are none:
 * working hours and the store alone decide. With it, each rep's calendar (its `calendar.path`
 * under CALDAV_URL) is read over CalDAV for the listing's window.
 *
 * A slow or stopped server never holds a page: a listing waits CALENDAR_READ_BUDGET_MS at most
 * for all its reads (FIRST_READ_BUDGET_MS for a rep's first), then uses the rep's last good
 * read (kept in this process), and logs one line. A read the listing stopped waiting for goes on
 * (up to LATE_READ_TIMEOUT_MS) and still refreshes the last good read, so the next listing has
 * it. Reads of one rep's calendar for the same range share one request while it runs.
 *
 * Fails closed: the last good read serves for CALDAV_STALE_AFTER at most (15 minutes). Past
 * it, or with no good read at all, the rep offers no times until a read succeeds, and the sales
 * inbox gets one alert per outage (an outage ends when every rep's calendar reads again).
 *
 * Events of the site's own bookings (isBookingUid, below) are left out of the busy times: the store
 * blocks those. Each read hands them to `follow` (./calendar-changes.ts), which compares them
 * with the store and applies what the rep changed in their calendar, before the read resolves;
 * the intervals it answers (a move it could not apply) block like any other event.
 */

export const CALENDAR_READ_BUDGET_MS = 300;
/**
 * The wait for a rep's first read (no good read yet, no outage known): failing closed on a
 * read merely slow, as a server just started under load sees, would hide every time. Once an
 * outage is known, the usual budget again.
 */
const FIRST_READ_BUDGET_MS = 5_000;
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
type Outage = { reps: Set<string>; alerted: boolean };
type Reads = { lastGood: Map<string, Read>; running: Map<string, Promise<Read>>; generation: number; outage: Outage };
// On globalThis: the route handlers and pages of one server may load this module more than once.
const KEY = Symbol.for('ladle.booking.calendar-reads');
const reads: Reads = ((globalThis as { [KEY]?: Reads })[KEY] ??= { lastGood: new Map(), running: new Map(), generation: 0, outage: { reps: new Set(), alerted: false } });

/** Forgets the last good reads, what reads still running would leave, and the outage (tests start each case from none). */
export function forgetCalendarReads() {
  reads.lastGood.clear();
  reads.running.clear();
  reads.generation += 1;
  reads.outage = { reps: new Set(), alerted: false };
}

/** What a read does with the site's own events it found; answers the intervals of them that still block. */
export type FollowCalendar = (rep: SalesRep, account: CalendarAccount, range: Interval, own: StoredEvent[]) => Promise<Interval[]>;

/**
 * The range read for a window: whole UTC days around it, so the listings of one day ask the
 * same range and share a running read instead of piling up on a slow server.
 */
const rangeFor = (window: Interval): Interval => ({
  start: new Date(Math.floor(window.start.getTime() / DAY_MS) * DAY_MS),
  end: new Date(Math.ceil(window.end.getTime() / DAY_MS) * DAY_MS + DAY_MS),
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function read(rep: SalesRep, account: CalendarAccount, range: Interval, follow?: FollowCalendar): Promise<Read> {
  const key = `${account.calendarUrl} ${range.start.toISOString()} ${range.end.toISOString()}`;
  let running = reads.running.get(key);
  if (!running) {
    const generation = reads.generation;
    running = readCalendar(account, range, { timeoutMs: LATE_READ_TIMEOUT_MS })
      .then(async ({ busy: events, objects }) => {
        // The site's own meetings are the store's to block (and to free at once on a cancel).
        const busy: Interval[] = events.filter((event) => !isBookingUid(event.uid)).map(({ start, end }) => ({ start, end }));
        if (follow) {
          const own = eventsFromIcs(objects, account.timeZone ?? 'UTC', isBookingUid);
          busy.push(...(await follow(rep, account, range, own).catch((error: unknown) => {
            console.error(`[booking] ${rep.id}'s calendar was read, but comparing its events with the bookings failed: ${messageOf(error)}`);
            return [];
          })));
        }
        const done = { range, busy, at: new Date() };
        if (generation === reads.generation) {
          reads.lastGood.set(account.calendarUrl, done);
          reads.outage.reps.delete(rep.id);
          if (reads.outage.reps.size === 0) reads.outage.alerted = false;
        }
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

function withinBudget(rep: SalesRep, account: CalendarAccount, range: Interval, budgetMs: number, follow?: FollowCalendar): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ rep, missed: `no answer within ${budgetMs} ms` }), budgetMs);
  });
  const answered = read(rep, account, range, follow).then(
    (done): Outcome => ({ rep, busy: done.busy }),
    (error: unknown): Outcome => ({ rep, missed: messageOf(error) }),
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Marks the reps failing closed, and alerts the sales inbox once when an outage begins. */
function failingClosed(closed: Array<{ rep: SalesRep; missed: string; last?: Read }>) {
  for (const { rep } of closed) reads.outage.reps.add(rep.id);
  if (reads.outage.alerted) return;
  reads.outage.alerted = true;
  const staleAfter = serverEnv().CALDAV_STALE_AFTER;
  const facts = {
    reps: closed.map(({ rep }) => `${rep.name} (${rep.id})`).join(', '),
    lastGood: closed.map(({ last }) => last?.at.toISOString() ?? 'this server started').join(', '),
    staleAfter: staleAfter % 60_000 === 0 ? plural(staleAfter / 60_000, 'minute') : plural(staleAfter / 1000, 'second'),
    error: closed.map(({ missed }) => missed).join('; '),
  };
  void alertSalesInbox({ subject: fill(calendarAlertWords.outageSubject, facts), text: fill(calendarAlertWords.outageBody, facts) });
}

/**
 * The busy times of each of `reps` with a calendar, for `window`. A rep whose calendar has not
 * been read within CALDAV_STALE_AFTER is busy over the whole range: they offer no times.
 */
export async function calendarBusy(reps: SalesRep[], window: Interval, options: { budgetMs?: number; follow?: FollowCalendar } = {}): Promise<Map<string, Interval[]>> {
  const range = rangeFor(window);
  const budgetMs = options.budgetMs ?? CALENDAR_READ_BUDGET_MS;
  const outcomes = await Promise.all(reps.flatMap((rep) => {
    const account = calendarAccount(rep);
    if (!account) return [];
    const first = !reads.lastGood.has(account.calendarUrl) && !reads.outage.reps.has(rep.id);
    return [withinBudget(rep, account, range, first ? Math.max(budgetMs, FIRST_READ_BUDGET_MS) : budgetMs, options.follow)];
  }));
  const busy = new Map<string, Interval[]>();
  const fallbacks: string[] = [];
  const closed: Array<{ rep: SalesRep; missed: string; last?: Read }> = [];
  const staleAfter = serverEnv().CALDAV_STALE_AFTER;
  for (const outcome of outcomes) {
    if ('busy' in outcome) {
      busy.set(outcome.rep.id, outcome.busy);
      continue;
    }
    const last = reads.lastGood.get(calendarAccount(outcome.rep)!.calendarUrl);
    if (last && Date.now() - last.at.getTime() <= staleAfter) {
      busy.set(outcome.rep.id, last.busy);
      fallbacks.push(`${outcome.rep.id} (${outcome.missed}; the last good read, of ${last.at.toISOString()})`);
    } else {
      busy.set(outcome.rep.id, [range]);
      closed.push({ rep: outcome.rep, missed: outcome.missed, last });
      fallbacks.push(`${outcome.rep.id} (${outcome.missed}; ${last ? `the last good read, of ${last.at.toISOString()}, is too old` : 'no good read yet'}: no times)`);
    }
  }
  if (fallbacks.length) console.warn(`[booking] CalDAV busy times not read, slots use instead: ${fallbacks.join(', ')}`);
  if (closed.length) failingClosed(closed);
  return busy;
}

/**
 * A booking's iCalendar UID, `<random>@<the site's host>`: the same in the invitations and in
 * the rep's calendar, and how the busy-time read tells the site's own meetings (which the
 * booking store already blocks, and frees at once on a cancel) from the rep's other events.
 */
const suffix = () => `@${new URL(serverEnv().SITE_URL).hostname}`;

export const newBookingUid = () => `${randomUUID()}${suffix()}`;

export const isBookingUid = (uid: string) => uid.endsWith(suffix());

/**
 * A mail to the sales inbox (LEAD_NOTIFY_TO, through the lead mail's SMTP pool) when the
 * booking's calendars need a person: a rep's calendar that cannot be read, a booked event the
 * relay gave up writing. Always logged as an error too, so a site without SMTP_URL still says it.
 * Never throws: an alert that cannot be sent is logged, and the booking goes on.
 */
export async function alertSalesInbox(mail: { subject: string; text: string }): Promise<void> {
  console.error(`[booking] ${mail.subject}\n${mail.text}`);
  const env = serverEnv();
  if (!env.SMTP_URL || !env.LEAD_NOTIFY_TO) return;
  const host = new URL(env.SITE_URL).hostname;
  try {
    await transportFor(env.SMTP_URL).sendMail({
      from: env.LEAD_NOTIFY_FROM ?? { name: `${site.name} website`, address: `no-reply@${host}` },
      to: env.LEAD_NOTIFY_TO,
      subject: mail.subject,
      text: `${mail.text}\n`,
      headers: { 'X-Booking-Alert': 'calendar' },
    });
  } catch (error) {
    console.error(`[booking] The alert "${mail.subject}" could not be mailed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
