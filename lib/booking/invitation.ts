import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, type ICalAttendeeScheduleAgent } from 'ical-generator';

/**
 * Meeting invitations that mail programs show with Accept and Decline (iTIP, RFC 5546): a
 * VCALENDAR with METHOD:REQUEST (or CANCEL), one VEVENT with a stable UID, a SEQUENCE that a
 * reschedule raises, the organizer, and each attendee asked to reply. Times are UTC, so no
 * VTIMEZONE is needed and no client can misread the zone.
 */

export type Person = { name: string; email: string };
export type Invitation = {
  method: 'REQUEST' | 'CANCEL'; uid: string; sequence: number; start: Date; end: Date;
  summary: string; description: string; location?: string; url?: string;
  organizer: Person; attendees: Person[]; stamp?: Date;
  /** Who made the file (PRODID): the caller's company and product, since this tool knows no site. */
  producer: { company: string; product: string };
};

/** The VCALENDAR of an invitation, with its METHOD or (`stored`) without one. */
function calendarOf(invitation: Invitation, stored: boolean): string {
  const calendar = ical({
    prodId: { ...invitation.producer, language: 'EN' },
    method: stored ? null : invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    stamp: invitation.stamp ?? new Date(),
    start: invitation.start,
    end: invitation.end,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location ?? null,
    url: invitation.url ?? null,
    // A cancel must say so in the event too: some clients read STATUS rather than METHOD.
    status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: invitation.organizer.name, email: invitation.organizer.email },
    attendees: invitation.attendees.map((person) => ({
      name: person.name, email: person.email, rsvp: true,
      status: ICalAttendeeStatus.NEEDSACTION, role: ICalAttendeeRole.REQ,
      // In a calendar: the invitations go by mail already, so a server that schedules
      // (RFC 6638) must not mail the attendee a second one.
      // (The enum is exported as a type only.)
      scheduleAgent: stored ? ('CLIENT' as ICalAttendeeScheduleAgent) : null,
    })),
  });
  return calendar.toString();
}

/** VCALENDAR with METHOD, UTC times: what a mail carries. */
export function invitationIcs(invitation: Invitation): string {
  return calendarOf(invitation, false);
}

/**
 * The same event as a calendar object to store in a CalDAV calendar (PUT `<uid>.ics`): no
 * METHOD, which RFC 4791 (4.1) forbids in stored objects, and the attendee's scheduling left
 * to the client (SCHEDULE-AGENT=CLIENT).
 */
export function calendarObjectIcs(invitation: Omit<Invitation, 'method'>): string {
  return calendarOf({ ...invitation, method: 'REQUEST' }, true);
}

/** nodemailer's `icalEvent` option for it: sends text/calendar; method=<same method> as an alternative. */
export function invitationMailPart(invitation: Invitation): { method: string; filename: string; content: string } {
  return {
    method: invitation.method,
    filename: invitation.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    content: invitationIcs(invitation),
  };
}
