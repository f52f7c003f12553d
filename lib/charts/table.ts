/**
 * A chart's figures as a table: what the chart draws, the table beside it shows and its CSV
 * download carries, so the three cannot disagree. Knows nothing of the site.
 */
export type ChartColumn = { key: string; label: string; numeric?: boolean };
export type ChartCell = string | number | null;
export type ChartTable = { columns: ChartColumn[]; rows: Record<string, ChartCell>[] };

/** Line ends of the CSV: CRLF, as RFC 4180 asks (spreadsheets and parsers read both). */
export const CSV_LINE_END = '\r\n';

/** Characters a spreadsheet reads as the start of a formula (and tab/CR, which some strip before looking). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field. Numbers are written as numbers (a negative number stays a number); text that
 * a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe, which
 * Excel, LibreOffice and Google Sheets show as text. Fields holding a comma, quote or line
 * break are quoted, quotes doubled.
 */
export function csvField(cell: ChartCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The table as CSV: a header row of the column labels, then one line per row, CRLF after each line. */
export function csvOf(table: ChartTable): string {
  const lines = [table.columns.map((column) => csvField(column.label))];
  for (const row of table.rows) lines.push(table.columns.map((column) => csvField(row[column.key] ?? null)));
  return lines.map((fields) => fields.join(',') + CSV_LINE_END).join('');
}

/** The numbers of one column (nulls and text left out), for a chart's domain. */
export function columnNumbers(table: ChartTable, key: string): number[] {
  return table.rows.map((row) => row[key]).filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
}
