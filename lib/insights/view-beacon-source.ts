import { INSIGHTS_ENDPOINT } from './beacon';
import { trackingRefused } from '@/lib/visit/tracking-refused';
import { EXPERIMENT_META } from '@/lib/experiments/page-meta';

/**
 * The first page's view beacon as the code of an inline script (components/insights/visit-beacon.tsx
 * puts it in the server HTML): it runs as soon as the parser reaches it, so a visitor who leaves
 * before hydration, or whose script bundle never arrives, is still counted once. The same guards
 * as beacon.ts: nothing under Global Privacy Control or Do Not Track (the very function,
 * serialised), no identifier, nothing stored. `?.()`: browsers without sendBeacon lack optional
 * calls too, and never run the site's bundle either.
 *
 * On a page in an experiment the view carries the page's `ladle-experiment` meta content
 * (`<experiment>:<variant>`) as it stands, in one field (JSON leaves it out on other pages): the
 * endpoint splits and checks it against the deployment's experiments (lib/insights/events.ts),
 * so the script, which is in every page's HTML, stays tiny. Enrolled visitors are counted by the
 * enrollment chunk's exposure beacon (lib/experiments/enrollment.ts), not here.
 */
export const viewBeaconSource = () => `(${trackingRefused.toString()})()||navigator.sendBeacon?.(${JSON.stringify(INSIGHTS_ENDPOINT)},JSON.stringify({type:"view",route:location.pathname,experiment:document.getElementsByName(${JSON.stringify(EXPERIMENT_META)})[0]?.content}))`;
