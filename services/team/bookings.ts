import 'server-only';
import { bookingStore } from '@/lib/booking-store';
import type { Booking } from '@/lib/booking-store/store';
import type { TeamMember } from '@/lib/team/members';
import { normalEmail } from '@/lib/team/members';
import { salesTeam } from '@/content/sales-team';
import { cancelBooking, openChange, rescheduleBooking, rescheduleDays } from '@/services/booking/change';
import { changeToken } from '@/services/booking/tokens';
import { addressGroup } from '@/lib/email/client-address';
import { audit, postAccess, postedForm } from './access';
import { refusedPost } from './sign-in';

/**
 * The team room's bookings (/team/bookings): admins see every rep's meetings, a sales member
 * their own (the rep whose email in content/sales-team.ts is theirs). Cancelling on the
 * visitor's behalf goes through the booking service's own cancel (services/booking/change.ts),
 * with a change token made for the booking as it is now: the same METHOD:CANCEL invitations,
 * lead record, webhook and calendar delete as the visitor's own cancel link, and the audit log
 * names the member. Bulk cancel (admins) takes every future booking of one email domain, or
 * made from one client address, after a preview of exactly those.
 */

export const repOfMember = (member: TeamMember) => salesTeam.find((rep) => normalEmail(rep.email) === member.email);
export const repName = (id: string) => salesTeam.find((rep) => rep.id === id)?.name ?? id;

/** The bookings a member may see and change. */
export async function visibleBookings(member: TeamMember): Promise<Booking[]> {
  const all = await bookingStore().list();
  if (member.role === 'admin') return all;
  const rep = repOfMember(member);
  return rep ? all.filter((booking) => booking.rep === rep.id) : [];
}

/** Meetings per page of upcoming ones, and the newest past and cancelled ones shown: a page of thousands of rows is neither fast nor readable. */
export const BOOKINGS_PER_PAGE = 100;
export const OLDER_SHOWN = 50;

export type BookingGroups = {
  upcoming: [string, Booking[]][];
  page: number;
  pages: number;
  upcomingTotal: number;
  past: Booking[];
  pastTotal: number;
  cancelled: Booking[];
  cancelledTotal: number;
};

/**
 * Upcoming meetings grouped by UTC day (or by rep), soonest first, one page of them; then the
 * newest past ones and the newest cancelled ones.
 */
export function groupBookings(bookings: Booking[], by: 'day' | 'rep', now = new Date(), page = 1): BookingGroups {
  const live = bookings.filter((booking) => booking.state === 'booked');
  const allUpcoming = live.filter((booking) => Date.parse(booking.end) > now.getTime()).sort((a, b) => a.start.localeCompare(b.start));
  const pages = Math.max(1, Math.ceil(allUpcoming.length / BOOKINGS_PER_PAGE));
  const shown = Math.min(Math.max(1, page), pages);
  const upcoming = allUpcoming.slice((shown - 1) * BOOKINGS_PER_PAGE, shown * BOOKINGS_PER_PAGE);
  const groups = new Map<string, Booking[]>();
  for (const booking of upcoming) {
    const key = by === 'day' ? booking.start.slice(0, 10) : repName(booking.rep);
    groups.set(key, [...(groups.get(key) ?? []), booking]);
  }
  const newestFirst = (a: Booking, b: Booking) => b.start.localeCompare(a.start);
  const past = live.filter((booking) => Date.parse(booking.end) <= now.getTime()).sort(newestFirst);
  const cancelled = bookings.filter((booking) => booking.state === 'cancelled').sort(newestFirst);
  return {
    upcoming: [...groups.entries()],
    page: shown,
    pages,
    upcomingTotal: allUpcoming.length,
    past: past.slice(0, OLDER_SHOWN),
    pastTotal: past.length,
    cancelled: cancelled.slice(0, OLDER_SHOWN),
    cancelledTotal: cancelled.length,
  };
}

/** A domain as typed: `@bakery.example` or `bakery.example`, lower case; undefined when it is not one. */
export function emailDomain(raw: string | undefined) {
  const domain = (raw ?? '').trim().toLowerCase().replace(/^@/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) && domain.length <= 253 ? domain : undefined;
}

/**
 * A client address as typed, as the booking caps key it (lib/email/client-address.ts
 * addressGroup): an IPv4 address as it is, any IPv6 address, or its `…::/64`, as its /64.
 * Undefined when it is not an address.
 */
export function clientAddress(raw: string | undefined) {
  const typed = (raw ?? '').trim().replace(/\/64$/, '');
  if (!typed || typed.length > 100) return undefined;
  const key = addressGroup(typed);
  return key === 'unknown' ? undefined : key;
}

/** What a bulk cancel takes: one email domain's bookings, or one client address's. */
export type BulkTarget = { domain: string } | { client: string };

/** The target of a bulk cancel from a form or a query (`domain` or `client`), undefined when what was typed is neither. */
export function bulkTarget(fields: { domain?: string; client?: string }): BulkTarget | undefined {
  if (fields.client !== undefined && fields.client.trim() !== '') {
    const client = clientAddress(fields.client);
    return client ? { client } : undefined;
  }
  const domain = emailDomain(fields.domain);
  return domain ? { domain } : undefined;
}

