/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bookingStore } from '@/lib/booking-store';
import { migrate } from '@/lib/leads/pg-migrate';
import { FileTeamStore } from '@/lib/team/file-store';
import { PgTeamStore } from '@/lib/team/pg-store';
import type { RepHours, TeamStore } from '@/lib/team/store';
import { availability } from '@/services/booking/availability';
import { bookSlot } from '@/services/booking/book';
import type { BookingRequest } from '@/services/booking/tokens';
import { teamStore } from '@/services/team/config';
import { meetingsLeftOut, parseHours, saveHours, typedOf } from '@/services/team/hours-form';
import { salesTeam } from '@/content/sales-team';
import { postgresMissing, startPostgres, type PgCluster } from '../fixtures/postgres';
import { teamRoomPerTest } from '../fixtures/team-room';

/**
 * Hours and time off (issue 55, step 5): the store's contract on files and on a real
 * PostgreSQL, the booking service offering the stored hours at once, and the save that names
 * the meetings it would leave out before it saves, refused to another rep's sales member.
 */

// Monday 14 December 2026, 13:00 UTC: Marisol (rep-es, Madrid, 14:00-20:00 on weekdays but Friday) is free from 15:00 UTC.
const NOW = new Date('2026-12-14T13:00:00Z');
const SITE = 'http://localhost:3000';
const ADMIN = 'ana@ladle.example';
const MARISOL = 'marisol.marcador@ladle.example';
const AVERY = 'avery.placeholder@ladle.example';
const marisol = salesTeam.find((rep) => rep.id === 'rep-es')!;

const hours = (over: Partial<RepHours> = {}): RepHours => ({
  weeklyHours: { mon: [{ from: '09:00', to: '13:00' }] },
  timeOff: [{ from: '2026-12-24', to: '2027-01-01' }],
  updatedAt: '2026-12-14T13:00:00.000Z',
  updatedBy: ADMIN,
  ...over,
});

type Backend = { name: string; missing?: string; open: () => Promise<[TeamStore, TeamStore]>; done: () => Promise<void> };
let pg: PgCluster | undefined;
const backends: Backend[] = [
  {
    name: 'file store',
    open: async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'team-hours-'));
      return [new FileTeamStore(dir), new FileTeamStore(dir)];
    },
    done: async () => undefined,
  },
  {
    name: 'PostgreSQL store',
    missing: postgresMissing,
    open: async () => {
      pg ??= await startPostgres();
      const url = await pg.createDatabase(`hours${Date.now()}`);
      await migrate(url);
      // Two instances of the site: two stores on one database.
      return [new PgTeamStore(url), new PgTeamStore(url)];
    },
    done: async () => {
      await pg?.destroy();
      pg = undefined;
    },
  },
];

describe.each(backends)('the reps’ hours in the team store: $name', (backend) => {
  const run = backend.missing ? describe.skip : describe;
  run('contract', () => {
    let one: TeamStore;
    let other: TeamStore;
    beforeAll(async () => {
      [one, other] = await backend.open();
    }, 60_000);
    afterAll(async () => {
      await one.close();
      await other.close();
      await backend.done();
    });

    it('keeps a rep’s hours and time off, replaced whole, and every instance reads the change at once', async () => {
      expect(await one.repHours()).toEqual({});
      await one.saveRepHours('rep-es', hours());
      expect(await other.repHours()).toEqual({ 'rep-es': hours() });
      const changed = hours({ weeklyHours: { tue: [{ from: '10:00', to: '12:00' }, { from: '15:00', to: '18:30' }] }, timeOff: [], updatedBy: MARISOL });
      await other.saveRepHours('rep-es', changed);
      await one.saveRepHours('rep-east', hours());
      expect(await one.repHours()).toEqual({ 'rep-es': changed, 'rep-east': hours() });
    });
  });
});

