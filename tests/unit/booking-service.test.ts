/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileBookingStore } from '@/lib/booking-store/file-store';
import { confirmHold, holdSlot, listSlots, bookSlot } from '@/services/booking/book';
import type { BookingRequest } from '@/services/booking/tokens';

/**
 * services/booking against a real file store: who fits a request (its language), the least
 * recently booked rep, and each refusal of item 8 (past, outside the window, not offered,
 * unknown zone, forged or expired hold, taken with the nearest free times).
 */

// Monday 14 December 2026, 13:00 UTC (08:00 in New York, 14:00 in Madrid).
const NOW = new Date('2026-12-14T13:00:00Z');
const en: BookingRequest = { lead: 'lead-en', name: 'Bea Baker', email: 'bea@example.com', language: 'en' };
const es: BookingRequest = { lead: 'lead-es', name: 'Ana Ruiz', email: 'ana@example.com', language: 'es' };
// Each request its own visitor: one email books at most BOOKING_MAX_PER_EMAIL (2) future demos.
const other = (lead: string): BookingRequest => ({ ...en, lead, email: `${lead}@example.com` });

let dir: string;
let store: FileBookingStore;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-booking-service-'));
  store = new FileBookingStore({ dir });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const common = (request: BookingRequest, timeZone = 'America/New_York') => ({ request, timeZone, now: NOW, store });

it('lists free times from the fitting reps, grouped by the visitor’s day, past the minimum notice, for 10 business days', async () => {
  const listed = await listSlots(common(en));
  if (!listed.ok) throw new Error(listed.refusal);
  expect(listed.days[0]).toMatchObject({ date: '2026-12-14' });
  // New York opens at 09:00 (14:00 UTC) but the notice is 2 hours: the first time is 10:00 (15:00 UTC).
  expect(listed.days[0]!.starts[0]).toBe('2026-12-14T15:00:00.000Z');
  expect(listed.days).toHaveLength(10);
  expect(listed.days.map((day) => day.date)).not.toContain('2026-12-19');
});

it('Spanish requests see only the Spanish-speaking rep’s hours, and get that rep', async () => {
  const listed = await listSlots(common(es, 'Europe/Madrid'));
  if (!listed.ok) throw new Error(listed.refusal);
  // Madrid hours 14:00–20:00, notice 2 h from 14:00 local: the first time on Monday is 16:00 (15:00 UTC).
  expect(listed.days[0]!.starts[0]).toBe('2026-12-14T15:00:00.000Z');
  expect(listed.days[0]!.starts.at(-1)).toBe('2026-12-14T18:30:00.000Z');
  const booked = await bookSlot({ ...common(es, 'Europe/Madrid'), start: '2026-12-14T15:00:00.000Z' });
  expect(booked.ok && booked.rep.id).toBe('rep-es');
});

it('gives the meeting to the least recently booked rep who is free', async () => {
  // 17:00 UTC: New York (12:00), Chicago (11:00) and Madrid (18:00, its rep speaks English too) are all working.
  const first = await bookSlot({ ...common(other('a')), start: '2026-12-15T17:00:00.000Z' });
  const second = await bookSlot({ ...common(other('b')), start: '2026-12-16T17:00:00.000Z' });
  const third = await bookSlot({ ...common(other('c')), start: '2026-12-17T17:00:00.000Z' });
  const fourth = await bookSlot({ ...common(other('d')), start: '2026-12-18T17:00:00.000Z' });
  // Friday 17:00 UTC is 18:00 in Madrid, after that rep's Friday hours: of the two others, the one booked longest ago.
  expect([first, second, third, fourth].map((outcome) => outcome.ok && outcome.rep.id)).toEqual(['rep-east', 'rep-central', 'rep-es', 'rep-east']);
});

