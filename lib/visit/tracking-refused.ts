/**
 * The browser asks not to be tracked: Global Privacy Control or Do Not Track. Then the site
 * sends no counting events and records nothing about where the visit came from, whatever
 * the cookie choice (the Cookie and Privacy Policies promise it). One expression with no local
 * and no comment inside: its source is serialised into every page's inline view beacon
 * (lib/insights/view-beacon-source.ts).
 */
export function trackingRefused(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || navigator.doNotTrack === '1';
}
