import type { InsightsReport, VitalRow } from './report';

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
  parts.push('', 'Core Web Vitals (75th percentile)');
  parts.push(table(['Route', 'Metric', 'p75', 'Samples', 'Band'], report.vitals.map((row) => [row.route, row.metric, vitalValue(row), String(row.samples), row.band])));
  return parts.join('\n');
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) || /^[=+\-@]/.test(value) ? `"${value.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"` : value);

/** The report as CSV: one section per table, a `section` column first. */
export function reportCsv(report: InsightsReport): string {
  const rows: string[][] = [['section', 'key', 'views', 'demo_opens', 'leads', 'conversion', 'metric', 'p75', 'samples', 'band', 'calculator', 'language_switches']];
  for (const row of report.routes) rows.push(['route', row.route, String(row.views), String(row.demos), String(row.leads), row.conversion === null ? '' : row.conversion.toFixed(4), '', '', '', '', String(row.calculator), String(row.languageSwitches)]);
  for (const [title, list] of leadBreakdowns(report)) {
    for (const row of list) rows.push([title.toLowerCase(), row.label, '', '', String(row.leads), '', '', '', '', '', '', '']);
  }
  for (const row of report.vitals) rows.push(['vitals', row.route, '', '', '', '', row.metric, String(row.p75), String(row.samples), row.band, '', '']);
  return rows.map((row) => row.map(csvCell).join(',')).join('\n');
}
