/**
 * The experiments' results bound to this deployment's experiment list (content/experiments-file.ts):
 * exposure from the insights store over the whole time its experiment counters are kept, leads
 * from the lead store. Used by `npm run insights`, the weekly digest and `npm run experiments`.
 */
import { deployedExperiments, loadExperiments } from '@/content/experiments-file';
import { sumExperiments, type ExperimentCounts } from '@/lib/insights/aggregate';
import { EXPERIMENT_RETENTION_DAYS, type InsightsStore } from '@/lib/insights/store';
import { buildExperimentReport, experimentListText, experimentReportText } from '@/lib/experiments/results-report';
import type { LeadRecord } from '@/lib/leads/store';

export async function experimentExposure(store: InsightsStore, now: Date): Promise<Record<string, ExperimentCounts>> {
  // Counters only: a year of Web Vitals reservoirs is not read for them.
  return sumExperiments(await store.readDays(EXPERIMENT_RETENTION_DAYS, now, { vitals: false }));
}

/**
 * The experiments section of the report, as text. `leads`: every stored lead, not only the report's
 * window (an experiment may be older). The deployment's list as the server runs it: a broken file
 * leaves the section empty (logged once) rather than costing the whole weekly digest.
 */
export async function experimentSectionText(store: InsightsStore, leads: readonly LeadRecord[], now: Date): Promise<string> {
  return experimentReportText(buildExperimentReport(deployedExperiments(), await experimentExposure(store, now), leads, now));
}

/** `npm run experiments`: the strict reader, so a broken file is named with what is wrong in it. */
export async function experimentListing(store: InsightsStore, now: Date): Promise<string> {
  return experimentListText(loadExperiments(), await experimentExposure(store, now), now);
}
