export type Person = { name: string; email: string };
export type Invitation = {
  method: 'REQUEST' | 'CANCEL'; uid: string; sequence: number; start: Date; end: Date;
  summary: string; description: string; location?: string; url?: string;
  organizer: Person; attendees: Person[]; stamp?: Date;
};

/** VCALENDAR with METHOD, UTC times. */
export function invitationIcs(invitation: Invitation): string {
  void invitation;
  throw new Error('lib/booking/invitation.ts: not implemented yet');
}

/** nodemailer's `icalEvent` option for it: sends text/calendar; method=<same method> as an alternative. */
export function invitationMailPart(invitation: Invitation): { method: string; filename: string; content: string } {
  return { method: invitation.method, filename: 'invite.ics', content: invitationIcs(invitation) };
}
