/** @jest-environment node */
import { bookingStore } from '@/lib/booking-store';
import { bookSlot } from '@/services/booking/book';
import type { BookingRequest } from '@/services/booking/tokens';
import { teamStore } from '@/services/team/config';
import { signedInBy } from '@/services/team/access';
import { addressGroup } from '@/lib/email/client-address';
import { bulkCancel, bulkCancelPreview, bulkTarget, cancelForVisitor, groupBookings, moveForVisitor, moveView, visibleBookings } from '@/services/team/bookings';
import { teamRoomPerTest } from '../fixtures/team-room';

/**
 * The team room's bookings (issue 55) on a real file booking store: who sees which meetings,
 * a cancel on the visitor's behalf through the booking service (the same METHOD:CANCEL
 * invitations as the visitor's link, the audit naming the member), and a bulk cancel of one
 * email domain that takes exactly what its preview showed.
 */

// Monday 14 December 2026: the Spanish-speaking rep (Madrid, rep-es) is free from 15:00 UTC.
const NOW = new Date('2026-12-14T13:00:00Z');
const SITE = 'http://localhost:3000';
const ADMIN = 'ana@ladle.example';
const MARISOL = 'marisol.marcador@ladle.example';
const AVERY = 'avery.placeholder@ladle.example';
teamRoomPerTest('team-bookings', { site: SITE, now: NOW, members: `${ADMIN}=admin,${MARISOL}=sales,${AVERY}=sales` });

async function book(email: string, start: string, client?: string) {
  const request: BookingRequest = { lead: `lead-${email}`, name: email.split('@')[0]!, email, language: 'es' };
  const outcome = await bookSlot({ request, timeZone: 'Europe/Madrid', start, now: NOW, store: bookingStore(), ...(client ? { client } : {}) });
  if (!outcome.ok) throw new Error(outcome.refusal);
  return outcome.booking;
}

