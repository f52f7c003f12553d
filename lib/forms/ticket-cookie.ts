/**
 * The one cookie the site sets: the fill-time ticket of a lead form (lib/forms/ticket.ts),
 * named and timed here so the cookie policy (content/legal) can quote it without loading
 * the signing code.
 */
export const TICKET_COOKIE = 'ladle-form-ticket';
/** A ticket older than this is no ticket: the visitor is asked to send again. */
export const TICKET_MAX_AGE_MS = 2 * 60 * 60 * 1000;
