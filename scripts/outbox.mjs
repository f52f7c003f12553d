#!/usr/bin/env node
/**
 * Prints the leads the site's own endpoint stored, newest first, with where each one went.
 *
 *   npm run outbox                   every lead except spam
 *   npm run outbox -- 5              the newest five
 *   npm run outbox -- --pending      leads with a delivery still to be made
 *   npm run outbox -- --failed       leads no channel could take within 7 days
 *   npm run outbox -- --spam         leads marked as spam (honeypot, sent too fast), never relayed
 *   npm run outbox -- --csv          the same selection as CSV, for a spreadsheet or CRM import
 *   npm run outbox -- --json         the stored records as JSON lines
 *
 * Reads the configured lead store (files under OUTBOX_DIR, default data/outbox). Every value
 * is printed with control characters escaped, so a crafted field cannot forge output.
 */
import process from 'node:process';
import { commandFlags } from './lib/flags.mjs';
import { loadTs } from './lib/load-ts.mjs';

const { values: flags, positionals } = commandFlags(
  'npm run outbox -- [count] [--pending | --failed] [--spam] [--csv | --json]',
  {
    pending: { type: 'boolean', default: false },
    failed: { type: 'boolean', default: false },
    spam: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
  { allowPositionals: true },
);

const count = positionals.length ? Number(positionals[0]) : undefined;
if (count !== undefined && !(Number.isInteger(count) && count > 0)) {
  console.error(`Not a count of leads: ${positionals[0]}`);
  process.exit(2);
}

const { leadStore } = await loadTs('lib/leads/index.ts');
const { terminalSafe, terminalSafeJson } = await loadTs('lib/leads/terminal-text.ts');
const { serverEnv } = await loadTs('lib/env.ts');
const { ATTRIBUTION_PARAMS } = await loadTs('lib/visit/attribution-params.ts');
const { ATTRIBUTION_HEADING, leadAttribution, leadBookingText } = await loadTs('lib/leads/channels/lead-text.ts');
const attributionKeys = new Set(Object.values(ATTRIBUTION_PARAMS));

const store = leadStore();
const state = flags.failed ? 'failed' : flags.pending ? 'pending' : undefined;
const leads = await store.list({ state, spam: flags.spam, limit: count });
await store.close();

const safe = (value) => terminalSafe(value);
const params = (lead) => lead.template_params ?? {};

const { LEAD_CSV_COLUMNS, deliverySummary, leadCsvRow } = await loadTs('lib/leads/csv.ts');

if (flags.json) {
  for (const { lead, deliveries } of leads) console.log(terminalSafeJson({ ...lead, deliveries }));
} else if (flags.csv) {
  // The columns and cells are the team room's export's too (lib/leads/csv.ts).
  console.log(LEAD_CSV_COLUMNS.join(','));
  for (const entry of leads) console.log(leadCsvRow(entry));
} else {
  const what = [state, flags.spam ? 'spam' : undefined].filter(Boolean).join(' ') || 'stored';
  console.log(`${leads.length} ${what} lead${leads.length === 1 ? '' : 's'} in ${serverEnv().OUTBOX_DIR}, newest first\n`);
  for (const entry of leads) {
    const { lead } = entry;
    const p = params(lead);
    console.log(`${safe(lead.received_at)}  ${safe(lead.form)} (${safe(lead.template_id)})  id ${safe(lead.id)}`);
    console.log(`  Delivery: ${safe(deliverySummary(entry))}`);
    console.log(`  From:     ${safe(p.from_name)} <${safe(p.from_email)}>`);
    if (lead.booking) console.log(`  ${safe(leadBookingText(lead))}`);
    if (p.subject) console.log(`  Subject:  ${safe(p.subject)}`);
    for (const [key, value] of Object.entries(p)) {
      if (['from_name', 'from_email', 'subject', 'message'].includes(key) || attributionKeys.has(key) || value === '') continue;
      console.log(`  ${safe(key)}: ${safe(value)}`);
    }
    const origin = leadAttribution(lead);
    if (origin.length) console.log(`  ${ATTRIBUTION_HEADING}: ${origin.map(([label, value]) => `${label} ${safe(value)}`).join('; ')}`);
    if (p.message) console.log(`  Message:\n${terminalSafe(p.message, { keepNewlines: true }).replace(/^/gm, '    ')}`);
    console.log('');
  }
}
