import { invitationMailPart, type Invitation } from '@/lib/booking/invitation';
import type { Booking, NewJob } from '@/lib/booking-store/store';
import { serverEnv } from '@/lib/env';
import { bookingCopyFor } from '@/content/es/booking';
import { bookingCopy, type BookingCopy } from '@/content/booking';
import type { Locale } from '@/lib/i18n/locale';
import { site } from '@/content/site';
import type { SalesRep } from '@/content/sales-team';
import { dateLabel, fill, timeLabel, zoneLabel } from './format';
import { changeLinks, type ChangedBy } from './tokens';

/**
 * The invitations a booking sends: one mail to the visitor (in their language, in their zone)
 * and one to the rep (English, in the rep's zone), each carrying the same iCalendar event
 * (lib/booking/invitation.ts: METHOD, UID, SEQUENCE, organizer the rep, attendee the visitor)
 * as nodemailer's icalEvent, which sends it as text/calendar; method=<the same METHOD>. The
 * mails are jobs in the booking store, sent by the relay with the lead relay's retry schedule.
 */

export type MailPayload = {
  from: string | { name: string; address: string };
  to: { name: string; address: string };
  /** Replies go to a person: the visitor's mail to the rep, the rep's to the visitor. */
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  icalEvent: { method: string; filename: string; content: string };
};

/** Mail goes out only where the leads' mail does: SMTP_URL set. */
export const mailConfigured = () => Boolean(serverEnv().SMTP_URL);

const siteHost = () => new URL(serverEnv().SITE_URL).hostname;

/**
 * Which words a mail of this booking uses: a new booking, a move (a later SEQUENCE), or a cancel;
 * or a cancel from the rep's own link (told as the rep's, with an apology to the visitor);
 * or a change read from the rep's calendar (./calendar-changes.ts): the rep moved or deleted the
 * event (the visitor gets an apology), or the visitor declined it.
 */
export type Occasion = 'booked' | 'moved' | 'cancelled' | 'cancelledByRepLink' | 'movedByRep' | 'cancelledByRep' | 'declined';
const occasionOf = (booking: Booking, method: Invitation['method']): Occasion => (method === 'CANCEL' ? 'cancelled' : booking.sequence > 0 ? 'moved' : 'booked');

function wordsFor(copy: BookingCopy, occasion: Occasion) {
  const mail = copy.mail;
  const cancelled = { visitorSubject: mail.visitorCancelSubject, visitorBody: mail.visitorCancelBody, repSubject: mail.repCancelSubject, repBody: mail.repCancelBody };
  const moved = { visitorSubject: mail.visitorMovedSubject, visitorBody: mail.visitorMovedBody, repSubject: mail.repMovedSubject, repBody: mail.repMovedBody };
  if (occasion === 'cancelled') return cancelled;
  if (occasion === 'cancelledByRepLink') return { ...cancelled, visitorBody: mail.visitorRepCancelBody, repBody: mail.repCancelledByRepBody };
  if (occasion === 'cancelledByRep') return { ...cancelled, visitorBody: mail.visitorRepCancelBody, repBody: mail.repCalendarCancelBody };
  if (occasion === 'declined') return { ...cancelled, repBody: mail.repDeclinedBody };
  if (occasion === 'moved') return moved;
  if (occasion === 'movedByRep') return { ...moved, repBody: mail.repCalendarMovedBody };
  return { visitorSubject: mail.visitorSubject, visitorBody: mail.visitorBody, repSubject: mail.repSubject, repBody: mail.repBody };
}

const languageOf = (booking: Booking): Locale => (booking.visitor.language === 'es' ? 'es' : 'en');

/** The facts the visitor's words name, in their language and zone. */
function visitorFacts(booking: Booking, rep: SalesRep) {
  const language = languageOf(booking);
  return {
    name: booking.visitor.name,
    email: booking.visitor.email,
    brand: site.name,
    date: dateLabel(booking.start, booking.visitor.timeZone, language),
    time: timeLabel(booking.start, booking.visitor.timeZone, language),
    timeZone: zoneLabel(booking.visitor.timeZone),
    rep: rep.name,
  };
}

export function invitationOf(booking: Booking, rep: SalesRep, method: Invitation['method']): Invitation {
  const copy = bookingCopyFor(languageOf(booking));
  return {
    method,
    uid: booking.uid,
    sequence: booking.sequence,
    start: new Date(booking.start),
    end: new Date(booking.end),
    summary: fill(copy.mail.summary, { brand: site.name }),
    description: fill(wordsFor(copy, occasionOf(booking, method)).visitorBody, visitorFacts(booking, rep)),
    organizer: { name: rep.name, email: rep.email },
    attendees: [{ name: booking.visitor.name, email: booking.visitor.email }],
    producer: { company: site.name, product: 'Demo booking' },
  };
}

/** The lines that carry a booking's reschedule and cancel links (./tokens.ts), in `copy`'s language. */
function linkLines(booking: Booking, copy: BookingCopy, language: Locale, by: ChangedBy) {
  const links = changeLinks(booking, language, by);
  return ['', fill(copy.mail.reschedule, { url: links.reschedule }), fill(copy.mail.cancel, { url: links.cancel })];
}

/**
 * The two mails of a booking event (a new booking, a move, a cancel), as relay jobs. An
 * invitation (REQUEST) carries the links to move or cancel the booking as it now is; a
 * cancel has nothing left to change. `occasion` names who made the change where the words
 * differ (see Occasion); by default it is read from the method and SEQUENCE.
 */
export function invitationJobs(booking: Booking, rep: SalesRep, method: Invitation['method'], occasion: Occasion = occasionOf(booking, method)): NewJob[] {
  if (!mailConfigured()) return [];
  const env = serverEnv();
  const from = env.LEAD_NOTIFY_FROM ?? { name: `${site.name} website`, address: `no-reply@${siteHost()}` };
  const icalEvent = invitationMailPart(invitationOf(booking, rep, method));
  const language = languageOf(booking);
  const copy = bookingCopyFor(language);
  const words = wordsFor(copy, occasion);
  const repWords = wordsFor(bookingCopy, occasion);
  const facts = visitorFacts(booking, rep);
  const repFacts = {
    ...facts,
    date: dateLabel(booking.start, rep.timeZone, 'en'),
    time: timeLabel(booking.start, rep.timeZone, 'en'),
    timeZone: zoneLabel(rep.timeZone),
    lead: booking.request,
  };
  const withLinks = method === 'REQUEST';
  const visitor: MailPayload = {
    from,
    to: { name: booking.visitor.name, address: booking.visitor.email },
    replyTo: { name: rep.name, address: rep.email },
    subject: fill(words.visitorSubject, facts),
    text: [fill(words.visitorBody, facts), ...(withLinks ? linkLines(booking, copy, language, 'visitor') : []), ''].join('\n'),
    icalEvent,
  };
  // The rep's mail is English, and so are the pages its links open.
  const repMail: MailPayload = {
    from,
    to: { name: rep.name, address: rep.email },
    replyTo: { name: booking.visitor.name, address: booking.visitor.email },
    subject: fill(repWords.repSubject, repFacts),
    text: [fill(repWords.repBody, repFacts), ...(withLinks ? linkLines(booking, bookingCopy, 'en', 'rep') : []), ''].join('\n'),
    icalEvent,
  };
  return [
    { kind: 'mail', payload: visitor },
    { kind: 'mail', payload: repMail },
  ];
}
