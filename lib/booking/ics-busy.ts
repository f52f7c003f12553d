import ICAL from 'ical.js';
import { overlaps, type Interval } from './intervals';
import { addDays, instantAt, isTimeZone, startOfDay } from './time-zones';

/**
 * Busy intervals in a range from whole calendar objects (as stored, not expanded by the
 * server), with recurrences expanded here by ical.js: RRULE, RDATE, EXDATE and overridden or
 * cancelled occurrences (RECURRENCE-ID). The server's own expansion is not trusted: Xandikos
 * 0.2.8 (Debian 12) leaves out a weekly event whose first occurrence is before the range and
 * keeps the first occurrence's UTC offset across a daylight-saving change.
 *
 * Each occurrence's wall-clock time becomes an instant in its TZID by the runtime's IANA data
 * (./time-zones.ts), so DST is right even when the object's VTIMEZONE is missing or stale;
 * a TZID that is not an IANA name (Outlook's "Eastern Standard Time") is read with the
 * object's VTIMEZONE. Floating times and all-day dates are in `calendarZone`, the rep's.
 * Opaque, non-cancelled events only: TRANSP:TRANSPARENT and STATUS:CANCELLED do not block.
 */

/** Occurrences expanded per recurring event at most: a guard against rules that never reach the range. */
const MAX_OCCURRENCES = 5_000;
const DAY_MS = 24 * 60 * 60_000;

/** A busy interval and the UID of the event it comes from. */
export type Busy = Interval & { uid: string };

type Zones = Map<string, ICAL.Timezone>;
const pad = (value: number) => String(value).padStart(2, '0');

/** The instant a DATE or DATE-TIME value of property `name` stands for. */
function instantOf(time: ICAL.Time, tzid: string | undefined, zones: Zones, calendarZone: string): Date {
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return startOfDay(date, calendarZone);
  if (time.zone?.tzid === 'UTC') return new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second));
  const zone = tzid && isTimeZone(tzid) ? tzid : tzid && zones.has(tzid) ? undefined : calendarZone;
  if (!zone) {
    const local = time.clone();
    local.zone = zones.get(tzid!)!;
    return new Date(local.toUnixTime() * 1000);
  }
  // A wall-clock time a spring-forward change skips is read an hour later (RFC 5545 3.3.5).
  const clock = `${pad(time.hour)}:${pad(time.minute)}`;
  const instant = instantAt(date, clock, zone) ?? instantAt(date, `${pad((time.hour + 1) % 24)}:${pad(time.minute)}`, zone) ?? new Date(`${date}T${clock}:00Z`);
  return new Date(instant.getTime() + time.second * 1000);
}

const tzidOf = (event: ICAL.Component, name: string) => {
  const value = event.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
};

