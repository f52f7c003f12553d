import { deployedExperiments } from '@/content/experiments-file';
import type { PageExperiment } from '@/lib/experiments/page-experiment';
import { chooseVariant, type RunnableExperiment } from '@/lib/experiments/variant-rewrite';

/**
 * The experiment and variant a lead form posted without JavaScript was shown in. With script
 * the browser reads them from the page's ladle-experiment meta tag (lib/visit/first-touch.ts);
 * a native post has no script to read it, so the server asks the proxy's own question
 * (lib/experiments/variant-rewrite.ts) for the page the form was sent from: the same bucket
 * cookie, running experiment and split give the variant that page was served as.
 */
export function postedExperiment(
  { headers, page, now }: { headers: Headers; page: string; now: number },
  experiments: readonly RunnableExperiment[] = deployedExperiments(),
): PageExperiment | null {
  return chooseVariant({ path: page.length > 1 ? page.replace(/\/+$/, '') : page, headers, now, experiments });
}
