import type { BookingRow, InsightsReport, VitalRow } from './report';

const percent = (value: number | null) => (value === null ? '-' : `${(value * 100).toFixed(1)}%`);
const vitalValue = (row: Pick<VitalRow, 'metric' | 'p75'>) => (row.metric === 'CLS' ? row.p75.toFixed(3) : `${Math.round(row.p75)} ms`);
/** Control characters shown escaped, so a crafted stored value cannot forge terminal output. */
const safe = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The five lead breakdowns of a report, titled, in the order both formats print them. */
const leadBreakdowns = (report: InsightsReport) =>
  [
    ['Source', report.bySource],
    ['Medium', report.byMedium],
    ['Campaign', report.byCampaign],
    ['Trade', report.byTrade],
    ['Language', report.byLanguage],
  ] as const;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The two demo-booking tables, titled, in the order both formats print them. */
const bookingTables = (report: InsightsReport) =>
  [
    ['Route', 'route', report.demoBookingsByRoute],
    ['Source', 'source', report.demoBookingsBySource],
  ] as const;

const bookingCells = (row: BookingRow) => [String(row.requests), String(row.booked), percent(row.share)];

/** The report as plain text: what `npm run insights` prints and the digest's text part. */
export function reportText(report: InsightsReport): string {
  const parts = [`Insights for the last ${report.days} days`, ''];
  parts.push(
    table(
      ['Route', 'Views', 'Demo opens', 'Leads', 'Conversion', 'Calculator', 'Language switches'],
      report.routes.map((row) => [safe(row.route), String(row.views), String(row.demos), String(row.leads), percent(row.conversion), String(row.calculator), String(row.languageSwitches)]),
    ),
  );
  for (const [title, rows] of leadBreakdowns(report)) {
    parts.push('', `Leads by ${title.toLowerCase()}`, table([title, 'Leads'], rows.map((row) => [safe(row.label), String(row.leads)])));
  }
  for (const [title, key, rows] of bookingTables(report)) {
    parts.push('', `Demo requests booked, by ${key}`, table([title, 'Demo requests', 'Booked', 'Share booked'], rows.map((row) => [safe(row.label), ...bookingCells(row)])));
  }
  parts.push('', 'Core Web Vitals (75th percentile)');
  parts.push(table(['Route', 'Metric', 'p75', 'Samples', 'Band'], report.vitals.map((row) => [row.route, row.metric, vitalValue(row), String(row.samples), row.band])));
  return parts.join('\n');
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) || /^[=+\-@]/.test(value) ? `"${value.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"` : value);

/** The report as CSV: one section per table, a `section` column first. */
export function reportCsv(report: InsightsReport): string {
  const header = ['section', 'key', 'views', 'demo_opens', 'leads', 'conversion', 'metric', 'p75', 'samples', 'band', 'calculator', 'language_switches', 'demo_requests', 'booked', 'booked_share'];
  // Each row names the columns it fills; the others stay empty.
  const line = (cells: Partial<Record<(typeof header)[number], string>>) => header.map((column) => cells[column] ?? '');
  const rows: string[][] = [header];
  for (const row of report.routes)
    rows.push(line({ section: 'route', key: row.route, views: String(row.views), demo_opens: String(row.demos), leads: String(row.leads), conversion: row.conversion === null ? '' : row.conversion.toFixed(4), calculator: String(row.calculator), language_switches: String(row.languageSwitches) }));
  for (const [title, list] of leadBreakdowns(report)) {
    for (const row of list) rows.push(line({ section: title.toLowerCase(), key: row.label, leads: String(row.leads) }));
  }
  for (const [, key, list] of bookingTables(report)) {
    for (const row of list) rows.push(line({ section: `demo-bookings-${key}`, key: row.label, demo_requests: String(row.requests), booked: String(row.booked), booked_share: row.share === null ? '' : row.share.toFixed(4) }));
  }
  for (const row of report.vitals) rows.push(line({ section: 'vitals', key: row.route, metric: row.metric, p75: String(row.p75), samples: String(row.samples), band: row.band }));
  return rows.map((row) => row.map(csvCell).join(',')).join('\n');
}
