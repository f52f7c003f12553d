/** The digest's hour on Monday, in the site's time zone. */
export const DIGEST_HOUR = 8;

/** The local calendar parts of `at` in `timeZone`. */
function localParts(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23', weekday: 'short' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday: parts.weekday as string };
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The week whose digest is due at `at`: the local date of that week's Monday once it is
 * Monday 08:00 or later in `timeZone` (a restart later in the week still sends it once),
 * or null before Monday 08:00 of the week.
 */
export function dueDigestWeek(at: Date, timeZone: string): string | null {
  const local = localParts(at, timeZone);
  const sinceMonday = WEEKDAYS.indexOf(local.weekday);
  if (sinceMonday === 0 && local.hour < DIGEST_HOUR) return null;
  const monday = new Date(`${local.date}T12:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - sinceMonday);
  return monday.toISOString().slice(0, 10);
}
