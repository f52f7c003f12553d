import { EXPERIMENT_META } from '@/lib/experiments/page-experiment';

/**
 * The page's `ladle-experiment` meta content (`<experiment>:<variant>`), or undefined on a page
 * in no experiment: what a view beacon sends as its `experiment` field, the inline first view
 * (view-beacon-source.ts) and client navigations (components/insights/visit-beacon.tsx) alike.
 * Sent as it stands; the endpoint splits and checks it (events.ts).
 */
export const pageExperimentField = (doc: Document = document): string | undefined =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${EXPERIMENT_META}"]`)?.content || undefined;
