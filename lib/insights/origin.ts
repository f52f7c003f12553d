/**
 * Whether a beacon comes from one of the site's own pages. A cross-site `text/plain` POST
 * needs no preflight, so without this any page on the web could make its visitors' browsers
 * count views here. Browsers say where a request comes from in Sec-Fetch-Site and Origin:
 * - Sec-Fetch-Site `cross-site` is refused; `same-site` (another host of the same site,
 *   or another port) only passes with an Origin of the site's own;
 * - a present Origin must be the site's own: the host the request was addressed to (Host,
 *   which deploy/nginx.conf passes on as the browser sent it) or SITE_URL's.
 * A client that sends neither header (an old browser, a script) passes, as before: those
 * cannot be told apart from a real visitor's by any header, and the flood limit bounds them.
 */
export function fromOwnPages(headers: Headers, siteUrl: string): boolean {
  const fetchSite = headers.get('sec-fetch-site')?.toLowerCase();
  const origin = headers.get('origin');
  if (fetchSite === 'cross-site') return false;
  if (fetchSite === 'same-site' && !origin) return false;
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    // `null` (a sandboxed frame, a redirect across origins) or garbage: not one of our pages.
    return false;
  }
  return originHost === headers.get('host')?.toLowerCase() || originHost === new URL(siteUrl).host.toLowerCase();
}
