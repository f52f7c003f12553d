/**
 * Prefix of the localStorage marks "this browser has been counted as enrolled in <experiment>"
 * (lib/experiments/enrollment.ts writes them after Accept All, with the exposure beacon, and
 * removes them on Decline). Its own module: the legal pages name it without loading that code.
 */
export const FIRST_VIEW_PREFIX = 'ladle-exp-seen:';