describe('the hours form and the booking service', () => {
  teamRoomPerTest('team-hours', { site: SITE, now: NOW, members: `${ADMIN}=admin,${MARISOL}=sales,${AVERY}=sales` });

  async function book(email: string, start: string) {
    const request: BookingRequest = { lead: `lead-${email}`, name: email.split('@')[0]!, email, language: 'es' };
    const outcome = await bookSlot({ request, timeZone: 'Europe/Madrid', start, now: NOW, store: bookingStore() });
    if (!outcome.ok) throw new Error(outcome.refusal);
    return outcome.booking;
  }
  // A session per post: the file store sweeps session files by their time against the test's later clock.
  const session = async (email: string) => `ladle-team=${await teamStore().createSession({ email, address: '203.0.113.9', now: new Date() })}`;
  const post = async (email: string, fields: Record<string, string>, origin = SITE) =>
    saveHours(new Request(`${SITE}/team/hours/save`, { method: 'POST', headers: { cookie: await session(email), origin, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }));
  const week = { mon: '14:00-20:00', tue: '14:00-20:00', wed: '14:00-20:00', thu: '14:00-20:00', fri: '10:00-14:00', sat: '', sun: '', off: '' };
  const offered = async () => [...(await availability({ store: bookingStore(), language: 'es', timeZone: 'Europe/Madrid', now: NOW })).free.keys()];

  it('offers the stored hours and time off on the next listing, in place of content/sales-team.ts’s', async () => {
    const before = await offered();
    expect(before.some((start) => start.startsWith('2026-12-15T'))).toBe(true);
    expect(before).not.toContain('2026-12-14T09:00:00.000Z');
    // Mornings on Monday (09:00-11:00 Madrid is 08:00-10:00 UTC next Monday), Tuesday 15-16 December off.
    const response = await post(MARISOL, { rep: 'rep-es', ...week, mon: '09:00-11:00', off: '2026-12-15 to 2026-12-16' });
    expect(response.headers.get('location')).toBe('/team/hours?rep=rep-es&m=saved');
    const after = await offered();
    expect(after.filter((start) => start.startsWith('2026-12-15T') || start.startsWith('2026-12-16T'))).toEqual([]);
    expect(after).toContain('2026-12-21T08:00:00.000Z');
    expect(after).not.toContain('2026-12-21T15:00:00.000Z');
    expect(after.some((start) => start.startsWith('2026-12-17T15:'))).toBe(true);
    expect((await teamStore().readAudit(1))[0]).toMatchObject({ who: MARISOL, action: 'changed hours and time off' });
    expect((await teamStore().readAudit(1))[0]!.detail).toContain('Marisol Marcador: mon 09:00-11:00; tue 14:00-20:00');
  });

  it('names the meetings a change would leave out before it saves, and saves only once exactly those were shown', async () => {
    const tuesday = await book('ana@cafe.example', '2026-12-15T15:00:00.000Z');
    const friday = await book('bo@bar.example', '2026-12-18T10:00:00.000Z');
    const change = { rep: 'rep-es', ...week, tue: '', off: '2026-12-18' };
    expect((await meetingsLeftOut(marisol, (parseHours(typedOf((name) => change[name as keyof typeof change])) as { ok: true; hours: never }).hours)).map((b) => b.id)).toEqual([tuesday.id, friday.id]);
    const first = await post(MARISOL, change);
    // Back to the page with what was typed, nothing saved.
    expect(first.headers.get('location')).toBe(`/team/hours?${new URLSearchParams({ rep: 'rep-es', mon: week.mon, tue: '', wed: week.wed, thu: week.thu, fri: week.fri, sat: '', sun: '', off: '2026-12-18', m: 'confirm' })}`);
    expect(await teamStore().repHours()).toEqual({});
    // A meeting booked after the page named the others is named too, before anything is saved.
    const late = await book('cy@deli.example', '2026-12-15T17:00:00.000Z');
    expect((await post(MARISOL, { ...change, confirm: '1', seen: [tuesday.id, friday.id].join(',') })).headers.get('location')).toMatch(/m=confirm$/);
    expect(await teamStore().repHours()).toEqual({});
    const confirmed = await post(MARISOL, { ...change, confirm: '1', seen: [tuesday.id, late.id, friday.id].join(',') });
    expect(confirmed.headers.get('location')).toBe('/team/hours?rep=rep-es&m=saved');
    expect((await teamStore().repHours())['rep-es']).toMatchObject({ timeOff: [{ from: '2026-12-18', to: '2026-12-18' }], updatedBy: MARISOL });
    expect((await teamStore().repHours())['rep-es']!.weeklyHours.tue).toBeUndefined();
    // The meetings are kept: moving or cancelling them is the bookings page's job.
    expect((await bookingStore().get(tuesday.id))?.state).toBe('booked');
    expect((await teamStore().readAudit(1))[0]!.detail).toContain('3 meeting(s) left outside');
    // A change that leaves no meeting out saves at once.
    expect((await post(MARISOL, { rep: 'rep-es', ...week })).headers.get('location')).toBe('/team/hours?rep=rep-es&m=saved');
  });

  it('sends what was typed back with its problems, saving nothing', async () => {
    const typed = { rep: 'rep-es', ...week, mon: '9-5', wed: '15:00-14:00', off: '2026-12-31 to 2026-12-01' };
    const response = await post(MARISOL, typed);
    expect(response.headers.get('location')).toBe(`/team/hours?${new URLSearchParams({ ...typed, m: 'bad' })}`);
    const parsed = parseHours(typedOf((name) => typed[name as keyof typeof typed]));
    expect(parsed.ok ? [] : Object.keys(parsed.problems)).toEqual(['mon', 'wed', 'off']);
    expect(parseHours(typedOf((name) => ({ ...week, thu: '09:00-12:00, 11:00-13:00' })[name as keyof typeof week])).ok).toBe(false);
    // Dates that look right but are no day of the calendar are a problem in words too, not a crash.
    for (const off of ['2026-13-45', '2026-02-31', '2026-12-24 to 2026-12-32']) {
      const values = { ...week, off };
      expect(parseHours(typedOf((name) => values[name as keyof typeof values]))).toMatchObject({ ok: false, problems: { off: expect.stringContaining('Write one date') } });
    }
    expect(await teamStore().repHours()).toEqual({});
    // A script's worst: every field full of three-byte characters. What comes back is bounded, each as ?.
    const huge = await post(MARISOL, { rep: 'rep-es', ...Object.fromEntries(Object.keys(week).map((name) => [name, '€'.repeat(5_000)])) });
    const location = huge.headers.get('location')!;
    expect(location.length).toBeLessThan(8_000);
    expect(new URL(location, SITE).searchParams.get('mon')).toBe('?'.repeat(100));
    // A typed en dash is a hyphen.
    expect(parseHours(typedOf((name) => ({ ...week, mon: '09:00–12:00' })[name as keyof typeof week]))).toMatchObject({ ok: true, hours: { weeklyHours: { mon: [{ from: '09:00', to: '12:00' }] } } });
  });

  it('refuses a sales member another rep’s hours (403), and another site’s post, while an admin edits anyone’s', async () => {
    const refused = await post(AVERY, { rep: 'rep-es', ...week, mon: '' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Your role may not do this, so nothing was done.');
    expect((await post(MARISOL, { rep: 'rep-es', ...week }, 'https://evil.example')).status).toBe(403);
    expect(await teamStore().repHours()).toEqual({});
    expect((await post(AVERY, { rep: 'rep-east', ...week })).headers.get('location')).toBe('/team/hours?rep=rep-east&m=saved');
    expect((await post(ADMIN, { rep: 'rep-es', ...week, sat: '10:00-12:00' })).headers.get('location')).toBe('/team/hours?rep=rep-es&m=saved');
    expect(Object.keys(await teamStore().repHours()).sort()).toEqual(['rep-east', 'rep-es']);
  });
});
