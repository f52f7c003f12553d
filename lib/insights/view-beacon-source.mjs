/**
 * The first page's view beacon as the text of an inline script (components/insights/visit-beacon.tsx
 * puts it in the server HTML): it runs as soon as the parser reaches it, so a visitor who leaves
 * before hydration, or whose script bundle never arrives, is still counted once. The same guards
 * as beacon.ts: nothing under Global Privacy Control or Do Not Track, no identifier, nothing
 * stored. `?.()`: browsers without sendBeacon lack optional calls too, and never run the site's
 * bundle either.
 *
 * On a page in an experiment the view carries the page's `ladle-experiment` meta content
 * (`<experiment>:<variant>`) as it stands, in one field (JSON leaves it out on other pages): the
 * endpoint splits and checks it against the deployment's experiments (lib/insights/events.ts),
 * so the script, which is in every page's HTML, stays tiny. Enrolled visitors are counted by the
 * enrollment chunk's exposure beacon (lib/experiments/enrollment.ts), not here.
 *
 * Where the visit came from goes too, as little as tells it: the referrer's host only (`ref`,
 * left out without a referrer) and the address's utm_source, cut to 99 characters (`utm`, ""
 * without one, so the endpoint tells a first load from a client navigation), so the body stays far below the endpoint's 512 bytes. The endpoint turns them
 * into a source label on an arrival and keeps neither as sent (lib/insights/events.ts, sources.ts);
 * client-side navigations send neither, as a click inside the site is not a new visit.
 *
 * A literal text in plain JavaScript, not a serialised function: the page boundary
 * (lib/html/site-scripts.mjs) allows the site's inline scripts by their exact text, and a
 * function's source is whatever the bundler made of it, which Node, running the boundary,
 * cannot know. The guard is therefore written twice, here and in lib/visit/tracking-refused.ts;
 * tests/unit/view-beacon-script.test.tsx runs both on the same browsers and compares them.
 */
import { EXPERIMENT_META } from '../experiments/page-meta-name.mjs';
import { INSIGHTS_ENDPOINT } from './beacon-endpoint.mjs';

/** The browser asks not to be tracked (lib/visit/tracking-refused.ts), as one expression. */
const TRACKING_REFUSED = 'navigator.globalPrivacyControl===true||navigator.doNotTrack==="1"';

export const VIEW_BEACON_SOURCE = `${TRACKING_REFUSED}||navigator.sendBeacon?.(${JSON.stringify(INSIGHTS_ENDPOINT)},JSON.stringify({type:"view",route:location.pathname,ref:document.referrer.split("/")[2],utm:new URLSearchParams(location.search).get("utm_source")?.slice(0,99)??"",experiment:document.getElementsByName(${JSON.stringify(EXPERIMENT_META)})[0]?.content}))`;
