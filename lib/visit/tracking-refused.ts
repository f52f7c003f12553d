/**
 * The browser asks not to be tracked: Global Privacy Control or Do Not Track. Then the site
 * sends no counting events and records nothing about where the visit came from, whatever
 * the cookie choice (the Cookie and Privacy Policies promise it). Every page's inline view
 * beacon writes the same test as text (lib/insights/view-beacon-source.mjs): change both
 * (tests/unit/view-beacon-script.test.tsx compares them).
 */
export function trackingRefused(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || navigator.doNotTrack === '1';
}
