/** @jest-environment node */
import { mergeIntervals, overlaps } from '@/lib/booking/intervals';
import { canonicalTimeZone, instantAt, isTimeZone, zonedDate, zonedTime } from '@/lib/booking/time-zones';

/**
 * The wall-clock helpers the slots are built on, at the edges daylight saving creates, with
 * the answers worked out by hand (New York: EST -5 / EDT -4; Madrid: CET +1 / CEST +2).
 */

const at = (iso: string) => new Date(iso);

describe('instantAt', () => {
  it.each([
    ['2026-03-07', '09:00', 'America/New_York', '2026-03-07T14:00:00.000Z'], // EST, the day before the change
    ['2026-03-08', '01:30', 'America/New_York', '2026-03-08T06:30:00.000Z'], // EST, just before it
    ['2026-03-08', '03:00', 'America/New_York', '2026-03-08T07:00:00.000Z'], // EDT, just after it
    ['2026-03-09', '09:00', 'America/New_York', '2026-03-09T13:00:00.000Z'], // EDT
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'], // repeated: the earlier (EDT)
    ['2026-11-01', '02:00', 'America/New_York', '2026-11-01T07:00:00.000Z'], // EST
    ['2026-03-29', '03:00', 'Europe/Madrid', '2026-03-29T01:00:00.000Z'], // CEST
    ['2026-10-25', '02:30', 'Europe/Madrid', '2026-10-25T00:30:00.000Z'], // repeated: the earlier (CEST)
    ['2026-10-25', '03:00', 'Europe/Madrid', '2026-10-25T02:00:00.000Z'], // CET
    ['2026-06-15', '00:00', 'Asia/Kolkata', '2026-06-14T18:30:00.000Z'], // a half-hour offset
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(instantAt(date, time, zone)?.toISOString()).toBe(expected);
  });

  it.each([
    ['2026-03-08', '02:00', 'America/New_York'],
    ['2026-03-08', '02:30', 'America/New_York'],
    ['2026-03-29', '02:00', 'Europe/Madrid'],
    ['2026-03-29', '02:30', 'Europe/Madrid'],
  ])('%s %s in %s never happens (spring forward): undefined', (date, time, zone) => {
    expect(instantAt(date, time, zone)).toBeUndefined();
  });

  it('refuses what is not a date and a time', () => {
    expect(instantAt('2026-3-8', '09:00', 'America/New_York')).toBeUndefined();
    expect(instantAt('2026-03-08', '9:00', 'America/New_York')).toBeUndefined();
    expect(instantAt('2026-02-30', '09:00', 'America/New_York')).toBeUndefined();
  });
});

describe('zonedDate and zonedTime', () => {
  it('give the date and the clock where the visitor is', () => {
    expect(zonedDate(at('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(zonedDate(at('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(zonedDate(at('2026-03-28T23:30:00Z'), 'Europe/Madrid')).toBe('2026-03-29');
    expect(zonedTime(at('2026-03-09T13:00:00Z'), 'America/New_York', 'en-US')).toBe('9:00 AM');
    expect(zonedTime(at('2026-03-09T13:00:00Z'), 'Europe/Madrid', 'es')).toBe('14:00');
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('intervals', () => {
  const span = (from: string, to: string) => ({ start: at(`2026-01-05T${from}:00Z`), end: at(`2026-01-05T${to}:00Z`) });

  it('are half-open: back-to-back meetings do not overlap', () => {
    expect(overlaps(span('09:00', '09:30'), span('09:30', '10:00'))).toBe(false);
    expect(overlaps(span('09:00', '09:31'), span('09:30', '10:00'))).toBe(true);
    expect(overlaps(span('09:00', '12:00'), span('10:00', '10:30'))).toBe(true);
  });

  it('merge sorted, joining overlapping and touching ones', () => {
    const merged = mergeIntervals([span('13:00', '14:00'), span('09:00', '10:00'), span('09:30', '11:00'), span('11:00', '11:30')]);
    expect(merged.map((interval) => `${interval.start.toISOString().slice(11, 16)}-${interval.end.toISOString().slice(11, 16)}`))
      .toEqual(['09:00-11:30', '13:00-14:00']);
  });
});

// Issue 54, item 1: a zone in any case or by an old alias was a new cache key each time.
describe('canonicalTimeZone', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['america/new_york', 'America/New_York'],
    ['AMERICA/NEW_YORK', 'America/New_York'],
    ['aMeRiCa/NeW_yOrK', 'America/New_York'],
    ['US/Eastern', 'America/New_York'],
    ['europe/madrid', 'Europe/Madrid'],
    ['utc', 'UTC'],
  ])('%s is %s', (name, canonical) => {
    expect(canonicalTimeZone(name)).toBe(canonical);
  });

  it('gives every case variant of one zone the same spelling', () => {
    const name = 'America/Argentina/ComodRivadavia';
    const variants = new Set(Array.from({ length: 200 }, (_, index) => [...name].map((letter, at) => ((index >> (at % 8)) & 1 ? letter.toUpperCase() : letter.toLowerCase())).join('')));
    expect(variants.size).toBeGreaterThan(100);
    expect(new Set([...variants].map(canonicalTimeZone))).toEqual(new Set([canonicalTimeZone(name)]));
  });

  it('names no zone for an offset, an unknown name, an empty or an overlong one', () => {
    for (const name of ['+05:00', '-0300', 'Mars/Olympus_Mons', '', `America/${'x'.repeat(80)}`]) {
      expect(canonicalTimeZone(name)).toBeUndefined();
      expect(isTimeZone(name)).toBe(false);
    }
  });
});
