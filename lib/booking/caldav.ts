import { calendarQuery, createObject, deleteObject } from 'tsdav';
import { busyFromIcs, type Busy } from './ics-busy';
import type { Interval } from './intervals';

/**
 * A rep's calendar over CalDAV with tsdav: busy times read (calendar-query), our events
 * written, removed and read back by UID (PUT, DELETE and GET of `<uid>.ics`). Every request
 * carries a timeout, so a slow server costs the caller a bounded wait and a rejection it can
 * fall back from.
 */

/** `timeZone` (IANA, default UTC) is where the rep's all-day events begin and end. */
export type CalendarAccount = { serverUrl: string; calendarUrl: string; username?: string; password?: string; timeZone?: string };

const DEFAULT_TIMEOUT_MS = 5_000;

function requestOptions(account: CalendarAccount, timeoutMs = DEFAULT_TIMEOUT_MS) {
  const headers: Record<string, string> = account.username
    ? { Authorization: `Basic ${Buffer.from(`${account.username}:${account.password ?? ''}`).toString('base64')}` }
    : {};
  return { headers, fetchOptions: { signal: AbortSignal.timeout(timeoutMs) } };
}

/** The calendar's URL, absolute and with the trailing slash collections need. */
function collectionUrl(account: CalendarAccount): string {
  const url = new URL(account.calendarUrl, account.serverUrl).href;
  return url.endsWith('/') ? url : `${url}/`;
}

const objectUrl = (account: CalendarAccount, uid: string) => `${collectionUrl(account)}${encodeURIComponent(uid)}.ics`;

/** iCalendar UTC form of an instant: 20261130T140000Z. */
const icalUtc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

type Filter = Record<string, unknown>;

/** The calendar objects (href -> iCalendar text) a calendar-query REPORT with this VEVENT filter returns, unexpanded. */
async function queryObjects(account: CalendarAccount, eventFilter: Filter, timeoutMs?: number): Promise<Map<string, string>> {
  const responses = await calendarQuery({
    url: collectionUrl(account),
    depth: '1',
    props: { 'c:calendar-data': {} },
    filters: { 'c:comp-filter': { _attributes: { name: 'VCALENDAR' }, 'c:comp-filter': { _attributes: { name: 'VEVENT' }, ...eventFilter } } },
    ...requestOptions(account, timeoutMs),
  });
  const failed = responses.find((response) => !response.ok);
  if (failed) throw new Error(`CalDAV calendar-query on ${collectionUrl(account)} answered ${failed.status} ${failed.statusText ?? ''}`.trim());
  return new Map(responses.flatMap((response) => {
    const data: unknown = response.props?.calendarData;
    const text = typeof data === 'string' ? data : (data as { _cdata?: unknown } | undefined)?._cdata;
    return typeof text === 'string' ? [[response.href ?? text, text] as const] : [];
  }));
}

/**
 * Busy times by calendar-query REPORTs (not free-busy-query, which several servers, Google's
 * among them, do not answer), recurrences expanded here (./ics-busy.ts): the events a
 * time-range filter finds, and every recurring event whatever its first date, since a server
 * may leave out of a time-range query the series that began before it (Xandikos 0.2.8 does).
 * Opaque, non-cancelled VEVENTs; all-day events block their whole day in the calendar's zone.
 * `objects` are the calendar objects read, as stored, for a caller that compares its own
 * events with what it expects (./ics-busy.ts's eventsFromIcs). Rejects after timeoutMs.
 */
export async function readCalendar(account: CalendarAccount, range: Interval, options?: { timeoutMs?: number }): Promise<{ busy: Busy[]; objects: string[] }> {
  const span = { _attributes: { start: icalUtc(range.start), end: icalUtc(range.end) } };
  const [inRange, recurring] = await Promise.all([
    queryObjects(account, { 'c:time-range': span }, options?.timeoutMs),
    queryObjects(account, { 'c:prop-filter': { _attributes: { name: 'RRULE' } } }, options?.timeoutMs),
  ]);
  const objects = [...new Map([...inRange, ...recurring]).values()];
  return { busy: busyFromIcs(objects, account.timeZone ?? 'UTC', range), objects };
}

export async function readBusy(account: CalendarAccount, range: Interval, options?: { timeoutMs?: number }): Promise<Busy[]> {
  return (await readCalendar(account, range, options)).busy;
}

/** GET `<uid>.ics`: the stored object's text, or undefined when there is none (404, 410). */
export async function getEvent(account: CalendarAccount, uid: string, options?: { timeoutMs?: number }): Promise<string | undefined> {
  const { headers, fetchOptions } = requestOptions(account, options?.timeoutMs);
  const response = await fetch(objectUrl(account, uid), { headers, ...fetchOptions });
  if (response.status === 404 || response.status === 410) {
    await response.arrayBuffer();
    return undefined;
  }
  if (!response.ok) throw new Error(`CalDAV GET ${objectUrl(account, uid)} answered ${response.status} ${response.statusText}`.trim());
  return response.text();
}

/** PUT `<uid>.ics` (create or replace; idempotent by UID). */
export async function putEvent(account: CalendarAccount, event: { uid: string; ics: string }, options?: { timeoutMs?: number }): Promise<void> {
  const { headers, fetchOptions } = requestOptions(account, options?.timeoutMs);
  const response = await createObject({
    url: objectUrl(account, event.uid), data: event.ics,
    headers: { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' }, fetchOptions,
  });
  if (!response.ok) throw new Error(`CalDAV PUT ${objectUrl(account, event.uid)} answered ${response.status} ${response.statusText}`.trim());
}

/** DELETE `<uid>.ics`; a missing event is success. */
export async function deleteEvent(account: CalendarAccount, uid: string, options?: { timeoutMs?: number }): Promise<void> {
  const response = await deleteObject({ url: objectUrl(account, uid), ...requestOptions(account, options?.timeoutMs) });
  if (!response.ok && response.status !== 404 && response.status !== 410) {
    throw new Error(`CalDAV DELETE ${objectUrl(account, uid)} answered ${response.status} ${response.statusText}`.trim());
  }
}
