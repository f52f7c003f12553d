/**
 * A day of the calendar written YYYY-MM-DD, as the team room's forms and queries take dates.
 * The shape is not enough: 2026-02-31 parses in JavaScript (as 3 March), 2026-13-45 does not
 * parse at all, and PostgreSQL refuses both as a date. A day is real when it reads back the same.
 */
export function isCalendarDay(text: string | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}
