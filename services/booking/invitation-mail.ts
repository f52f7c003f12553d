import { invitationMailPart, type Invitation } from '@/lib/booking/invitation';
import type { Booking, NewJob } from '@/lib/booking-store/store';
import { serverEnv } from '@/lib/env';
import { bookingCopyFor } from '@/content/es/booking';
import { bookingCopy } from '@/content/booking';
import { site } from '@/content/site';
import type { SalesRep } from '@/content/sales-team';
import { dateLabel, fill, timeLabel, zoneLabel } from './format';

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
  subject: string;
  text: string;
  icalEvent: { method: string; filename: string; content: string };
};

/** Mail goes out only where the leads' mail does: SMTP_URL set. */
export const mailConfigured = () => Boolean(serverEnv().SMTP_URL);

const siteHost = () => new URL(serverEnv().SITE_URL).hostname;

export function invitationOf(booking: Booking, rep: SalesRep, method: Invitation['method']): Invitation {
  const copy = bookingCopyFor(booking.visitor.language === 'es' ? 'es' : 'en');
  return {
    method,
    uid: booking.uid,
    sequence: booking.sequence,
    start: new Date(booking.start),
    end: new Date(booking.end),
    summary: fill(copy.mail.summary, { brand: site.name }),
    description: fill(copy.mail.visitorBody, {
      name: booking.visitor.name,
      brand: site.name,
      date: dateLabel(booking.start, booking.visitor.timeZone, booking.visitor.language === 'es' ? 'es' : 'en'),
      time: timeLabel(booking.start, booking.visitor.timeZone, booking.visitor.language === 'es' ? 'es' : 'en'),
      timeZone: zoneLabel(booking.visitor.timeZone),
      rep: rep.name,
    }),
    organizer: { name: rep.name, email: rep.email },
    attendees: [{ name: booking.visitor.name, email: booking.visitor.email }],
    producer: { company: site.name, product: 'Demo booking' },
  };
}

/** The two mails of a booking event (a new booking, a move, a cancel), as relay jobs. */
export function invitationJobs(booking: Booking, rep: SalesRep, method: Invitation['method'], links: { reschedule?: string; cancel?: string } = {}): NewJob[] {
  if (!mailConfigured()) return [];
  const env = serverEnv();
  const from = env.LEAD_NOTIFY_FROM ?? { name: `${site.name} website`, address: `no-reply@${siteHost()}` };
  const icalEvent = invitationMailPart(invitationOf(booking, rep, method));
  const language = booking.visitor.language === 'es' ? 'es' : 'en';
  const copy = bookingCopyFor(language);
  const visitorFacts = {
    name: booking.visitor.name,
    email: booking.visitor.email,
    brand: site.name,
    date: dateLabel(booking.start, booking.visitor.timeZone, language),
    time: timeLabel(booking.start, booking.visitor.timeZone, language),
    timeZone: zoneLabel(booking.visitor.timeZone),
    rep: rep.name,
  };
  const repFacts = {
    ...visitorFacts,
    date: dateLabel(booking.start, rep.timeZone, 'en'),
    time: timeLabel(booking.start, rep.timeZone, 'en'),
    timeZone: zoneLabel(rep.timeZone),
    lead: booking.request,
  };
  const linkLines = [
    ...(links.reschedule ? [fill(copy.mail.reschedule, { url: links.reschedule })] : []),
    ...(links.cancel ? [fill(copy.mail.cancel, { url: links.cancel })] : []),
  ];
  const visitor: MailPayload = {
    from,
    to: { name: booking.visitor.name, address: booking.visitor.email },
    subject: fill(copy.mail.visitorSubject, visitorFacts),
    text: [fill(copy.mail.visitorBody, visitorFacts), ...(linkLines.length ? ['', ...linkLines] : []), ''].join('\n'),
    icalEvent,
  };
  const repMail: MailPayload = {
    from,
    to: { name: rep.name, address: rep.email },
    subject: fill(bookingCopy.mail.repSubject, repFacts),
    text: `${fill(bookingCopy.mail.repBody, repFacts)}\n`,
    icalEvent,
  };
  return [
    { kind: 'mail', payload: visitor },
    { kind: 'mail', payload: repMail },
  ];
}
