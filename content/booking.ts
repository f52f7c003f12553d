/**
 * The words of demo booking (issue 49): the slot picker shown after an accepted demo request,
 * its no-script form, its refusals, and the invitation mails. English here, Spanish in
 * content/es/booking.ts. `{time}`, `{date}`, `{timeZone}`, `{rep}`, `{email}`, `{replyWithin}`,
 * `{brand}`, `{minutes}` mark where facts go.
 */
export const bookingCopy = {
  heading: 'Pick a time for your demo',
  intro: 'Your demo request is in. Choose a 30-minute video call with our team, or we will call you within {replyWithin}.',
  timeZone: 'Time zone',
  showTimes: 'Show times in this zone',
  timesIn: 'Times are shown in {timeZone}.',
  book: 'Book this time',
  booking: 'Booking...',
  holding: 'Holding that time...',
  held: 'We are holding {time} on {date} for you for {minutes} minutes.',
  booked: 'Your demo is booked: {date} at {time} ({timeZone}) with {rep}.',
  invitationSent: 'An invitation is on its way to {email}.',
  noSlots: 'No demo times are free in the next two weeks. We will call you within {replyWithin} to set one up.',
  chooseSlot: 'Please choose a time for your demo.',
  rescheduleHeading: 'Move your demo',
  rescheduleIntro: 'Your demo with {rep} is on {date} at {time} ({timeZone}). Choose a new time below.',
  moveTo: 'Move to this time',
  moved: 'Your demo is moved: {date} at {time} ({timeZone}) with {rep}.',
  updateSent: 'The updated invitation is on its way to {email}.',
  cancelHeading: 'Cancel your demo',
  cancelIntro: 'Your demo with {rep} is on {date} at {time} ({timeZone}).',
  cancelButton: 'Cancel this demo',
  demoPageLink: 'Go to the demo page',
  cancelled: 'Your demo on {date} at {time} ({timeZone}) is cancelled.',
  cancelSent: 'The cancellation for your calendar is on its way to {email}.',
  refusals: {
    taken: 'That time was just taken. Here are the nearest free times.',
    holdExpired: 'Your hold on that time ran out. Please choose a time again.',
    holdForged: 'That time could not be confirmed. Please choose a time again.',
    notOffered: 'That time is not one we offer. Please choose one of the times listed.',
    past: 'That time has already passed. Please choose a later one.',
    outsideWindow: 'We book demos up to two weeks ahead. Please choose one of the times listed.',
    unknownZone: 'We do not know that time zone. Please choose one from the list.',
    noRequest: 'Booking a time needs a demo request first. Please send one from the demo page.',
    alreadyBooked: 'Your demo is already booked. The invitation in your inbox has links to move or cancel it.',
    failure: 'Your booking could not be saved. Please try again, or we will call you within {replyWithin}.',
    busy: 'Too many tries in a short time. Please wait a minute and choose again.',
    overCap: 'We cannot book more demos from here for you right now. Your request is in, and our team will call you within {replyWithin} to find a time.',
    linkInvalid: 'This link is not valid. Please open the link from your invitation exactly as it was sent.',
    linkChanged: 'Your demo has changed since this link was sent. Please use the links in your latest invitation.',
    linkCancelled: 'This demo is already cancelled, so this link can no longer change it.',
    linkPast: 'This demo has already taken place, so it can no longer be moved or cancelled.',
  },
  mail: {
    visitorSubject: 'Your {brand} demo: {date} at {time}',
    repSubject: 'Demo booked: {name}, {date} at {time}',
    summary: '{brand} demo',
    visitorBody: 'Hello {name},\n\nYour {brand} demo is booked for {date} at {time} ({timeZone}) with {rep}. Your calendar can add it from the attached invitation.',
    repBody: '{name} <{email}> booked a demo for {date} at {time} ({timeZone}). Their demo request is lead {lead} in the sales inbox and npm run outbox.',
    reschedule: 'Move it to another time: {url}',
    cancel: 'Cancel it: {url}',
    visitorMovedSubject: 'Your {brand} demo moved: {date} at {time}',
    repMovedSubject: 'Demo moved: {name}, {date} at {time}',
    visitorMovedBody: 'Hello {name},\n\nYour {brand} demo is moved to {date} at {time} ({timeZone}) with {rep}. Your calendar can update it from the attached invitation.',
    repMovedBody: '{name} <{email}> moved their demo to {date} at {time} ({timeZone}). Their demo request is lead {lead}.',
    visitorCancelSubject: 'Cancelled: your {brand} demo on {date} at {time}',
    repCancelSubject: 'Demo cancelled: {name}, {date} at {time}',
    visitorCancelBody: 'Hello {name},\n\nYour {brand} demo on {date} at {time} ({timeZone}) with {rep} is cancelled. Your calendar can remove it with the attached cancellation.',
    repCancelBody: '{name} <{email}> cancelled their demo on {date} at {time} ({timeZone}). Their demo request is lead {lead}.',
    visitorRepCancelBody: 'Hello {name},\n\n{rep} had to cancel your {brand} demo on {date} at {time} ({timeZone}). We are sorry. Reply to this mail to find another time with {rep}. Your calendar can remove the meeting with the attached cancellation.',
    repCancelledByRepBody: 'You cancelled the demo with {name} <{email}> on {date} at {time} ({timeZone}); they were sent the cancellation and an apology. Their demo request is lead {lead}.',
  },
} as const;

export type BookingCopy = {
  [K in keyof typeof bookingCopy]: (typeof bookingCopy)[K] extends string ? string : { [L in keyof (typeof bookingCopy)[K]]: string };
};
export type BookingRefusal = keyof typeof bookingCopy.refusals;

/** Time zones the no-script form offers (a browser with script sends its own); the default first. */
export const bookingTimeZones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/Mexico_City',
  'America/Bogota',
  'America/Argentina/Buenos_Aires',
  'Europe/London',
  'Europe/Madrid',
  'UTC',
] as const;
export const defaultBookingTimeZone = bookingTimeZones[0];
