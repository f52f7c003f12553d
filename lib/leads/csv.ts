import { ATTRIBUTION_PARAMS } from '@/lib/visit/attribution-params';
import { terminalSafe } from './terminal-text';
import type { StoredLead } from './store';

/**
 * Leads as CSV, one format for `npm run outbox -- --csv` and the team room's export
 * (/team/leads/export): the visitor's fields, where the lead came from, the demo it booked
 * (times in UTC), where it was delivered, and why it is spam.
 */
const BOOKING_COLUMNS = ['booking_state', 'booking_start_utc', 'booking_end_utc', 'booking_rep_id', 'booking_rep'];
export const LEAD_CSV_COLUMNS = [
  'id',
  'received_at',
  'form',
  'from_name',
  'from_email',
  'phone',
  'company',
  'business_type',
  'number_of_locations',
  'message',
  ...Object.values(ATTRIBUTION_PARAMS),
  ...BOOKING_COLUMNS,
  'delivery',
  'spam_reason',
];

/** Where a lead went, in one line: "smtp delivered …", "webhook pending, next try …". */
export function deliverySummary({ deliveries, lead }: StoredLead) {
  if (lead.spam) return `spam (${lead.spam_reason ?? 'marked'}), not relayed`;
  if (deliveries.length === 0) return 'not relayed (no channel was configured when it arrived)';
  return deliveries
    .map((d) => {
      const tries = `${d.attempts} attempt${d.attempts === 1 ? '' : 's'}`;
      if (d.state === 'delivered') return `${d.channel} delivered ${d.delivered_at} (${tries})`;
      if (d.state === 'failed') return `${d.channel} FAILED after ${tries}, last error: ${d.last_error}`;
      return `${d.channel} pending, next try ${d.next_attempt_at} (${tries}${d.last_error ? `, last error: ${d.last_error}` : ''})`;
    })
    .join('; ');
}

/** RFC 4180 quoting; a leading =, @ or +/- before a non-digit is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown) {
  let text = terminalSafe(value, { keepNewlines: true });
  if (/^[=@\t\r]|^[+-][^\d\s(]/.test(text)) text = `'${text}`;
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadCsvRow(entry: StoredLead) {
  const { lead } = entry;
  const params: Record<string, unknown> = lead.template_params ?? {};
  const booking = lead.booking
    ? { booking_state: lead.booking.state, booking_start_utc: lead.booking.start, booking_end_utc: lead.booking.end, booking_rep_id: lead.booking.rep?.id, booking_rep: lead.booking.rep?.name }
    : {};
  const row: Record<string, unknown> = { ...params, ...lead, ...booking, delivery: deliverySummary(entry) };
  return LEAD_CSV_COLUMNS.map((column) => csvCell(row[column] ?? params[column] ?? '')).join(',');
}

/** The whole file: the header line, then one line per lead, each ending in a line break. */
export function leadsCsv(entries: StoredLead[]) {
  return [LEAD_CSV_COLUMNS.join(','), ...entries.map(leadCsvRow)].map((line) => `${line}\n`).join('');
}
