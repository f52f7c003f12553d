import { CONSENT_KEY } from '@/lib/consent';
import { EXPERIMENT_META } from '@/lib/experiments/page-experiment';
import { FIRST_VIEW_PREFIX } from '@/lib/experiments/first-view';

export type ExperimentViewFields = { experiment?: string; variant?: string; first?: 1 };

/**
 * What a view beacon adds on a page in an experiment: the experiment and variant from the
 * page's meta tag (lib/experiments/page-experiment.ts), and `first: 1` on this browser's first
 * view of that experiment, so the report counts enrolled visitors without any identifier. The
 * "seen" mark is a localStorage entry per experiment key, written only after Accept All (the
 * bucket cookie exists only then too) and removed on Decline (lib/experiments/enrollment.ts).
 *
 * Self-contained on purpose: the first page's view is sent by an inline script
 * (view-beacon-source.ts) holding this very function's source, so it uses nothing but its
 * arguments and the DOM (no destructuring either, which a compiler might turn into a helper
 * call); browsers that run it have sendBeacon, so const and optional catch bindings too. Short,
 * and without comments inside, as its source is in every page's HTML: the meta tag is the site's
 * own and the endpoint checks both keys against the experiment list (services/insights.ts), so
 * nothing is checked here. When storage is refused (a private mode) the view still counts and
 * the visitor is not counted as enrolled.
 */
export function experimentViewFields(meta: string, consentKey: string, prefix: string): ExperimentViewFields {
  const tag = document.querySelector<HTMLMetaElement>('meta[name="' + meta + '"]');
  if (!tag) return {};
  const parts = tag.content.split(':');
  const fields: ExperimentViewFields = { experiment: parts[0], variant: parts[1] };
  try {
    if (localStorage.getItem(consentKey) === 'accepted' && !localStorage.getItem(prefix + parts[0])) {
      localStorage.setItem(prefix + parts[0], '1');
      fields.first = 1;
    }
  } catch {}
  return fields;
}

/** The arguments the site calls it with, as JSON for the inline script. */
export const experimentViewArgs = [EXPERIMENT_META, CONSENT_KEY, FIRST_VIEW_PREFIX] as const;

export const currentExperimentView = () => experimentViewFields(...experimentViewArgs);