/** The target in words: `@bakery.example`, or the client address. */
export const bulkTargetName = (target: BulkTarget) => ('domain' in target ? `@${target.domain}` : target.client);

const bulkMatch = (target: BulkTarget) =>
  'domain' in target ? (booking: Booking) => normalEmail(booking.visitor.email).endsWith(`@${target.domain}`) : (booking: Booking) => booking.client === target.client;

/** The future, still booked meetings of the target (visitor's email at the domain, or booked from the client address): what a bulk cancel would cancel. */
export async function bulkCancelPreview(target: BulkTarget, now = new Date()) {
  const matches = bulkMatch(target);
  return (await bookingStore().list())
    .filter((booking) => booking.state === 'booked' && Date.parse(booking.start) > now.getTime() && matches(booking))
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** The rep's time zone: the move page lists, and the move posts, times in it. */
const repZone = (booking: Booking) => salesTeam.find((rep) => rep.id === booking.rep)?.timeZone ?? 'UTC';

/** What the move page shows: the meeting, and the rep's free times it may move to (the booking service's own list). */
export async function moveView(member: TeamMember, id: string) {
  const booking = (await visibleBookings(member)).find((candidate) => candidate.id === id);
  if (!booking) return undefined;
  const opened = await openChange('reschedule', changeToken('reschedule', booking));
  const timeZone = repZone(booking);
  return { booking, timeZone, days: opened.ok ? await rescheduleDays(opened, timeZone) : [], movable: opened.ok };
}

async function cancelOne(booking: Booking) {
  return cancelBooking({ token: changeToken('cancel', booking) });
}

const see = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
const field = (data: FormData, name: string, max = 300) => String(data.get(name) ?? '').trim().slice(0, max);
/** POST /team/bookings/cancel: one meeting cancelled on the visitor's behalf (its rep, or an admin). */
export async function cancelForVisitor(request: Request): Promise<Response> {
  const access = await postAccess(request, ['admin', 'sales']);
  if (!access.ok) return refusedPost(access.refusal);
  const { member } = access.signedIn;
  const id = field(await postedForm(request), 'id');
  const booking = (await visibleBookings(member)).find((candidate) => candidate.id === id);
  if (!booking) return refusedPost('forbidden');
  const outcome = await cancelOne(booking);
  if (!outcome.ok) return see(`/team/bookings?m=not-cancelled`);
  await audit(member.email, 'cancelled a booking for the visitor', `${booking.id}: ${booking.visitor.email} with ${repName(booking.rep)} at ${booking.start}`, access.address);
  return see('/team/bookings?m=cancelled');
}

/**
 * POST /team/bookings/move: one meeting moved on the visitor's behalf to `start` (one of the
 * rep's free times), through the booking service's own reschedule: the same updated
 * invitations with new links as the visitor's own move, and the audit names the member.
 */
export async function moveForVisitor(request: Request): Promise<Response> {
  const access = await postAccess(request, ['admin', 'sales']);
  if (!access.ok) return refusedPost(access.refusal);
  const { member } = access.signedIn;
  const data = await postedForm(request);
  const id = field(data, 'id');
  const start = field(data, 'start');
  const booking = (await visibleBookings(member)).find((candidate) => candidate.id === id);
  if (!booking) return refusedPost('forbidden');
  const back = (m: string) => see(`/team/bookings/move?id=${encodeURIComponent(id)}&m=${m}`);
  if (!start) return back('choose');
  const moved = await rescheduleBooking({ token: changeToken('reschedule', booking), start, timeZone: repZone(booking) });
  if (!moved.ok) return back(moved.refusal === 'taken' ? 'taken' : 'not-moved');
  await audit(member.email, 'moved a booking for the visitor', `${booking.id}: ${booking.visitor.email} with ${repName(booking.rep)} from ${booking.start} to ${moved.booking.start}`, access.address);
  return see('/team/bookings?m=moved');
}

/** POST /team/bookings/bulk-cancel (admins): `domain` or `client`, and `confirm=1`, cancel what the preview listed. */
export async function bulkCancel(request: Request): Promise<Response> {
  const access = await postAccess(request, ['admin']);
  if (!access.ok) return refusedPost(access.refusal);
  const data = await postedForm(request);
  const typed = { domain: field(data, 'domain'), client: field(data, 'client') };
  const target = bulkTarget(typed);
  if (!target) return see(`/team/bookings/bulk?m=bad&${new URLSearchParams(typed.client ? { client: typed.client } : { domain: typed.domain })}`);
  const query = new URLSearchParams('domain' in target ? { domain: target.domain } : { client: target.client });
  if (field(data, 'confirm') !== '1') return see(`/team/bookings/bulk?${query}`);
  // Exactly what the preview showed: a booking of the target made after it is not taken along.
  const shown = new Set(field(data, 'ids', 100_000).split(','));
  let cancelled = 0;
  for (const booking of await bulkCancelPreview(target)) if (shown.has(booking.id) && (await cancelOne(booking)).ok) cancelled += 1;
  await audit(access.signedIn.member.email, 'bulk-cancelled bookings', `${cancelled} future bookings ${'domain' in target ? 'of' : 'from'} ${bulkTargetName(target)}`, access.address);
  return see(`/team/bookings?m=bulk&n=${cancelled}`);
}
