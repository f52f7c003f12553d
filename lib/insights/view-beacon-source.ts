import { INSIGHTS_ENDPOINT } from './beacon';
import { trackingRefused } from '@/lib/visit/tracking-refused';

/**
 * The first page's view beacon as the code of an inline script (components/insights/visit-beacon.tsx
 * puts it in the server HTML): it runs as soon as the parser reaches it, so a visitor who leaves
 * before hydration, or whose script bundle never arrives, is still counted once. The same guards
 * as beacon.ts: nothing under Global Privacy Control or Do Not Track (the very function,
 * serialised), no identifier, nothing stored. `?.()`: browsers without sendBeacon lack optional
 * calls too, and never run the site's bundle either.
 */
export const viewBeaconSource = `(${trackingRefused.toString()})()||navigator.sendBeacon?.(${JSON.stringify(INSIGHTS_ENDPOINT)},JSON.stringify({type:"view",route:location.pathname}))`;
