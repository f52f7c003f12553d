import 'server-only';
import { canonicalTimeZone, isTimeZone } from '@/lib/booking/time-zones';
import type { Locale } from '@/lib/i18n/locale';
import { bookingCopyFor } from '@/content/es/booking';
import { bookingTimeZones, defaultBookingTimeZone, type BookingRefusal } from '@/content/booking';
import { bookSlot, listSlots } from './book';
import { issueRequestToken, readRequestToken, requestOfLead, type BookingRequest, pageState } from './tokens';
import { bookedText, pickerWords, refusalText, slotsView, type PickerWords, type SlotsView } from './view';
import { zoneLabel } from './format';
import { bookingStore } from '@/lib/booking-store';
import { repById } from './team';

/**
 * The slot picker without JavaScript (issue 49, item 6): the success answer of a demo request
 * posted without script carries the right to book as a hidden field and the free times in the
 * default zone; the visitor's choice posts as a plain form to /api/booking/form
 * (./form-post.ts), checked with the same hold and atomic rules as the script picker.
 */

/** Everything the no-script picker shows: plain data, so it can travel in a post's state. */
export type NoScriptBooking = {
  token: string;
  language: Locale;
  timeZone: string;
  zones: { value: string; label: string }[];
  slots: SlotsView;
  words: PickerWords & { timeZone: string; showTimes: string };
  /** The chosen time, kept after a refusal. */
  checked?: string;
  message?: { tone: 'error' | 'success'; text: string };
  booked?: string;
};

export const zones = (current: string) =>
  [...new Set([...bookingTimeZones, current])].filter(isTimeZone).map((value) => ({ value, label: zoneLabel(value) }));

export function wordsFor(timeZone: string, language: Locale) {
  const copy = bookingCopyFor(language);
  return { ...pickerWords(timeZone, language), timeZone: copy.timeZone, showTimes: copy.showTimes };
}

/** The picker for `request` in `timeZone` now, with an optional message and kept choice. */
export async function noScriptBooking(request: BookingRequest, token: string, timeZone: string, extra: Pick<NoScriptBooking, 'checked' | 'message'> = {}): Promise<NoScriptBooking> {
  const zone = isTimeZone(timeZone) ? timeZone : defaultBookingTimeZone;
  const listed = await listSlots({ request, timeZone: zone });
  const days = listed.ok ? listed.days : [];
  return { token, language: request.language, timeZone: zone, zones: zones(zone), slots: slotsView(days, zone, request.language), words: wordsFor(zone, request.language), ...extra };
}

/** What a demo request stored without script offers: its token and the free times in the default zone (none for spam or other forms). */
export async function offerAfterPost(record: Parameters<typeof requestOfLead>[0]): Promise<NoScriptBooking | undefined> {
  const request = requestOfLead(record);
  if (!request) return undefined;
  try {
    return await noScriptBooking(request, issueRequestToken(request), defaultBookingTimeZone);
  } catch (error) {
    // The request is stored: without the picker the visitor still has "we will call you".
    console.error('No booking could be offered after a demo request posted without script', error);
    return undefined;
  }
}

/**
 * The outcome of a no-script booking post: its HTTP status and the few facts the page that
 * shows it needs (the request token, the zone, the kept choice, the refusal or the booking).
 * The page recomputes the free times from them.
 */
export type FormOutcome = { status: number; token?: string; tz: string; start?: string; refusal?: BookingRefusal | 'chooseSlot'; booking?: string };

/** `from`: the client address and the per-client limiter (./book.ts holdSlot asks it only once the time passed every check). */
export async function bookFromForm(
  posted: { token: string; start: string; tz: string; intent: string },
  from: { client?: string; allow?: () => Promise<boolean> } = {},
): Promise<FormOutcome> {
  // The zone in its IANA spelling: every cache keyed by a zone sees one spelling of it.
  const fields = { ...posted, tz: canonicalTimeZone(posted.tz) ?? posted.tz };
  const request = readRequestToken(fields.token);
  const kept = { token: fields.token, start: fields.start || undefined };
  if (!request) return { status: 401, tz: defaultBookingTimeZone, refusal: 'noRequest' };
  if (!isTimeZone(fields.tz)) return { status: 400, tz: defaultBookingTimeZone, ...kept, refusal: 'unknownZone' };
  if (fields.intent === 'zone') return { status: 200, tz: fields.tz, ...kept };
  if (!fields.start) return { status: 400, tz: fields.tz, ...kept, refusal: 'chooseSlot' };
  const booked = await bookSlot({ request, start: fields.start, timeZone: fields.tz, ...from });
  if (!booked.ok) return { status: booked.status, tz: fields.tz, ...kept, refusal: booked.refusal };
  return { status: 200, tz: fields.tz, token: fields.token, booking: booked.booking.id };
}

/** What the outcome page shows: the picker again (with the refusal and the kept choice), the booking, or "send a request first". */
export async function outcomeView(outcome: FormOutcome, language: Locale): Promise<{ booking?: NoScriptBooking; refusal?: string }> {
  const request = readRequestToken(outcome.token);
  if (!request || !outcome.token) return { refusal: refusalText('noRequest', language) };
  if (outcome.booking) {
    const booking = await bookingStore().get(outcome.booking);
    const rep = booking && repById(booking.rep);
    if (booking && rep && booking.request === request.lead) {
      const view = await noScriptBooking(request, outcome.token, outcome.tz);
      return { booking: { ...view, booked: bookedText(booking, rep, request.language) } };
    }
  }
  const message = outcome.refusal
    ? { tone: 'error' as const, text: outcome.refusal === 'chooseSlot' ? bookingCopyFor(request.language).chooseSlot : refusalText(outcome.refusal, request.language) }
    : undefined;
  return { booking: await noScriptBooking(request, outcome.token, outcome.tz, { checked: outcome.start, ...(message ? { message } : {}) }) };
}

/** The outcome signed into the address of the page that shows it (./form-post.ts). */
const outcomeState = pageState<FormOutcome>('booking-form-view');
export const signOutcome = outcomeState.sign;
export const readOutcome = outcomeState.read;
