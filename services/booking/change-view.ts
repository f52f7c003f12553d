import 'server-only';
import { bookingStore } from '@/lib/booking-store';
import type { Booking } from '@/lib/booking-store/store';
import { isTimeZone } from '@/lib/booking/time-zones';
import type { Locale } from '@/lib/i18n/locale';
import { bookingCopyFor } from '@/content/es/booking';
import type { SalesRep } from '@/content/sales-team';
import { openChange, rescheduleDays } from './change';
import { changePath, type ChangeAction } from './change-link';
import { readChangeOutcome, openOutcome, type ChangeOutcome } from './change-http';
import { dateLabel, fill, timeLabel, zoneLabel } from './format';
import { mailConfigured } from './invitation-mail';
import { wordsFor, zones, type NoScriptBooking } from './no-script';
import { refusalText, slotsView } from './view';
import { bookingRep } from './team';

/**
 * What the reschedule and cancel pages show, already in words, for a link opened from the
 * mail (`t`, and `tz` for another zone) or for the outcome of their form post (`o`, signed):
 * the refusal alone when the link is no good, the booking as changed, or the meeting and its
 * form (the booked rep's free times with the kept choice and message; the Cancel button).
 */

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
