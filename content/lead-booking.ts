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
