import 'server-only';
import { canonicalTimeZone, isTimeZone } from '@/lib/booking/time-zones';
import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/content/language-paths';
import type { BookingRefusal } from '@/content/booking';
import { cancelBooking, openChange, rescheduleBooking } from './change';
import { CHANGE_PAGES, type ChangeAction } from './change-link';
import { allowHold, RETRY_AFTER } from './http';
import { formField, pageWithStatus } from './page-answer';
import { pageState } from './tokens';

/**
 * The reschedule and cancel pages' form posts (POST /api/booking/reschedule and
 * /api/booking/cancel), plain forms that work without script. The change is decided here
 * (./change.ts); the answer is the page the link opened, showing the outcome, with its status:
 * 200 done; 4xx refused, with the message and the visitor's choice (zone, time) kept.
 */

/** What a reschedule or cancel page shows: the link, the zone, the kept choice, and the refusal or the changed booking. */
export type ChangeOutcome = {
  action: ChangeAction;
  status: number;
  /** The link's token. */
  t: string;
  tz?: string;
  start?: string;
  refusal?: BookingRefusal | 'chooseSlot';
  /** The id of the booking just changed. */
  done?: string;
  /** Opened from the mail without a zone: the page may show the browser's instead (with script). */
  zoneFromLink?: boolean;
};

/** What opening a link shows (a GET: it changes nothing). */
export async function openOutcome(action: ChangeAction, token: string, tz: string | undefined): Promise<ChangeOutcome> {
  const opened = await openChange(action, token);
  if (!opened.ok) return { action, t: token, status: opened.status, refusal: opened.refusal };
  if (tz === undefined) return { action, t: token, status: 200, tz: opened.booking.visitor.timeZone, zoneFromLink: true };
  const zone = canonicalTimeZone(tz);
  return zone ? { action, t: token, status: 200, tz: zone, zoneFromLink: false } : { action, t: token, status: 400, refusal: 'unknownZone' };
}

type Fields = { token: string; tz: string; start: string; intent: string };

async function formOutcome(action: ChangeAction, fields: Fields, headers: Headers): Promise<ChangeOutcome> {
  const kept = { action, t: fields.token, tz: fields.tz || undefined, start: fields.start || undefined };
  const refused = (outcome: { status: number; refusal: BookingRefusal }) => ({ ...kept, status: outcome.status, refusal: outcome.refusal });
  if (action === 'cancel') {
    const cancelled = await cancelBooking({ token: fields.token });
    return cancelled.ok ? { ...kept, status: 200, done: cancelled.booking.id } : refused(cancelled);
  }
  if (fields.intent === 'zone' || !fields.start) {
    const opened = await openChange('reschedule', fields.token);
    if (!opened.ok) return refused(opened);
    if (!isTimeZone(fields.tz)) return { ...kept, tz: undefined, status: 400, refusal: 'unknownZone' };
    return fields.intent === 'zone' ? { ...kept, status: 200 } : { ...kept, status: 400, refusal: 'chooseSlot' };
  }
  // Each try looks for a free time, like a hold: limited per client by the same limiter.
  if (!(await allowHold(headers))) return { ...kept, status: 429, refusal: 'busy' };
  const moved = await rescheduleBooking({ token: fields.token, start: fields.start, timeZone: fields.tz });
  if (!moved.ok) return { ...refused(moved), ...(moved.refusal === 'unknownZone' ? { tz: undefined } : {}) };
  return { ...kept, status: 200, done: moved.booking.id };
}

export async function handleChangeForm(request: Request, action: ChangeAction): Promise<Response> {
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return new Response('Bad form', { status: 400 });
  }
  const language: Locale = formField(data, 'lang') === 'es' ? 'es' : 'en';
  const fields = { token: formField(data, 'token'), tz: canonicalTimeZone(formField(data, 'tz')) ?? formField(data, 'tz'), start: formField(data, 'start'), intent: formField(data, 'intent') };
  let outcome: ChangeOutcome;
  try {
    outcome = await formOutcome(action, fields, request.headers);
  } catch (error) {
    console.error(`The ${action} of a booking failed`, error);
    outcome = { action, t: fields.token, tz: fields.tz || undefined, start: fields.start || undefined, status: 503, refusal: 'failure' };
  }
  const path = `${localizeHref(CHANGE_PAGES[action], language)}?o=${encodeURIComponent(signChangeOutcome(outcome))}`;
  return pageWithStatus(request, path, outcome.status, outcome.status === 503 ? RETRY_AFTER : {});
}

/** The outcome signed into the address of the page that shows it. */
const outcomeState = pageState<ChangeOutcome>('booking-change-view');
export const signChangeOutcome = outcomeState.sign;
export const readChangeOutcome = outcomeState.read;
