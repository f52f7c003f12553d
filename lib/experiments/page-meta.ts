import { EXPERIMENT_META } from './page-meta-name.mjs';

/**
 * The page's own word on which experiment and variant it is: `<meta name="ladle-experiment"
 * content="<experiment>:<variant>">`, on every variant page (the control included); a page
 * without it is in no experiment (./page-experiment.ts reads it as the two keys).
 */
export { EXPERIMENT_META };

/**
 * The meta content as it stands, or undefined on a page in no experiment: what the view
 * beacon of a client navigation (components/insights/visit-beacon.tsx) and a lead's
 * attribution (lib/visit/first-touch.ts) send (the tag is never empty). Unchecked on purpose: this is in every page's
 * first-load JS, and the servers check both keys anyway (lib/insights/events.ts,
 * lib/visit/clean-attribution.ts).
 */
export const pageExperimentContent = (): string | undefined => (document.getElementsByName(EXPERIMENT_META)[0] as HTMLMetaElement | undefined)?.content;
