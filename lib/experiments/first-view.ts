/**
 * Prefix of the localStorage marks "this browser has been counted as enrolled in <experiment>"
 * (lib/insights/experiment-view.ts writes them after Accept All; lib/experiments/enrollment.ts
 * removes them on Decline). Its own module so the view beacon does not load the cookie code.
 */
export const FIRST_VIEW_PREFIX = 'ladle-exp-seen:';
