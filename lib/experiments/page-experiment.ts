import { EXPERIMENT_META } from './page-meta';

/**
 * Which experiment, if any, the page in front of the visitor belongs to: its meta tag
 * (./page-meta.ts) read as the experiment and variant keys. Reading the
 * page rather than the bucket cookie keeps the browser free of the experiment list: what was
 * shown is what is counted, whatever the cookie says by now.
 */
export { EXPERIMENT_META };

/** A key as content/experiments.ts allows it: a slug. */
export const EXPERIMENT_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Keys are short slugs; a longer value is not one of ours. */
export const MAX_KEY_LENGTH = 64;

export type PageExperiment = { experiment: string; variant: string };

export const isExperimentKey = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_KEY_LENGTH && EXPERIMENT_KEY.test(value);

/** The meta tag's content read as experiment and variant, or null for anything else. */
export function parsePageExperiment(content: string | null | undefined): PageExperiment | null {
  const [experiment, variant, ...rest] = (content ?? '').split(':');
  return rest.length === 0 && isExperimentKey(experiment) && isExperimentKey(variant) ? { experiment, variant } : null;
}

/** The experiment of the current document, or null when it is in none. */
export function pageExperiment(doc: Document = document): PageExperiment | null {
  return parsePageExperiment(doc.querySelector(`meta[name="${EXPERIMENT_META}"]`)?.getAttribute('content'));
}
