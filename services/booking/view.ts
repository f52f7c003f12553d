import 'server-only';
import { bookingStore } from '@/lib/booking-store';
import type { Booking } from '@/lib/booking-store/store';
import { canonicalTimeZone, isTimeZone } from '@/lib/booking/time-zones';
import type { Locale } from '@/lib/i18n/locale';
import { bookingCopyFor } from '@/content/es/booking';
import { siteFor } from '@/content/es/site';
import { leadFormPages } from '@/content/lead-form-pages';
import { bookingRules, type SalesRep } from '@/content/sales-team';
import { bookingTimeZones, defaultBookingTimeZone, type BookingRefusal } from '@/content/booking';
import { bookSlot, listSlots, type Day } from './book';
import { openChange, rescheduleDays } from './change';
import { changePath, type ChangeAction, issueRequestToken, pageState, readRequestToken, requestOfLead, type BookingRequest } from './tokens';
import { dateLabel, fill, timeLabel, zoneLabel } from './format';
import { mailConfigured } from './invitation-mail';
import { bookingRep, repById } from './team';

/**
 * What the booking shows, in three parts: the picker's words; the no-script picker and the page
 * that answers its form post (/demo/book); the reschedule and cancel pages. Each page's outcome
 * is signed into its address (pageState, ./tokens.ts), so nobody else can make the page say it.
 * The requests themselves (JSON and form posts) are answered in ./http.ts.
 */

// ---- The picker's words ----

/**
 * What the picker shows, already in words: the days and times in the visitor's zone and
 * language, and each outcome's sentence. Both the script picker (JSON) and the no-script form
 * (HTML) render these, so the browser carries no formatting code and both say the same.
 */

export type SlotView = { start: string; label: string };
export type DayView = { date: string; label: string; slots: SlotView[] };
export type SlotsView = { timeZone: string; zoneLabel: string; days: DayView[] };

export function slotsView(days: Day[], timeZone: string, language: Locale): SlotsView {
  return {
    timeZone,
    zoneLabel: zoneLabel(timeZone),
    days: days.map((day) => ({
      date: day.date,
      label: dateLabel(day.starts[0]!, timeZone, language),
      slots: day.starts.map((start) => ({ start, label: timeLabel(start, timeZone, language) })),
    })),
  };
}

export function refusalText(refusal: BookingRefusal, language: Locale) {
  return fill(bookingCopyFor(language).refusals[refusal], { replyWithin: siteFor(language).replyWithin });
}

export function heldText(start: string, timeZone: string, language: Locale) {
  return fill(bookingCopyFor(language).held, { time: timeLabel(start, timeZone, language), date: dateLabel(start, timeZone, language), minutes: bookingRules.holdMinutes });
}

export function bookedText(booking: Booking, rep: SalesRep, language: Locale) {
  const copy = bookingCopyFor(language);
  const { timeZone, email } = booking.visitor;
  const facts = { date: dateLabel(booking.start, timeZone, language), time: timeLabel(booking.start, timeZone, language), timeZone: zoneLabel(timeZone), rep: rep.name, email };
  // Say an invitation is coming only when the site can mail one.
  return [fill(copy.booked, facts), ...(mailConfigured() ? [fill(copy.invitationSent, facts)] : [])].join(' ');
}

/** The picker's own words, sent with the slots (pages carry none of them). */
export type PickerWords = { heading: string; intro: string; timesIn: string; book: string; booking: string; holding: string; noSlots: string; chooseSlot: string; failure: string };

export function pickerWords(timeZone: string, language: Locale): PickerWords {
  const copy = bookingCopyFor(language);
  const facts = { replyWithin: siteFor(language).replyWithin, timeZone: zoneLabel(timeZone) };
  return {
    heading: copy.heading,
    intro: fill(copy.intro, facts),
    timesIn: fill(copy.timesIn, facts),
    book: copy.book,
    booking: copy.booking,
    holding: copy.holding,
    noSlots: fill(copy.noSlots, facts),
    chooseSlot: copy.chooseSlot,
    failure: fill(copy.refusals.failure, facts),
  };
}

// ---- The no-script picker and its answer page ----

/** The page that answers the no-script picker's post (/demo/book, /es/demo/book). */
export const BOOK_PAGE = `${leadFormPages.demo}/book`;

/**
 * The slot picker without JavaScript (issue 49, item 6): the success answer of a demo request
 * posted without script carries the right to book as a hidden field and the free times in the
 * default zone; the visitor's choice posts as a plain form to /api/booking/form
 * (handleBookingForm in ./http.ts), checked with the same hold and atomic rules as the script picker.
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

/** The outcome signed into the address of the page that shows it (handleBookingForm in ./http.ts). */
const formOutcomeState = pageState<FormOutcome>('booking-form-view');
export const signOutcome = formOutcomeState.sign;
export const readOutcome = formOutcomeState.read;

