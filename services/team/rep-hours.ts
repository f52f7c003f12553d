// No 'server-only' mark: the booking service's availability (services/booking/availability.ts) reads storedHours().
import type { Schedule } from '@/lib/booking/slots';
import type { RepHours } from '@/lib/team/store';
import type { SalesRep } from '@/content/sales-team';
import { teamStore } from './config';

/**
 * Hours and time off (/team/hours, issue 55 step 5). A rep's weekly hours and time off, as
 * edited in the room, are kept in the team store (a file per rep under TEAM_DIR/rep-hours, or
 * `team_rep_hours` in PostgreSQL) and override content/sales-team.ts. The booking service reads
 * them on every listing (storedHours, one small read), so a save is in force at once on every
 * instance. The form and its save are ./hours-form.ts.
 */

export type Hours = Pick<RepHours, 'weeklyHours' | 'timeOff'>;

export const inTimeOff = (timeOff: RepHours['timeOff'], date: string) => timeOff.some((range) => range.from <= date && date <= range.to);

/** A rep's schedule with their stored hours and time off, when they have any: time off is a day off like a public holiday. */
export function withHours(schedule: Schedule, hours: Hours | undefined): Schedule {
  if (!hours) return schedule;
  const holiday = schedule.dayOff;
  return { ...schedule, weeklyHours: hours.weeklyHours, dayOff: (date) => Boolean(holiday?.(date)) || inTimeOff(hours.timeOff, date) };
}

/** The stored hours of every rep, read once (per availability listing): apply them to each rep's schedule. */
export async function storedHours(): Promise<(rep: string, schedule: Schedule) => Schedule> {
  const stored = await teamStore().repHours();
  return (rep, schedule) => withHours(schedule, stored[rep]);
}

/** What is in force for a rep now: their stored hours, or content/sales-team.ts's. */
export async function hoursOf(rep: SalesRep): Promise<Hours & { stored?: Pick<RepHours, 'updatedAt' | 'updatedBy'> }> {
  const stored = (await teamStore().repHours())[rep.id];
  return stored ? { weeklyHours: stored.weeklyHours, timeOff: stored.timeOff, stored } : { weeklyHours: rep.weeklyHours, timeOff: [] };
}