const session = async (email: string) => `ladle-team=${await teamStore().createSession({ email, address: '203.0.113.9', now: new Date() })}`;
const member = async (email: string) => (await signedInBy((await session(email)).slice('ladle-team='.length)))!.member;
const post = (pathname: string, cookie: string, fields: Record<string, string>) =>
  new Request(`${SITE}${pathname}`, { method: 'POST', headers: { cookie, origin: SITE, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
const cancelMails = async (bookingId: string) =>
  (await bookingStore().jobs()).filter((job) => job.booking === bookingId && job.kind === 'mail' && /METHOD:CANCEL/.test(JSON.stringify(job.payload)));

it('shows admins every meeting and a sales member only their own rep’s, upcoming by day or by rep', async () => {
  const first = await book('ana@spam.example', '2026-12-14T15:00:00.000Z');
  const second = await book('cy@fine.example', '2026-12-15T16:00:00.000Z');
  expect((await visibleBookings(await member(ADMIN))).map((b) => b.id).sort()).toEqual([first.id, second.id].sort());
  expect((await visibleBookings(await member(MARISOL))).map((b) => b.id).sort()).toEqual([first.id, second.id].sort());
  expect(await visibleBookings(await member(AVERY))).toEqual([]);
  const byDay = groupBookings(await visibleBookings(await member(ADMIN)), 'day', NOW);
  expect(byDay.upcoming.map(([day, bookings]) => [day, bookings.map((b) => b.visitor.email)])).toEqual([
    ['2026-12-14', ['ana@spam.example']],
    ['2026-12-15', ['cy@fine.example']],
  ]);
  const byRep = groupBookings(await visibleBookings(await member(ADMIN)), 'rep', NOW);
  expect(byRep.upcoming.map(([rep, bookings]) => [rep, bookings.length])).toEqual([['Marisol Marcador', 2]]);
});

it('cancels on the visitor’s behalf through the booking service, for the rep’s own member only', async () => {
  const booking = await book('ana@spam.example', '2026-12-14T15:00:00.000Z');
  expect((await cancelForVisitor(post('/team/bookings/cancel', await session(AVERY), { id: booking.id }))).status).toBe(403);
  expect((await bookingStore().get(booking.id))?.state).toBe('booked');
  const response = await cancelForVisitor(post('/team/bookings/cancel', await session(MARISOL), { id: booking.id }));
  expect(response.headers.get('location')).toBe('/team/bookings?m=cancelled');
  expect(await bookingStore().get(booking.id)).toMatchObject({ state: 'cancelled', sequence: 1 });
  // The visitor's and the rep's METHOD:CANCEL, as from the visitor's own cancel link.
  expect(await cancelMails(booking.id)).toHaveLength(2);
  const [entry] = await teamStore().readAudit(1);
  expect(entry).toMatchObject({ who: MARISOL, action: 'cancelled a booking for the visitor' });
  expect(entry!.detail).toContain('ana@spam.example with Marisol Marcador');
});

it('bulk-cancels the future bookings of one email domain, exactly those the preview showed, for admins only', async () => {
  const a = await book('ana@spam.example', '2026-12-14T15:00:00.000Z');
  const b = await book('bo@SPAM.example', '2026-12-14T16:00:00.000Z');
  const kept = await book('cy@fine.example', '2026-12-14T17:00:00.000Z');
  const preview = await bulkCancelPreview({ domain: 'spam.example' });
  expect(preview.map((booking) => booking.id)).toEqual([a.id, b.id]);
  const ids = preview.map((booking) => booking.id).join(',');
  expect((await bulkCancel(post('/team/bookings/bulk-cancel', await session(MARISOL), { domain: 'spam.example', confirm: '1', ids }))).status).toBe(403);
  const admin = await session(ADMIN);
  // Without confirm=1: the preview page, nothing cancelled.
  expect((await bulkCancel(post('/team/bookings/bulk-cancel', admin, { domain: '@Spam.example' }))).headers.get('location')).toBe('/team/bookings/bulk?domain=spam.example');
  expect((await bulkCancelPreview({ domain: 'spam.example' })).length).toBe(2);
  // A booking of the domain made after the preview is not taken along.
  const late = await book('late@spam.example', '2026-12-15T15:00:00.000Z');
  const response = await bulkCancel(post('/team/bookings/bulk-cancel', admin, { domain: 'spam.example', confirm: '1', ids }));
  expect(response.headers.get('location')).toBe('/team/bookings?m=bulk&n=2');
  for (const id of [a.id, b.id]) expect((await bookingStore().get(id))?.state).toBe('cancelled');
  for (const id of [kept.id, late.id]) expect((await bookingStore().get(id))?.state).toBe('booked');
  expect(await cancelMails(a.id)).toHaveLength(2);
  expect((await teamStore().readAudit(1))[0]).toMatchObject({ who: ADMIN, action: 'bulk-cancelled bookings', detail: '2 future bookings of @spam.example' });
});

it('bulk-cancels the future bookings made from one client address, an IPv6 /64 as the caps count it, for admins only', async () => {
  // The abuse a bulk cancel cleans up: more bookings from one /64 than the default cap lets through.
  process.env.BOOKING_MAX_PER_CLIENT = '10';
  // The store keeps what the caps key: lib/email/client-address.ts addressGroup of the request's address.
  const a = await book('ana@one.example', '2026-12-14T15:00:00.000Z', addressGroup('2001:db8:1:2::7'));
  const b = await book('bo@two.example', '2026-12-14T16:00:00.000Z', addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd'));
  const otherNet = await book('cy@three.example', '2026-12-14T17:00:00.000Z', addressGroup('2001:db8:1:3::7'));
  const v4 = await book('di@four.example', '2026-12-15T15:00:00.000Z', addressGroup('203.0.113.7'));
  const unrecorded = await book('ed@five.example', '2026-12-15T16:00:00.000Z');
  // Any address of the /64, or the /64 itself, names the same bookings.
  for (const typed of ['2001:db8:1:2::1', '2001:0db8:0001:0002::/64', ' 2001:db8:1:2:ffff:: ']) {
    expect((await bulkCancelPreview(bulkTarget({ client: typed })!)).map((booking) => booking.id)).toEqual([a.id, b.id]);
  }
  expect((await bulkCancelPreview(bulkTarget({ client: '203.0.113.7' })!)).map((booking) => booking.id)).toEqual([v4.id]);
  expect(bulkTarget({ client: 'not an address' })).toBeUndefined();
  // A session per post: the file store sweeps session files by their time against the test's later clock.
  expect((await bulkCancel(post('/team/bookings/bulk-cancel', await session(ADMIN), { client: 'nope' }))).headers.get('location')).toBe('/team/bookings/bulk?m=bad&client=nope');
  // Without confirm=1: the preview page, keyed by the /64.
  expect((await bulkCancel(post('/team/bookings/bulk-cancel', await session(ADMIN), { client: '2001:db8:1:2::1' }))).headers.get('location')).toBe(
    `/team/bookings/bulk?${new URLSearchParams({ client: '2001:db8:1:2::/64' })}`,
  );
  const ids = [a.id, b.id].join(',');
  expect((await bulkCancel(post('/team/bookings/bulk-cancel', await session(MARISOL), { client: '2001:db8:1:2::/64', confirm: '1', ids }))).status).toBe(403);
  expect((await bookingStore().get(a.id))?.state).toBe('booked');
  const late = await book('late@six.example', '2026-12-16T15:00:00.000Z', addressGroup('2001:db8:1:2::9'));
  const response = await bulkCancel(post('/team/bookings/bulk-cancel', await session(ADMIN), { client: '2001:db8:1:2::/64', confirm: '1', ids }));
  expect(response.headers.get('location')).toBe('/team/bookings?m=bulk&n=2');
  for (const id of [a.id, b.id]) expect((await bookingStore().get(id))?.state).toBe('cancelled');
  for (const id of [otherNet.id, v4.id, unrecorded.id, late.id]) expect((await bookingStore().get(id))?.state).toBe('booked');
  // The same invitations as a cancel: the visitor's and the rep's METHOD:CANCEL.
  expect(await cancelMails(b.id)).toHaveLength(2);
  expect((await teamStore().readAudit(1))[0]).toMatchObject({ who: ADMIN, action: 'bulk-cancelled bookings', detail: '2 future bookings from 2001:db8:1:2::/64' });
});

it('moves a meeting on the visitor’s behalf to one of the rep’s free times, with the same updated invitations', async () => {
  const booking = await book('ana@spam.example', '2026-12-15T15:00:00.000Z');
  const view = (await moveView(await member(MARISOL), booking.id))!;
  expect(view.timeZone).toBe('Europe/Madrid');
  const starts = view.days.flatMap((day) => day.starts);
  expect(starts).not.toContain(booking.start);
  const target = starts.find((start) => start.startsWith('2026-12-16T'))!;
  expect(target).toMatch(/^2026-12-16T\d{2}:\d{2}:00\.000Z$/);
  expect(await moveView(await member(AVERY), booking.id)).toBeUndefined();
  expect((await moveForVisitor(post('/team/bookings/move-to', await session(AVERY), { id: booking.id, start: target }))).status).toBe(403);
  const response = await moveForVisitor(post('/team/bookings/move-to', await session(MARISOL), { id: booking.id, start: target }));
  expect(response.headers.get('location')).toBe('/team/bookings?m=moved');
  expect(await bookingStore().get(booking.id)).toMatchObject({ state: 'booked', start: target, sequence: 1, uid: booking.uid });
  const requests = (await bookingStore().jobs()).filter((job) => job.booking === booking.id && job.kind === 'mail' && /METHOD:REQUEST/.test(JSON.stringify(job.payload)));
  // The first booking's two invitations, then the move's two, with new change links.
  expect(requests).toHaveLength(4);
  expect(JSON.stringify(requests[2]!.payload)).toMatch(/\/demo\/reschedule\?t=/);
  expect((await teamStore().readAudit(1))[0]).toMatchObject({ who: MARISOL, action: 'moved a booking for the visitor' });
  // A time not offered is refused, and the page says so.
  expect((await moveForVisitor(post('/team/bookings/move-to', await session(MARISOL), { id: booking.id, start: '2026-12-16T03:00:00.000Z' }))).headers.get('location')).toBe(`/team/bookings/move?id=${booking.id}&m=not-moved`);
});
