/**
 * How charts and their tables write numbers and dates: one formatter for both, so the label
 * on a bar reads the same as the table cell beside it.
 */
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 2500 -> "2,500", 0.1234 -> "0.123"; null -> "–" (no figure). */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '–' : numberFormat.format(value);
}

/** A table cell: numbers as formatNumber, text as it is, nothing as "–". */
export function formatCell(value: string | number | null | undefined): string {
  return typeof value === 'string' ? value : formatNumber(value);
}

/** A UTC day ("2026-11-03" or a Date) as "3 Nov". */
export function formatDay(day: string | Date): string {
  return dayFormat.format(typeof day === 'string' ? dayDate(day) : day);
}

/** "2026-11-03" as the Date of its UTC midnight. */
export function dayDate(day: string): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`);
}

/** A drawing coordinate to a tenth of a unit: finer than a screen shows, and short in the SVG. */
export function coord(value: number): number {
  return Math.round(value * 10) / 10;
}
