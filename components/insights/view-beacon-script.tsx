import { INSIGHTS_ENDPOINT } from '@/lib/insights/beacon';
import { trackingRefused } from '@/lib/visit/tracking-refused';

/**
 * The first page's view beacon, as a tiny inline script in the server HTML: it runs as soon as
 * the parser reaches it, so a visitor who leaves before hydration (or whose script bundle
 * never arrives) is still counted once. The same guards as lib/insights/beacon.ts: nothing
 * under Global Privacy Control or Do Not Track (the very function, serialised), no identifier,
 * nothing stored. Views after a client-side route change go from VisitBeacon. A server
 * component: no nonce, the page boundary hashes every inline script for the CSP.
 */
// `?.()`: the browsers that lack sendBeacon lack optional calls too and never run the site's bundle either.
const source = `(${trackingRefused.toString()})()||navigator.sendBeacon?.(${JSON.stringify(INSIGHTS_ENDPOINT)},JSON.stringify({type:"view",route:location.pathname}))`;

export function ViewBeaconScript() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
