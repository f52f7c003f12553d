import type { Locale } from '@/lib/i18n/locale';
import { bookingCopyFor } from '@/content/es/booking';
import { siteFor } from '@/content/es/site';
import { bookingRules, type SalesRep } from '@/content/sales-team';
import type { BookingRefusal } from '@/content/booking';
import type { Booking } from '@/lib/booking-store/store';
import type { Day } from './book';
import { dateLabel, fill, timeLabel, zoneLabel } from './format';
import { mailConfigured } from './invitation-mail';

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
