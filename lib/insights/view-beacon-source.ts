import { INSIGHTS_ENDPOINT } from './beacon';
import { trackingRefused } from '@/lib/visit/tracking-refused';
import { experimentViewArgs, experimentViewFields } from './experiment-view';

/**
 * The first page's view beacon as the code of an inline script (components/insights/visit-beacon.tsx
 * puts it in the server HTML): it runs as soon as the parser reaches it, so a visitor who leaves
 * before hydration, or whose script bundle never arrives, is still counted once. The same guards
 * as beacon.ts: nothing under Global Privacy Control or Do Not Track (the very function,
 * serialised), no identifier, nothing stored. `?.()`: browsers without sendBeacon lack optional
 * calls too, and never run the site's bundle either. On a page in an experiment the view also
 * names the experiment and variant (experiment-view.ts, serialised the same way).
 */
const experimentView = `(${experimentViewFields.toString()})(${experimentViewArgs.map((arg) => JSON.stringify(arg)).join(',')})`;
export const viewBeaconSource = `(${trackingRefused.toString()})()||navigator.sendBeacon?.(${JSON.stringify(INSIGHTS_ENDPOINT)},JSON.stringify(Object.assign({type:"view",route:location.pathname},${experimentView})))`;
