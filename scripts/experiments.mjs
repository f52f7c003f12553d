#!/usr/bin/env node
/**
 * The deployment's experiments (EXPERIMENTS_FILE, else content/experiments.ts) with their state
 * (scheduled, running, ended; dates inclusive, UTC) and enrolled visitors per variant, from the
 * insights store (PostgreSQL with DATABASE_URL, else INSIGHTS_DIR). Results: `npm run insights`.
 *
 *   npm run experiments
 */
import { loadTs } from './lib/load-ts.mjs';

const { insightsStore, closeInsightsStore } = await loadTs('lib/insights/index.ts');
const { experimentListing } = await loadTs('services/experiment-report.ts');
try {
  console.log(await experimentListing(insightsStore(), new Date()));
} finally {
  await closeInsightsStore();
}
