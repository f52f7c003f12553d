/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileBookingStore } from '@/lib/booking-store/file-store';
import { availability, days } from '@/services/booking/availability';
import { repById } from '@/services/booking/team';
import { salesRepSchema, salesTeam, type SalesRep } from '@/content/sales-team';

/**
 * Time off (issue 54): each rep names a country and region (content/sales-team.ts, checked
 * against date-holidays); their public holidays have no slots and are not counted among the 10
 * business days, which are counted in the rep's zone. The afternoon hours of a daylight-saving
 * change day stay at their wall-clock time.
 */

let dir: string;
let store: FileBookingStore;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-booking-holidays-'));
  store = new FileBookingStore({ dir });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const clock = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
/** Rep-local date -> the times offered, on the rep's clock, to a visitor in `visitorZone`. */
async function offered(rep: SalesRep, now: string, visitorZone = rep.timeZone) {
  const found = await availability({ store, language: rep.languages[0]!, timeZone: visitorZone, now: new Date(now), reps: [rep] });
  return { window: found.window, table: Object.fromEntries(days(found.free, rep.timeZone).map((day) => [day.date, day.starts.map((start) => clock(start, rep.timeZone))])) };
}

describe('public holidays and the business days', () => {
  it('every shipped rep names a place date-holidays knows; an unknown one is refused', () => {
    expect(salesTeam.map((rep) => [rep.id, rep.holidays])).toEqual([
      ['rep-east', { country: 'US', region: 'NY' }],
      ['rep-central', { country: 'US', region: 'IL' }],
      ['rep-es', { country: 'ES', region: 'MD' }],
    ]);
    const rep = { ...repById('rep-es')! };
    expect(() => salesRepSchema.parse({ ...rep, holidays: { country: 'XX' } })).toThrow('date-holidays does not know this country');
    expect(() => salesRepSchema.parse({ ...rep, holidays: { country: 'ES', region: 'ZZ' } })).toThrow('date-holidays does not know this region');
    expect(() => salesRepSchema.parse({ ...rep, holidays: undefined })).toThrow();
  });

  it('Madrid’s 7 and 8 December 2026 (Constitution Day moved from Sunday, the Immaculate Conception) have no slots, and the window runs two business days longer', async () => {
    const rep = repById('rep-es')!;
    // Friday 4 December 2026, 08:00 UTC.
    const { window, table } = await offered(rep, '2026-12-04T08:00:00Z');
    expect(Object.keys(table)).toEqual(['2026-12-04', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-21']);
    // Ten business days: 4, 9, 10, 11, 14 ... 18, 21 December; the window ends at Madrid's midnight after the 21st.
    expect(window.end.toISOString()).toBe('2026-12-21T23:00:00.000Z');
    expect(table['2026-12-09']).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30']);
  });

  it('Thanksgiving in New York has no slots; the next day has its usual hours', async () => {
    const rep = repById('rep-east')!;
    // Monday 23 November 2026, 12:00 UTC (07:00 in New York).
    const { table } = await offered(rep, '2026-11-23T12:00:00Z');
    expect(table['2026-11-25']).toHaveLength(16);
    expect(table['2026-11-26']).toBeUndefined();
    expect(table['2026-11-27']).toEqual(table['2026-11-25']);
  });

  it('the 10 business days are counted in the rep’s zone, not the visitor’s: a Friday evening in New York is already Saturday in Madrid and Kiritimati', async () => {
    // Friday 11 December 2026, 23:30 UTC: Friday 18:30 in New York (past its hours), Saturday 00:30 in Madrid, Saturday 13:30 in Kiritimati.
    const now = '2026-12-11T23:30:00Z';
    const east = await offered(repById('rep-east')!, now, 'Pacific/Kiritimati');
    const es = await offered(repById('rep-es')!, now, 'Pacific/Kiritimati');
    // New York counts Friday 11 as the first day (14 ... 24 December, Christmas is the 25th): ends after Thursday 24.
    expect(east.window.end.toISOString()).toBe('2026-12-25T05:00:00.000Z');
    // Madrid starts counting on Monday 14 (14 ... 18, 21 ... 24, then 28, Christmas off): ends after Monday 28.
    expect(es.window.end.toISOString()).toBe('2026-12-28T23:00:00.000Z');
    expect(Object.keys(es.table).at(-1)).toBe('2026-12-28');
  });

  it('the afternoon hours on a daylight-saving change day stay at their wall-clock time (New York, Sunday 8 March 2026)', async () => {
    const afternoons = { sat: [{ from: '13:00', to: '17:00' }], sun: [{ from: '13:00', to: '17:00' }], mon: [{ from: '13:00', to: '17:00' }] };
    const rep = salesRepSchema.parse({ ...repById('rep-east')!, weeklyHours: afternoons, minimumNoticeMinutes: 0, bufferMinutes: 0, maxPerDay: 16 });
    const found = await availability({ store, language: 'en', timeZone: 'UTC', now: new Date('2026-03-06T12:00:00Z'), reps: [rep] });
    const utc = Object.fromEntries(days(found.free, 'UTC').map((day) => [day.date, [day.starts[0], day.starts.at(-1)]]));
    // 13:00-16:30 EST (UTC-5) on Saturday, EDT (UTC-4) from Sunday's 03:00 on: the afternoon moves an hour in UTC, not on the rep's clock.
    expect(utc['2026-03-07']).toEqual(['2026-03-07T18:00:00.000Z', '2026-03-07T21:30:00.000Z']);
    expect(utc['2026-03-08']).toEqual(['2026-03-08T17:00:00.000Z', '2026-03-08T20:30:00.000Z']);
    expect(utc['2026-03-09']).toEqual(['2026-03-09T17:00:00.000Z', '2026-03-09T20:30:00.000Z']);
  });
});