it('refuses what was not offered, in words the caller maps: past, outside the window, not a slot, unknown zone', async () => {
  expect(await holdSlot({ ...common(en), start: '2026-12-14T12:00:00.000Z' })).toMatchObject({ ok: false, refusal: 'past', status: 400 });
  expect(await holdSlot({ ...common(en), start: '2027-01-29T17:00:00.000Z' })).toMatchObject({ ok: false, refusal: 'outsideWindow', status: 400 });
  expect(await holdSlot({ ...common(en), start: '2026-12-15T17:17:00.000Z' })).toMatchObject({ ok: false, refusal: 'notOffered', status: 400 });
  expect(await holdSlot({ ...common(en), start: 'tomorrow' })).toMatchObject({ ok: false, refusal: 'notOffered' });
  expect(await holdSlot({ ...common(en, 'Mars/Olympus_Mons'), start: '2026-12-15T17:00:00.000Z' })).toMatchObject({ ok: false, refusal: 'unknownZone', status: 400 });
  // Inside the window, but before the rep's hours (06:00 in New York, 05:00 in Chicago).
  expect(await holdSlot({ ...common(en), start: '2026-12-15T11:00:00.000Z' })).toMatchObject({ ok: false, refusal: 'notOffered' });
});

it('a hold is the request’s own: forged, another request’s, or expired is refused', async () => {
  const held = await holdSlot({ ...common(en), start: '2026-12-15T17:00:00.000Z' });
  if (!held.ok) throw new Error(held.refusal);
  const [body, signature] = held.holdToken.split('.');
  const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), start: '2026-12-15T18:00:00.000Z' })).toString('base64url')}.${signature}`;
  expect(await confirmHold({ ...common(en), holdToken: tampered })).toMatchObject({ ok: false, refusal: 'holdForged', status: 400 });
  expect(await confirmHold({ ...common(other('someone-else')), holdToken: held.holdToken })).toMatchObject({ ok: false, refusal: 'holdForged' });
  const later = new Date(NOW.getTime() + 5 * 60_000 + 1);
  expect(await confirmHold({ ...common(en), now: later, holdToken: held.holdToken })).toMatchObject({ ok: false, refusal: 'holdExpired', status: 410 });
  expect(await confirmHold({ ...common(en), holdToken: held.holdToken })).toMatchObject({ ok: true });
  expect(await holdSlot({ ...common(en), start: '2026-12-16T17:00:00.000Z' })).toMatchObject({ ok: false, refusal: 'alreadyBooked', status: 409 });
});

it('"just taken": when every fitting rep is booked at that time, the nearest free times come back', async () => {
  const start = '2026-12-15T17:00:00.000Z';
  for (const lead of ['a', 'b', 'c']) expect((await bookSlot({ ...common(other(lead)), start })).ok).toBe(true);
  const refused = await holdSlot({ ...common(en), start });
  expect(refused).toMatchObject({ ok: false, refusal: 'taken', status: 409 });
  const near = !refused.ok ? (refused.days ?? []).flatMap((day) => day.starts) : [];
  expect(near).toHaveLength(6);
  expect(near).not.toContain(start);
  // The times either side of 17:00 that the buffer leaves free (17:30 and 16:30 are inside the 10-minute buffer).
  expect(near).toEqual(expect.arrayContaining(['2026-12-15T16:00:00.000Z', '2026-12-15T18:00:00.000Z']));
});

// A confirmation sent twice (a double submit, or nginx passing a POST on to another instance
// after the first dropped its connection, deploy/nginx.conf) is answered with the booking it
// made, not "already booked"; another time for the same request still is refused.
it('booking the same time again for the same request answers the same booking', async () => {
  const start = '2026-12-15T17:00:00.000Z';
  const held = await holdSlot({ ...common(en), start });
  if (!held.ok) throw new Error(held.refusal);
  const first = await confirmHold({ ...common(en), holdToken: held.holdToken });
  const again = await confirmHold({ ...common(en), holdToken: held.holdToken });
  if (!first.ok) throw new Error(first.refusal);
  if (!again.ok) throw new Error(again.refusal);
  expect([again.booking.id, again.rep.id]).toEqual([first.booking.id, first.rep.id]);
  const plainForm = await bookSlot({ ...common(en), start });
  if (!plainForm.ok) throw new Error(plainForm.refusal);
  expect(plainForm.booking.id).toBe(first.booking.id);
  expect(await bookSlot({ ...common(en), start: '2026-12-16T17:00:00.000Z' })).toMatchObject({ ok: false, refusal: 'alreadyBooked', status: 409 });
  expect((await store.list()).filter((booking) => booking.state === 'booked')).toHaveLength(1);
});
