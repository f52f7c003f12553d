import type { Interval } from './intervals';
import { addDays, instantAt, startOfDay } from './time-zones';

/**
 * Busy intervals from the calendar data a CalDAV calendar-query returns with <expand>: one
 * VEVENT per occurrence. Only the properties that decide busyness are read (DTSTART, DTEND,
 * DURATION, STATUS, TRANSP), so a few lines of parsing replace a full iCalendar library.
 *
 * Xandikos 0.2.8 (Debian 12) answers <expand> imperfectly: each occurrence's DTSTART is the UTC
 * value without its `Z`, and DTEND stays the first occurrence's. RFC 4791 (9.6.5) makes
 * expanded times UTC, so a floating DTSTART is read as UTC, and an occurrence whose DTEND is
 * not after its start takes the length of the event's other occurrences.
 */

type Property = { name: string; params: Record<string, string>; value: string };

/** Content lines, unfolded (RFC 5545 3.1: a line starting with a space or tab continues the previous one). */
function contentLines(ics: string): string[] {
  return ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/).filter(Boolean);
}

function parseLine(line: string): Property {
  const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const [name = '', ...params] = line.slice(0, colon).split(';');
  return {
    name: name.toUpperCase(),
    params: Object.fromEntries(params.map((param) => {
      const [key = '', value = ''] = param.split('=');
      return [key.toUpperCase(), value.replace(/^"|"$/g, '')];
    })),
    value: line.slice(colon + 1),
  };
}

/** Each VEVENT's properties (those of its nested components, such as VALARM, left out). */
function vevents(ics: string): Array<Map<string, Property>> {
  const events: Array<Map<string, Property>> = [];
  let current: Map<string, Property> | undefined;
  let nested = 0;
  for (const line of contentLines(ics)) {
    const property = parseLine(line);
    const component = property.value.toUpperCase();
    if (!current) {
      if (property.name === 'BEGIN' && component === 'VEVENT') [current, nested] = [new Map(), 0];
    } else if (property.name === 'BEGIN') {
      nested += 1;
    } else if (property.name === 'END' && nested > 0) {
      nested -= 1;
    } else if (property.name === 'END') {
      events.push(current);
      current = undefined;
    } else if (nested === 0 && !current.has(property.name)) {
      current.set(property.name, property);
    }
  }
  return events;
}

type When = { instant: Date; allDay: boolean } | undefined;

/** A DATE or DATE-TIME value as an instant; dates and floating times in `timeZone` or UTC as explained above. */
function when(property: Property | undefined, calendarZone: string): When {
  const match = property && /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(property.value);
  if (!property || !match) return undefined;
  const [, year, month, day, hour, minute, second, utc] = match;
  const date = `${year}-${month}-${day}`;
  if (hour === undefined) return { instant: startOfDay(date, calendarZone), allDay: true };
  const tzid = property.params.TZID;
  const instant = !utc && tzid ? instantAt(date, `${hour}:${minute}`, tzid) : new Date(`${date}T${hour}:${minute}:${second}Z`);
  return instant && { instant, allDay: false };
}

/** An RFC 5545 DURATION (such as PT30M, P1D, P1W) in milliseconds. */
function durationMs(value: string | undefined): number | undefined {
  const match = value && /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value);
  if (!match) return undefined;
  const [, sign, weeks, days, hours, minutes, seconds] = match.map((part) => part ?? '0');
  const ms = ((((Number(weeks) * 7 + Number(days)) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
  return sign === '-' ? -ms : ms;
}

/** Opaque, non-cancelled events of the given calendar objects as intervals; all-day events block their whole day in `calendarZone`. */
export function busyFromIcs(objects: string[], calendarZone: string): Interval[] {
  const occurrences: Array<{ uid: string; start: Date; end?: Date }> = [];
  for (const event of objects.flatMap(vevents)) {
    if (event.get('STATUS')?.value.toUpperCase() === 'CANCELLED') continue;
    if (event.get('TRANSP')?.value.toUpperCase() === 'TRANSPARENT') continue;
    const start = when(event.get('DTSTART'), calendarZone);
    if (!start) continue;
    const end = when(event.get('DTEND'), calendarZone);
    const duration = durationMs(event.get('DURATION')?.value);
    const endInstant = end && end.instant > start.instant ? end.instant
      : duration !== undefined && duration > 0 ? new Date(start.instant.getTime() + duration)
        : start.allDay ? startOfDay(addDays(dateIn(event.get('DTSTART')!), 1), calendarZone) : undefined;
    occurrences.push({ uid: event.get('UID')?.value ?? '', start: start.instant, end: endInstant });
  }
  // Occurrences left without a sensible end take the length their siblings of the same UID have.
  const lengths = new Map(occurrences.filter((item) => item.end).map((item) => [item.uid, item.end!.getTime() - item.start.getTime()]));
  return occurrences.map((item) => ({ start: item.start, end: item.end ?? new Date(item.start.getTime() + (lengths.get(item.uid) ?? 0)) }))
    .filter((interval) => interval.end > interval.start);
}

const dateIn = (property: Property) => `${property.value.slice(0, 4)}-${property.value.slice(4, 6)}-${property.value.slice(6, 8)}`;
