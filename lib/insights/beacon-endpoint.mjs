/**
 * Where the browser sends the cookieless count's events. Plain JavaScript: the inline view
 * beacon's text (./view-beacon-source.mjs) is also read by the page boundary, which runs
 * under Node as it is.
 */
export const INSIGHTS_ENDPOINT = '/api/insights';
