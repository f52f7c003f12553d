/**
 * The browser asks not to be tracked: Global Privacy Control or Do Not Track. Then the site
 * sends no counting events and records nothing about where the visit came from, whatever
 * the cookie choice (the Cookie and Privacy Policies promise it).
 */
export function trackingRefused(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}
