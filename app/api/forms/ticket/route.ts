import type { NextRequest } from 'next/server';
import { issueTicket, ticketCookie, ticketSecret, ticketTime, TICKET_COOKIE } from '@/lib/forms/ticket';
import { serverEnv } from '@/lib/env';

/**
 * The fill-time ticket of the forms posted without JavaScript (lib/forms/ticket.ts). The
 * lead forms' stylesheet asks for this address as a background image the moment a field
 * first takes focus (`form:focus-within`), so the cookie it sets holds when the visitor
 * started. A ticket still valid is kept: focusing again, or on the next page, does not
 * restart the clock. Answers a transparent 1×1 GIF, never cached.
 */
export const dynamic = 'force-dynamic';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function GET(request: NextRequest) {
  const headers = new Headers({ 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' });
  const secret = ticketSecret();
  const now = Date.now();
  const held = request.cookies.get(TICKET_COOKIE)?.value;
  if (ticketTime(held, secret, now) === undefined) {
    const forwarded = serverEnv().TRUST_PROXY ? request.headers.get('x-forwarded-proto') : null;
    const secure = (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
    headers.set('Set-Cookie', ticketCookie(issueTicket(now, secret), secure));
  }
  return new Response(PIXEL, { headers });
}
