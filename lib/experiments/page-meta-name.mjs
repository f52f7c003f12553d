/**
 * The name of the `<meta>` by which a page says which experiment and variant it is
 * (./page-meta.ts). Plain JavaScript: the inline view beacon's text
 * (lib/insights/view-beacon-source.mjs) names it, and the page boundary reads that text under
 * Node as it is.
 */
export const EXPERIMENT_META = 'ladle-experiment';
