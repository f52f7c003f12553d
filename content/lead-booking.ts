/**
 * What the sales inbox reads when a demo request's booking changes (services/booking/lead-booking.ts):
 * a short mail that follows the request's own notification in the same thread. English, the
 * team's language, like the rest of the lead mail.
 */
export const leadBookingWords = {
  subject: {
    booked: 'Demo booked: {name} with {rep}, {date} at {time}',
    rescheduled: 'Demo moved: {name} with {rep}, now {date} at {time}',
    cancelled: 'Demo cancelled: {name} with {rep}, was {date} at {time}',
  },
  body: {
    booked: '{name} <{email}> booked a demo with {rep} for {date} at {time} ({timeZone}), {utc}.',
    rescheduled: '{name} <{email}> moved their demo with {rep} to {date} at {time} ({timeZone}), {utc}.',
    cancelled: '{name} <{email}> cancelled their demo with {rep} of {date} at {time} ({timeZone}), {utc}.',
  },
  /** The cancel came from the rep's own link (the rep's invitation), not the visitor's. */
  cancelledByRep: '{rep} cancelled the demo with {name} <{email}> of {date} at {time} ({timeZone}), {utc}; the visitor was sent the cancellation and an apology.',
  lead: 'Their demo request is lead {lead}, in the mail this one answers; npm run outbox lists it with the booking.',
} as const;

export type BookingChange = keyof typeof leadBookingWords.subject;

/**
 * What the sales inbox reads when the booking's calendars need a person (services/booking/calendars.ts):
 * a rep's calendar that cannot be read, so the rep offers no times (once per outage), and a
 * booked event the relay gave up writing into a rep's calendar.
 */
export const calendarAlertWords = {
  outageSubject: 'Calendar unreadable: {reps} offer no demo times',
  outageBody:
    'The CalDAV calendar of {reps} has not been read since {lastGood}. After {staleAfter} without a good read a rep offers no demo times, so their times are off the booking page and visitors are told the team will call them.\n\nThey come back on the first read that succeeds. This alert is sent once per outage.\n\nLast error: {error}',
  givenUpSubject: 'Calendar not updated: demo with {name} on {date} at {time}',
  givenUpBody:
    'The booking relay gave up writing the demo of {name} <{email}> ({state}, {date} at {time}, {timeZone}) into the calendar of {rep} after {attempts} attempts. Put it into the calendar by hand, or remove it if the demo is cancelled.\n\nBooking {booking}, UID {uid}, lead {lead}.\nLast error: {error}',
} as const;
