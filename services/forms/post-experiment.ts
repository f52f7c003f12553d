import { loadExperiments } from '@/content/experiments-file';
import { experimentVariant, type Experiment } from '@/content/experiments';
import { BUCKET_COOKIE, parseBucket } from '@/lib/experiments/assignment';
import { isRunning } from '@/lib/experiments/eligibility';
import type { PageExperiment } from '@/lib/experiments/page-experiment';
import { cookieValue } from '@/lib/forms/ticket';

/**
 * The experiment and variant a lead form posted without JavaScript was shown in. With script
 * the browser reads them from the page's ladle-experiment meta tag (lib/visit/first-touch.ts);
 * a native post has no script to read it, so the server works the variant out as the proxy
 * chose it: the bucket cookie (set only after Accept All, so its presence is the consent), a
 * running experiment on the page the form was sent from, and the bucket's place in its split.
 * The caller has already left out browsers sending GPC or DNT, which are never enrolled.
 */
export function postedExperiment(
  { cookies, page, now }: { cookies: string | null; page: string; now: number },
  experiments: readonly Experiment[] = loadExperiments(),
): PageExperiment | null {
  const bucket = parseBucket(cookieValue(cookies, BUCKET_COOKIE));
  if (bucket === null) return null;
  const experiment = experiments.find((entry) => entry.routes.includes(page) && isRunning(now, entry.start, entry.end));
  return experiment ? { experiment: experiment.key, variant: experimentVariant(experiment, bucket).key } : null;
}
