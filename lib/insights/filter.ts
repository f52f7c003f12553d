import { isbot } from 'isbot';

/**
 * Requests that are never counted though they reach the endpoint: bots (recognised by user
 * agent with isbot's maintained list, which includes headless Chromium) and prefetches.
 * The user agent is only read here, never kept.
 */
export function isUncountedRequest(headers: Headers): boolean {
  if (isBotRequest(headers)) return true;
  if (headers.get('next-router-prefetch')) return true;
  const purpose = `${headers.get('purpose') ?? ''} ${headers.get('sec-purpose') ?? ''}`.toLowerCase();
  return purpose.includes('prefetch');
}

/** A request from a crawler or other automated client (no user agent counts as one). */
export function isBotRequest(headers: Headers): boolean {
  const userAgent = headers.get('user-agent') ?? '';
  return !userAgent || isbot(userAgent);
}
