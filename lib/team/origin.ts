/**
 * Whether a form post came from the site's own pages. A browser sends Origin with every POST;
 * a post from another site carries that site's origin (or `null`), so it is refused before
 * the session or the form is looked at. SameSite=Strict already keeps the session cookie off
 * such a post; this check also covers the sign-in forms, which have no session yet.
 */
export function sameOriginPost(headers: Headers, allowedOrigins: string[]): boolean {
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return false;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  const host = headers.get('host');
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  return allowedOrigins.includes(originUrl.origin) || (host !== null && originUrl.host === host);
}
