import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { buildTicketSecret, serverEnv } from '@/lib/env';
import { TICKET_COOKIE, TICKET_MAX_AGE_MS } from './ticket-cookie';

/**
 * Fill-time tickets for a form posted without JavaScript. A static page cannot carry a
 * per-visitor time, so the server hands one out: `<time in ms>.<HMAC-SHA256 of it>`,
 * base64url. Whoever holds the secret can tell when a ticket was issued and that it was
 * not made up; nothing else is in it, so it says nothing about the visitor.
 */

export { TICKET_COOKIE, TICKET_MAX_AGE_MS };

const sign = (issuedAt: number, secret: string) => createHmac('sha256', secret).update(`form-ticket:${issuedAt}`).digest('base64url');

export function issueTicket(now: number, secret: string): string {
  return `${now}.${sign(now, secret)}`;
}

/** When a ticket was issued, or undefined if it is malformed, forged, from the future or expired. */
export function ticketTime(ticket: string | undefined | null, secret: string, now: number): number | undefined {
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(ticket ?? '');
  if (!match) return undefined;
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(issuedAt, secret));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  // A few seconds of clock difference between instances is tolerated.
  if (issuedAt > now + 5_000 || now - issuedAt > TICKET_MAX_AGE_MS) return undefined;
  return issuedAt;
}

/** Why a post without script is not kept as a lead; `undefined`: it may be. */
export type SpamVerdict = 'honeypot' | 'no-ticket' | 'too-fast' | undefined;

/**
 * The spam decision for a native post: a filled honeypot, then the oldest valid ticket
 * (the cookie set when the visitor first focused a field, or the token of an earlier
 * answer) must be at least `minFillMs` old. Both signals refuse: such a post is never stored.
 */
export function judgeNativePost(input: {
  honeypot: string;
  tickets: (string | undefined | null)[];
  secret: string;
  now: number;
  minFillMs: number;
}): SpamVerdict {
  if (input.honeypot.trim() !== '') return 'honeypot';
  const times = input.tickets.map((ticket) => ticketTime(ticket, input.secret, input.now)).filter((time) => time !== undefined);
  if (times.length === 0) return 'no-ticket';
  return input.now - Math.min(...times) < input.minFillMs ? 'too-fast' : undefined;
}

/** A secret for this process only, when neither the environment nor the build gave one (unit tests). */
let processSecret: string | undefined;

/** FORM_TICKET_SECRET, else the build's own secret, else this process's. */
export function ticketSecret(): string {
  const configured = serverEnv().FORM_TICKET_SECRET ?? buildTicketSecret();
  if (configured) return configured;
  processSecret ??= randomBytes(32).toString('base64url');
  return processSecret;
}

/** The Set-Cookie value carrying a new ticket: readable by this site's server only, sent only from its own pages. */
export function ticketCookie(ticket: string, secure: boolean) {
  return `${TICKET_COOKIE}=${ticket}; Path=/; Max-Age=${TICKET_MAX_AGE_MS / 1000}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
