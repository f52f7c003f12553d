/** @jest-environment node */
import ICAL from 'ical.js';
import nodemailer from 'nodemailer';
import { invitationIcs, invitationMailPart, type Invitation } from '@/lib/booking/invitation';
import { startMailServer } from '../fixtures/lead-receivers';

/**
 * Invitations as a mail program reads them: the file parsed with ical.js (a parser independent
 * of ical-generator, which writes it), and the mail as a real SMTP server (smtp-server)
 * receives it from nodemailer, whose text/calendar part must name the file's own METHOD.
 */

const invitation: Invitation = {
  method: 'REQUEST',
  uid: 'booking-42@ladle.example',
  sequence: 0,
  start: new Date('2026-12-01T15:00:00Z'),
  end: new Date('2026-12-01T15:30:00Z'),
  producer: { company: 'Example', product: 'Test' },
  summary: 'Ladle demo',
  description: 'A 30-minute demo of Ladle.\nReschedule: https://ladle.example/r/abc',
  location: 'Video call',
  url: 'https://ladle.example/demo/booking',
  organizer: { name: 'Avery Rep', email: 'avery@ladle.example' },
  attendees: [{ name: 'Sam Owner', email: 'sam@restaurant.example' }, { name: 'Avery Rep', email: 'avery@ladle.example' }],
  stamp: new Date('2026-11-28T12:00:00Z'),
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { calendar, event: events[0]! };
}

/** A DATE-TIME property as written: its raw value must end in Z (UTC), and no TZID param. */
function utcValue(event: ICAL.Component, name: string): string {
  const property = event.getFirstProperty(name)!;
  expect(property.getParameter('tzid')).toBeUndefined();
  const value = property.getFirstValue() as ICAL.Time;
  expect(value.zone).toBe(ICAL.Timezone.utcTimezone);
  return value.toJSDate().toISOString();
}

describe('invitationIcs', () => {
  it('is a METHOD:REQUEST with a stable UID, SEQUENCE, organizer, attendees asked to reply, UTC times', () => {
    const { calendar, event } = parse(invitationIcs(invitation));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.getFirstPropertyValue('uid')).toBe('booking-42@ladle.example');
    expect(event.getFirstPropertyValue('sequence')).toBe(0);
    expect(event.getFirstPropertyValue('summary')).toBe('Ladle demo');
    expect(event.getFirstPropertyValue('description')).toBe(invitation.description);
    expect(utcValue(event, 'dtstart')).toBe('2026-12-01T15:00:00.000Z');
    expect(utcValue(event, 'dtend')).toBe('2026-12-01T15:30:00.000Z');
    expect(utcValue(event, 'dtstamp')).toBe('2026-11-28T12:00:00.000Z');
    const organizer = event.getFirstProperty('organizer')!;
    expect(String(organizer.getFirstValue()).replace(/^mailto:/i, 'mailto:')).toBe('mailto:avery@ladle.example');
    expect(organizer.getParameter('cn')).toBe('Avery Rep');
    const attendees = event.getAllProperties('attendee').map((attendee) => ({
      // The mailto scheme is case-insensitive (RFC 3986); ical-generator writes MAILTO for attendees.
      address: String(attendee.getFirstValue()).replace(/^mailto:/i, 'mailto:'), name: attendee.getParameter('cn'),
      rsvp: attendee.getParameter('rsvp'), partstat: attendee.getParameter('partstat'), role: attendee.getParameter('role'),
    }));
    expect(attendees).toEqual([
      { address: 'mailto:sam@restaurant.example', name: 'Sam Owner', rsvp: 'TRUE', partstat: 'NEEDS-ACTION', role: 'REQ-PARTICIPANT' },
      { address: 'mailto:avery@ladle.example', name: 'Avery Rep', rsvp: 'TRUE', partstat: 'NEEDS-ACTION', role: 'REQ-PARTICIPANT' },
    ]);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('a reschedule keeps the UID and carries the raised SEQUENCE; a cancel says CANCEL and CANCELLED', () => {
    const moved = parse(invitationIcs({ ...invitation, sequence: 1, start: new Date('2026-12-02T16:00:00Z'), end: new Date('2026-12-02T16:30:00Z') }));
    expect(moved.event.getFirstPropertyValue('uid')).toBe('booking-42@ladle.example');
    expect(moved.event.getFirstPropertyValue('sequence')).toBe(1);
    expect(utcValue(moved.event, 'dtstart')).toBe('2026-12-02T16:00:00.000Z');
    const cancelled = parse(invitationIcs({ ...invitation, method: 'CANCEL', sequence: 2 }));
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.getFirstPropertyValue('uid')).toBe('booking-42@ladle.example');
    expect(cancelled.event.getFirstPropertyValue('sequence')).toBe(2);
  });
});

/** The text/calendar part of a received MIME message: its Content-Type and decoded body. */
function calendarPart(raw: string): { contentType: string; body: string } {
  const parts = raw.split(/\r\n--[^\r\n]+\r\n/);
  const part = parts.find((candidate) => /^Content-Type: text\/calendar/im.test(candidate));
  if (!part) throw new Error(`no text/calendar part in:\n${raw}`);
  const split = part.indexOf('\r\n\r\n');
  const head = part.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const encoded = part.slice(split + 4).replace(/\r\n--[^\r\n]*--\s*$/, '');
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(head)?.[1]?.toLowerCase();
  const body = encoding === 'base64' ? Buffer.from(encoded, 'base64').toString('utf8')
    : encoding === 'quoted-printable' ? Buffer.from(encoded.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
      : encoded;
  return { contentType: /^Content-Type: *([^\r\n]+)/im.exec(head)![1]!, body };
}

describe('the invitation through nodemailer and a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    smtp = await startMailServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it.each(['REQUEST', 'CANCEL'] as const)('METHOD:%s arrives as text/calendar with that method, the same as the file inside', async (method) => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });
    const part = invitationMailPart({ ...invitation, method });
    expect(part.method).toBe(method);
    await transport.sendMail({
      from: 'Ladle <demos@ladle.example>', to: 'sam@restaurant.example', subject: `Ladle demo ${method}`,
      text: 'Your Ladle demo', icalEvent: part,
    });
    transport.close();
    const received = smtp.messages.find((message) => message.subject === `Ladle demo ${method}`);
    expect(received).toBeDefined();
    const { contentType, body } = calendarPart(received!.raw);
    expect(contentType).toMatch(new RegExp(`^text/calendar; *charset=utf-8; *method=${method}$`, 'i'));
    expect(parse(body).calendar.getFirstPropertyValue('method')).toBe(method);
    expect(parse(body).event.getFirstPropertyValue('uid')).toBe('booking-42@ladle.example');
  });
});
