/**
 * The cookie that carries a stored demo request's right to book a time (services/booking/
 * request-token.ts), named and timed here so the cookie and privacy policies (content/legal)
 * can quote it without loading the booking code.
 */
export const DEMO_REQUEST_COOKIE = 'ladle-demo-request';
/** How long a demo request can be booked after it was sent. */
export const DEMO_REQUEST_MAX_AGE_MS = 2 * 24 * 60 * 60_000;
