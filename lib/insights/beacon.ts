/**
 * The browser side of the cookieless count: one navigator.sendBeacon per event, to the
 * site's own endpoint. Nothing is sent when the browser asks not to be tracked (Global
 * Privacy Control or Do Not Track), and nothing is ever stored in the browser.
 */
import { trackingRefused } from '@/lib/visit/tracking-refused';
import { INSIGHTS_ENDPOINT } from './beacon-endpoint.mjs';

export { INSIGHTS_ENDPOINT, trackingRefused };

export function sendInsight(event: Record<string, string | number | undefined>): void {
  if (trackingRefused() || typeof navigator.sendBeacon !== 'function') return;
  // A string goes as text/plain: a simple request, no preflight; the endpoint parses it as JSON.
  navigator.sendBeacon(INSIGHTS_ENDPOINT, JSON.stringify(event));
}

export const currentRoute = () => window.location.pathname;
