import 'server-only';
import { isCalendarDay } from '@/lib/calendar-day';
import { instantAt, zonedDate } from '@/lib/booking/time-zones';
import { bookingStore } from '@/lib/booking-store';
import type { Booking } from '@/lib/booking-store/store';
import type { TeamMember } from '@/lib/team/members';
import { salesTeam, type SalesRep } from '@/content/sales-team';
import { audit, postAccess, postedForm } from './access';
import { teamStore } from './config';
import { repOfMember } from './bookings';
import { inTimeOff, type Hours } from './rep-hours';
import { refusedPost } from './sign-in';

/**
 * The hours and time off form (/team/hours): what was typed, parsed with its problems in words;
 * the meetings a change would leave out, named before it is saved; the save, audited.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The form's fields as typed: a text per weekday ("09:00-12:00, 13:00-17:00"; empty is off) and time off, one range a line. */
export type TypedHours = Record<Weekday | 'off', string>;
/** Field lengths (the inputs' maxlength too): what was typed travels back in the address, which must stay well under a server's header limit. */
export const MAX_FIELD = 100;
export const MAX_OFF = 1_500;
const MAX_SPANS = 6;
const MAX_RANGES = 50;

export const typedFrom = (hours: Hours): TypedHours => ({
  ...(Object.fromEntries(WEEKDAYS.map((day) => [day, (hours.weeklyHours[day] ?? []).map((span) => `${span.from}-${span.to}`).join(', ')])) as Record<Weekday, string>),
  off: hours.timeOff.map((range) => (range.from === range.to ? range.from : `${range.from} to ${range.to}`)).join('\n'),
});

/**
 * What was typed, bounded: hours and dates are plain ASCII, so any other character (shown as ?,
 * and refused by the parse) is kept to one byte and the address carrying it back stays short.
 */
const plain = (text: string) => text.replace(/[–—]/g, '-').replace(/[^\x20-\x7e\n\r]/g, '?');
export const typedOf = (get: (name: string) => string | undefined): TypedHours =>
  Object.fromEntries([...WEEKDAYS, 'off'].map((name) => [name, plain((get(name) ?? '').slice(0, name === 'off' ? MAX_OFF : MAX_FIELD))])) as TypedHours;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The problems of what was typed, by field, in words; or the hours. */
export function parseHours(typed: TypedHours): { ok: true; hours: Hours } | { ok: false; problems: Partial<Record<Weekday | 'off', string>> } {
  const problems: Partial<Record<Weekday | 'off', string>> = {};
  const weeklyHours: Hours['weeklyHours'] = {};
  for (const day of WEEKDAYS) {
    const parts = typed[day].split(',').map((part) => part.trim()).filter(Boolean);
    const spans = parts.map((part) => part.split(/\s*-\s*/)).map(([from = '', to = '']) => ({ from, to }));
    if (parts.length > MAX_SPANS || spans.some((span) => !TIME.test(span.from) || !TIME.test(span.to) || span.from >= span.to)) {
      problems[day] = 'Write hours as 09:00-17:00 (24-hour, the end after the start), several separated by commas, or leave it empty for a day off.';
      continue;
    }
    spans.sort((a, b) => a.from.localeCompare(b.from));
    if (spans.some((span, index) => index > 0 && span.from < spans[index - 1]!.to)) {
      problems[day] = 'Two spans of this day overlap.';
      continue;
    }
    if (spans.length) weeklyHours[day] = spans;
  }
  const lines = typed.off.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const timeOff = lines.map((line) => line.split(/\s+to\s+/)).map(([from = '', to = from]) => ({ from, to }));
  if (lines.length > MAX_RANGES || timeOff.some((range) => !isCalendarDay(range.from) || !isCalendarDay(range.to) || range.from > range.to)) {
    problems.off = `Write one date (2026-12-24) or one range (2026-12-24 to 2027-01-01) a line, the end not before the start; at most ${MAX_RANGES}.`;
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, hours: { weeklyHours, timeOff: timeOff.sort((a, b) => a.from.localeCompare(b.from)) } };
}

const WEEKDAY_OF_DATE: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => day as Weekday);

/** Whether a meeting lies inside the hours and outside the time off, on its rep-local day. */
function fits(booking: Pick<Booking, 'start' | 'end'>, timeZone: string, hours: Hours) {
  const date = zonedDate(new Date(booking.start), timeZone);
  if (inTimeOff(hours.timeOff, date)) return false;
  const day = WEEKDAY_OF_DATE[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  const start = Date.parse(booking.start);
  const end = Date.parse(booking.end);
  return (hours.weeklyHours[day] ?? []).some((span) => {
    const from = instantAt(date, span.from, timeZone);
    const to = instantAt(date, span.to, timeZone);
    return from !== undefined && to !== undefined && from.getTime() <= start && end <= to.getTime();
  });
}

/** The rep's future booked meetings that the new hours would leave outside them (or inside time off), soonest first. */
export async function meetingsLeftOut(rep: SalesRep, hours: Hours, now = new Date()): Promise<Booking[]> {
  return (await bookingStore().list())
    .filter((booking) => booking.rep === rep.id && booking.state === 'booked' && Date.parse(booking.start) > now.getTime() && !fits(booking, rep.timeZone, hours))
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** The reps a member may edit: every rep for an admin, their own for a sales member. */
export const editableReps = (member: TeamMember): SalesRep[] => (member.role === 'admin' ? [...salesTeam] : [repOfMember(member)].filter((rep): rep is SalesRep => Boolean(rep)));

const see = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/**
 * POST /team/hours/save (admin: any rep; sales: their own, else 403). Typed values that do not
 * parse, or a change that leaves meetings out and is not yet confirmed for exactly those, go
 * back to the page with what was typed (in the address, so the server renders it again).
 */
export async function saveHours(request: Request): Promise<Response> {
  const access = await postAccess(request, ['admin', 'sales']);
  if (!access.ok) return refusedPost(access.refusal);
  const { member } = access.signedIn;
  const data = await postedForm(request);
  const text = (name: string) => (typeof data.get(name) === 'string' ? String(data.get(name)) : undefined);
  const rep = editableReps(member).find((candidate) => candidate.id === text('rep'));
  if (!rep) return refusedPost('forbidden');
  const typed = typedOf(text);
  const back = (m: 'bad' | 'confirm') => see(`/team/hours?${new URLSearchParams({ rep: rep.id, ...typed, m })}`);
  const parsed = parseHours(typed);
  if (!parsed.ok) return back('bad');
  const leftOut = await meetingsLeftOut(rep, parsed.hours);
  // Saved only when every meeting it leaves out was named to the member (a booking made since is named first).
  const seen = new Set((text('seen') ?? '').slice(0, 100_000).split(','));
  if (leftOut.length && (text('confirm') !== '1' || leftOut.some((booking) => !seen.has(booking.id)))) return back('confirm');
  await teamStore().saveRepHours(rep.id, { ...parsed.hours, updatedAt: new Date().toISOString(), updatedBy: member.email });
  const summary = WEEKDAYS.filter((day) => typed[day].trim()).map((day) => `${day} ${typed[day].trim()}`).join('; ') || 'no hours';
  const off = parsed.hours.timeOff.map((range) => `${range.from}–${range.to}`).join(', ');
  await audit(member.email, 'changed hours and time off', `${rep.name}: ${summary}${off ? `; time off ${off}` : ''}${leftOut.length ? `; ${leftOut.length} meeting(s) left outside` : ''}`, access.address);
  return see(`/team/hours?rep=${encodeURIComponent(rep.id)}&m=saved`);
}
