import 'server-only';
import { serverEnv } from '@/lib/env';
import type { AcceptedHook } from '@/lib/email/endpoint';
import { issueRequestToken, requestCookie, requestOfLead } from './tokens';

/** Whether the browser reached the site over HTTPS (behind a trusted proxy, as it says). */
export function isSecure(request: Request) {
  const forwarded = serverEnv().TRUST_PROXY ? request.headers.get('x-forwarded-proto') : null;
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}

/**
 * The EmailJS-compatible endpoint's answer to a stored demo request carries the right to book
 * it: the cookie of services/booking/tokens.ts (HttpOnly, SameSite=Strict), which the
 * picker's calls send back. Not for spam, other forms, or a request another site's page sent
 * (Sec-Fetch-Site: cross-site; a browser would not keep a SameSite=Strict cookie from it anyway).
 */
export const demoRequestCookie: AcceptedHook = ({ record }, request) => {
  const demo = requestOfLead(record);
  const site = request.headers.get('sec-fetch-site');
  if (!demo || site === 'cross-site') return undefined;
  return { 'Set-Cookie': requestCookie(issueRequestToken(demo), isSecure(request)) };
};