const blocks = (event: ICAL.Component) =>
  String(event.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED'
  && String(event.getFirstPropertyValue('transp') ?? '').toUpperCase() !== 'TRANSPARENT';

/** How long `event` (a master or an overridden occurrence) lasts, in ms, from its own DTSTART. */
function lengthOf(event: ICAL.Component, zones: Zones, calendarZone: string): number {
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time | null;
  const end = event.getFirstPropertyValue('dtend') as ICAL.Time | null;
  const duration = event.getFirstPropertyValue('duration') as ICAL.Duration | null;
  if (start && end) return instantOf(end, tzidOf(event, 'dtend'), zones, calendarZone).getTime() - instantOf(start, tzidOf(event, 'dtstart'), zones, calendarZone).getTime();
  if (duration) return duration.toSeconds() * 1000;
  return start?.isDate ? DAY_MS : 0;
}

/** One occurrence's interval; all-day ones span whole days in the calendar zone (23 or 25 hours on a change day). */
function occurrence(start: ICAL.Time, item: ICAL.Component, zones: Zones, calendarZone: string): Interval {
  const from = instantOf(start, tzidOf(item, 'dtstart'), zones, calendarZone);
  const length = lengthOf(item, zones, calendarZone);
  if (!start.isDate) return { start: from, end: new Date(from.getTime() + length) };
  const date = `${start.year}-${pad(start.month)}-${pad(start.day)}`;
  return { start: from, end: startOfDay(addDays(date, Math.max(1, Math.round(length / DAY_MS))), calendarZone) };
}

/** The object's VTIMEZONEs by TZID. */
const zonesOf = (root: ICAL.Component): Zones =>
  new Map(root.getAllSubcomponents('vtimezone').map((component) => [String(component.getFirstPropertyValue('tzid')), new ICAL.Timezone(component)]));

function busyOfObject(text: string, calendarZone: string, range: Interval): Busy[] {
  const root = new ICAL.Component(ICAL.parse(text));
  const zones = zonesOf(root);
  const byUid = new Map<string, ICAL.Component[]>();
  for (const event of root.getAllSubcomponents('vevent')) {
    const uid = String(event.getFirstPropertyValue('uid') ?? '');
    byUid.set(uid, [...(byUid.get(uid) ?? []), event]);
  }
  const busy: Busy[] = [];
  for (const [uid, events] of byUid) {
    const master = events.find((event) => !event.hasProperty('recurrence-id'));
    if (!master || !(master.hasProperty('rrule') || master.hasProperty('rdate'))) {
      // Plain events, and overridden occurrences sent without their master.
      for (const event of events) {
        const start = event.getFirstPropertyValue('dtstart') as ICAL.Time | null;
        if (start && blocks(event)) busy.push({ ...occurrence(start, event, zones, calendarZone), uid });
      }
      continue;
    }
    const recurring = new ICAL.Event(master);
    for (const exception of events) if (exception !== master) recurring.relateException(exception);
    const iterator = recurring.iterator();
    for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; count += 1, next = iterator.next()) {
      // Occurrences come in the order of their original starts: stop a day past the range.
      if (instantOf(next, tzidOf(master, 'dtstart'), zones, calendarZone).getTime() > range.end.getTime() + DAY_MS) break;
      const details = recurring.getOccurrenceDetails(next);
      const item = details.item.component;
      if (blocks(item)) busy.push({ ...occurrence(details.startDate, item, zones, calendarZone), uid });
    }
  }
  return busy;
}

/** The busy intervals of these calendar objects that overlap `range`. An object that does not parse is skipped. */
export function busyFromIcs(objects: string[], calendarZone: string, range: Interval): Busy[] {
  return objects
    .flatMap((text) => {
      try {
        return busyOfObject(text, calendarZone, range);
      } catch {
        return [];
      }
    })
    .filter((interval) => interval.end > interval.start && overlaps(interval, range));
}

/**
 * One single (not recurring) event as stored, with what a comparison with a booking needs: its
 * times, SEQUENCE, whether it is cancelled (STATUS:CANCELLED), and its attendees' answers
 * (PARTSTAT, as servers record iTIP replies), by lower-cased address.
 */
export type StoredEvent = Interval & { uid: string; sequence: number; cancelled: boolean; partstat: Record<string, string> };

function storedEvent(event: ICAL.Component, zones: Zones, calendarZone: string): StoredEvent | undefined {
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time | null;
  if (!start || event.hasProperty('rrule') || event.hasProperty('recurrence-id')) return undefined;
  const partstat: Record<string, string> = {};
  for (const attendee of event.getAllProperties('attendee')) {
    const address = String(attendee.getFirstValue() ?? '').replace(/^mailto:/i, '').toLowerCase();
    const answer = attendee.getParameter('partstat');
    if (address) partstat[address] = typeof answer === 'string' ? answer.toUpperCase() : 'NEEDS-ACTION';
  }
  return {
    ...occurrence(start, event, zones, calendarZone),
    uid: String(event.getFirstPropertyValue('uid') ?? ''),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0) || 0,
    cancelled: String(event.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED',
    partstat,
  };
}

/** The single events of these calendar objects whose UID `wanted` accepts. An object that does not parse is skipped. */
export function eventsFromIcs(objects: string[], calendarZone: string, wanted: (uid: string) => boolean): StoredEvent[] {
  return objects.flatMap((text) => {
    try {
      const root = new ICAL.Component(ICAL.parse(text));
      const zones = zonesOf(root);
      return root.getAllSubcomponents('vevent')
        .filter((event) => wanted(String(event.getFirstPropertyValue('uid') ?? '')))
        .flatMap((event) => storedEvent(event, zones, calendarZone) ?? []);
    } catch {
      return [];
    }
  });
}
