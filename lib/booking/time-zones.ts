import { BoundedCache } from '@/lib/bounded-cache';

/**
 * Wall-clock arithmetic in IANA zones with the runtime's Intl alone (no tz database package):
 * Intl knows each zone's offsets, and `instantAt` searches the offset that maps a local date
 * and time back to an instant, which is what makes slots DST-correct.
 */

/** Longer than any IANA name (the longest is 32 characters). */
const MAX_ZONE_NAME = 64;
/** A named zone; Intl also takes UTC offsets ("+05:00"), which no visitor's browser reports. */
const NAMED_ZONE = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/**
 * The IANA spelling of a zone name, or undefined when it names none. Intl takes a zone in any
 * mix of case and by its old aliases ("america/new_york", "US/Eastern"), so a stranger has tens
 * of thousands of spellings of one zone: everything keyed by a zone uses this spelling only.
 */
export function canonicalTimeZone(name: string): string | undefined {
  if (!name || name.length > MAX_ZONE_NAME || !NAMED_ZONE.test(name)) return undefined;
  // Intl keeps a little memory for every distinct spelling it is handed (measured: 6.5 MB per
  // 20,000), so a known zone in any case is looked up, and Intl asked once per lower-case name.
  const key = name.toLowerCase();
  const known = knownZones().get(key);
  if (known) return known;
  return aliases.get(key, () => {
    try {
      const canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
      return NAMED_ZONE.test(canonical) ? canonical : undefined;
    } catch {
      return undefined;
    }
  });
}

let zonesByLowerCase: Map<string, string> | undefined;
/** The runtime's zones by their lower-case names (about 420). */
const knownZones = () => (zonesByLowerCase ??= new Map(Intl.supportedValuesOf('timeZone').map((zone) => [zone.toLowerCase(), zone])));
/** Other names Intl takes (old aliases, "UTC") and names it refuses, by lower-case name. */
const aliases = new BoundedCache<string, string | undefined>(1_000);

export const isTimeZone = (name: string): boolean => canonicalTimeZone(name) !== undefined;

/**
 * How many zones keep a formatter. The runtime knows about 420 zones, each formatter holds some
 * 45 KB outside the JS heap (418 of them: +18.7 MB resident); the zones in use at one time are
 * far fewer, and a miss only costs building one formatter again.
 */
const ZONE_FORMATS = 100;

const partsFormats = new BoundedCache<string, Intl.DateTimeFormat>(ZONE_FORMATS);

/** A cached formatter per zone: building Intl formatters is the slow part of these helpers. */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  return partsFormats.get(timeZone, () => new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }));
}

/** The wall clock of `instant` in `timeZone`, as numbers. */
function wallClock(instant: Date, timeZone: string) {
  const parts = partsFormat(timeZone).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value('year'), month: value('month'), day: value('day'), hour: value('hour'), minute: value('minute'), second: value('second') };
}

/** Minutes the zone's clock is ahead of UTC at `instant` (-300 for New York in winter). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

export function zonedDate(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

/**
 * Formatters in UTC, by language and options: a label in any zone is the UTC label of the
 * instant shifted by the zone's offset, so labels need one formatter per language, and each
 * zone only its one parts formatter above (a formatter holds some 45 KB outside the JS heap).
 */
const utcFormats = new BoundedCache<string, Intl.DateTimeFormat>(32);

/** `instant` as people read it in `locale` on the clock of `timeZone`, with `options` (a list labels every slot: npm run bench:booking). */
export function formatInZone(instant: Date, timeZone: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const format = utcFormats.get(`${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }));
  return format.format(new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000));
}

/** The clock time as people read it in `locale`. */
export const zonedTime = (instant: Date, timeZone: string, locale: string): string => formatInZone(instant, timeZone, locale, { hour: 'numeric', minute: '2-digit' });

/**
 * The instant when the clock in `timeZone` reads `date` `time`. A local time can map to no
 * instant (skipped by a spring-forward change: undefined, so no slot is invented) or to two
 * (repeated by a fall-back change: the earlier, as most calendars do).
 */
export function instantAt(date: string, time: string, timeZone: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(asUtc)) return undefined;
  // The zone's offsets a day either side cover any change on that date (changes are < 24 h apart nowhere).
  const offsets = new Set([offsetMinutes(new Date(asUtc - 86_400_000), timeZone), offsetMinutes(new Date(asUtc + 86_400_000), timeZone)]);
  const candidates = [...offsets]
    .map((offset) => new Date(asUtc - offset * 60_000))
    .filter((instant) => zonedDate(instant, timeZone) === date && wallClockTime(instant, timeZone) === time)
    .sort((a, b) => a.getTime() - b.getTime());
  return candidates[0];
}

function wallClockTime(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** The calendar date `days` after `date` ('YYYY-MM-DD'): plain calendar arithmetic, no zone involved. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The first instant of `date` in `timeZone` (a few zones skip midnight itself on a change day). */
export function startOfDay(date: string, timeZone: string): Date {
  for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
    const instant = instantAt(date, `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`, timeZone);
    if (instant) return instant;
  }
  throw new Error(`no instant on ${date} in ${timeZone}`);
}
