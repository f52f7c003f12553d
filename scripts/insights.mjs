#!/usr/bin/env node
/**
 * The cookieless insights report: views, demo opens, leads and conversion per route; leads by
 * source, medium, campaign, trade and language; demo requests, bookings and the share booked per
 * route and per source; 75th-percentile LCP, INP and CLS per route;
 * and per running or recently ended experiment its results (text only, not in the CSV).
 *
 *   npm run insights                 the last 7 days
 *   npm run insights -- --days 30    the last 30 days
 *   npm run insights -- --csv        the same as CSV
 *   npm run insights -- --digest     mail this week's digest now, unless it was already sent (exit 1 when the mail server refused it)
 *
 * Reads the insights store (PostgreSQL with DATABASE_URL, else INSIGHTS_DIR, default "insights" beside OUTBOX_DIR) and the
 * configured lead store (OUTBOX_DIR, or PostgreSQL with DATABASE_URL).
 */
import process from 'node:process';
import { commandFlags } from './lib/flags.mjs';
import { loadTs } from './lib/load-ts.mjs';

const { values: flags } = commandFlags('npm run insights -- [--days 7|30] [--csv] [--digest]', {
  days: { type: 'string', default: '7' },
  csv: { type: 'boolean', default: false },
  digest: { type: 'boolean', default: false },
});
if (flags.days !== '7' && flags.days !== '30') {
  console.error(`--days is 7 or 30, not ${flags.days}`);
  process.exit(2);
}
const days = Number(flags.days);

if (flags.digest) {
  const { sendDigestIfDue } = await loadTs('services/insights-digest.ts');
  let failed = false;
  try {
    const week = await sendDigestIfDue({ force: true });
    console.log(week ? `Sent the digest of the week of ${week}.` : 'Not sent: already sent this week, being sent by another instance, or SMTP_URL / LEAD_NOTIFY_TO not set.');
  } catch (error) {
    // The week was let go: the site's next check (or this command again) sends it.
    failed = true;
    console.error(`Not sent: ${error instanceof Error ? error.message : error}. The week is not marked sent; the next check tries again.`);
  }
  const { leadStore: store } = await loadTs('lib/leads/index.ts');
  await store().close?.();
  process.exit(failed ? 1 : 0);
}

const { insightsStore, closeInsightsStore } = await loadTs('lib/insights/index.ts');
const { leadStore } = await loadTs('lib/leads/index.ts');
const { buildReport } = await loadTs('lib/insights/report.ts');
const { countedRoute } = await loadTs('services/insights.ts');
const { reportText, reportCsv } = await loadTs('lib/insights/format.ts');
const { experimentSectionText } = await loadTs('services/experiment-report.ts');

const now = new Date();
const since = new Date(now.getTime() - days * 86_400_000).toISOString();
const aggregates = await insightsStore().readDays(days, now);
const store = leadStore();
const allLeads = (await store.list({ spam: false })).map((stored) => stored.lead);
const leads = allLeads.filter((lead) => lead.received_at >= since);
// Experiments are judged over every day they ran, not the report's window.
const experiments = flags.csv ? '' : await experimentSectionText(insightsStore(), allLeads, now);
await store.close?.();
await closeInsightsStore();
const report = buildReport(aggregates, leads, days, countedRoute);
console.log(flags.csv ? reportCsv(report) : `${reportText(report)}\n\n${experiments}`);
