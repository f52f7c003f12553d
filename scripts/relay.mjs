#!/usr/bin/env node
/**
 * Tries every pending lead delivery once and exits: after an outage, from a deploy hook,
 * or from cron. Safe beside the running site: both claim each delivery before sending it.
 *
 *   npm run relay            every pending delivery, even one waiting for its next retry
 *   npm run relay -- --due   only those whose retry time has come (keeps the backoff; for cron)
 *
 * Exits 0 when nothing is left due, 1 when some delivery failed this time (it stays pending
 * with its next attempt scheduled, or shows as failed once the lead is 7 days old).
 */
import process from 'node:process';
import { parseArgs } from 'node:util';
import { loadTs } from './lib/load-ts.mjs';

const { values: flags } = parseArgs({ options: { due: { type: 'boolean', default: false } } });
const { configuredChannels, relayPending, closeRelay, setLeadSiteName } = await loadTs('lib/leads/index.ts');
const { site } = await loadTs('content/site.ts');
setLeadSiteName(site.name);

if (configuredChannels().length === 0) {
  console.log('No delivery channel is configured (set SMTP_URL and LEAD_NOTIFY_TO, or LEAD_WEBHOOK_URL): nothing to relay.');
  process.exit(0);
}
const started = Date.now();
const summary = await relayPending({ evenIfNotDue: !flags.due });
await closeRelay();
console.log(
  `Relayed in ${Date.now() - started} ms: ${summary.delivered} delivered, ${summary.retrying} to retry later, ${summary.failed} failed for good.`,
);
process.exit(summary.retrying + summary.failed > 0 ? 1 : 0);