// ---- The reschedule and cancel pages ----

/**
 * What the reschedule and cancel pages show, already in words, for a link opened from the
 * mail (`t`, and `tz` for another zone) or for the outcome of their form post (`o`, signed):
 * the refusal alone when the link is no good, the booking as changed, or the meeting and its
 * form (the booked rep's free times with the kept choice and message; the Cancel button).
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

export type ChangeView = {
  status: number;
  heading: string;
  /** The page's English path and query (the language switch keeps the link). */
  path: string;
  /** The link's own address in the page's language. */
  here: string;
  refused?: string;
  done?: string;
  picker?: NoScriptBooking;
  zoneFromLink?: boolean;
  cancel?: { token: string; language: Locale; intro: string; button: string; message?: string };
};

function facts(booking: Booking, rep: SalesRep, timeZone: string, language: Locale) {
  return { date: dateLabel(booking.start, timeZone, language), time: timeLabel(booking.start, timeZone, language), timeZone: zoneLabel(timeZone), rep: rep.name, email: booking.visitor.email };
}

function doneText(action: ChangeAction, booking: Booking, rep: SalesRep, timeZone: string, language: Locale) {
  const copy = bookingCopyFor(language);
  const known = facts(booking, rep, timeZone, language);
  const [said, sent] = action === 'cancel' ? [copy.cancelled, copy.cancelSent] : [copy.moved, copy.updateSent];
  // Say a mail is coming only when the site can send one.
  return [fill(said, known), ...(mailConfigured() ? [fill(sent, known)] : [])].join(' ');
}

const messageOf = (refusal: ChangeOutcome['refusal'], language: Locale) =>
  !refusal ? undefined : refusal === 'chooseSlot' ? bookingCopyFor(language).chooseSlot : refusalText(refusal, language);

export async function changeView(outcome: ChangeOutcome, language: Locale): Promise<ChangeView> {
  const { action } = outcome;
  const copy = bookingCopyFor(language);
  const heading = action === 'cancel' ? copy.cancelHeading : copy.rescheduleHeading;
  const base = { status: outcome.status, heading, path: changePath(action, outcome.t, 'en'), here: changePath(action, outcome.t, language) };
  if (outcome.done) {
    const booking = await bookingStore().get(outcome.done);
    const rep = booking && bookingRep(booking);
    if (booking && rep) return { ...base, done: doneText(action, booking, rep, isTimeZone(outcome.tz ?? '') ? outcome.tz! : booking.visitor.timeZone, language) };
  }
  const opened = await openChange(action, outcome.t);
  // The link is no good (now): its refusal alone, or the one that made it so.
  if (!opened.ok) return { ...base, status: outcome.refusal ? outcome.status : opened.status, refused: refusalText(opened.refusal, language) };
  const { booking, rep } = opened;
  const message = messageOf(outcome.refusal, language);
  if (action === 'cancel') {
    const intro = fill(copy.cancelIntro, facts(booking, rep, booking.visitor.timeZone, language));
    return { ...base, cancel: { token: outcome.t, language, intro, button: copy.cancelButton, ...(message ? { message } : {}) } };
  }
  const zone = outcome.tz && isTimeZone(outcome.tz) ? outcome.tz : booking.visitor.timeZone;
  // "Just taken": the nearest times still free, as the picker after a demo request shows them.
  const days = await rescheduleDays(opened, zone, outcome.refusal === 'taken' && outcome.start ? { near: outcome.start } : {});
  const words = { ...wordsFor(zone, language), heading, intro: fill(copy.rescheduleIntro, facts(booking, rep, zone, language)), book: copy.moveTo };
  const picker: NoScriptBooking = {
    token: outcome.t,
    language,
    timeZone: zone,
    zones: zones(zone),
    slots: slotsView(days, zone, language),
    words,
    ...(outcome.start ? { checked: outcome.start } : {}),
    ...(message ? { message: { tone: 'error' as const, text: message } } : {}),
  };
  return { ...base, picker, zoneFromLink: outcome.zoneFromLink === true };
}

/** The view for a page's address: a signed outcome (`o`), else the link (`t`, optional `tz`). */
export async function changeViewFor(action: ChangeAction, language: Locale, search: { o?: string; t?: string; tz?: string }): Promise<ChangeView> {
  const posted = readChangeOutcome(search.o);
  const outcome = posted && posted.action === action ? posted : await openOutcome(action, search.t ?? '', search.tz);
  return changeView(outcome, language);
}

/** The outcome signed into the address of the page that shows it. */
const changeOutcomeState = pageState<ChangeOutcome>('booking-change-view');
export const signChangeOutcome = changeOutcomeState.sign;
export const readChangeOutcome = changeOutcomeState.read;
