import Holidays from 'date-holidays';
import type { Schedule } from '@/lib/booking/slots';
import { repsFor, salesTeam, type SalesRep } from '@/content/sales-team';
import type { Locale } from '@/lib/i18n/locale';

/**
 * The rep's public holidays (their `holidays` country and region, from the maintained
 * date-holidays library), as a test of a rep-local date. Kept per place and year: a year's
 * holidays are worked out once per process.
 */
const holidayDates = new Map<string, Set<string>>();
export function isHolidayOf(rep: SalesRep) {
  const { country, region } = rep.holidays;
  return (date: string) => {
    const key = `${country}-${region ?? ''} ${date.slice(0, 4)}`;
    let dates = holidayDates.get(key);
    if (!dates) {
      const calendar = region ? new Holidays(country, region) : new Holidays(country);
      dates = new Set((calendar.getHolidays(Number(date.slice(0, 4))) || []).filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)));
      holidayDates.set(key, dates);
    }
    return dates.has(date);
  };
}

/** A rep's working rules in lib/booking's terms. */
export const scheduleOf = (rep: SalesRep): Schedule => ({
  timeZone: rep.timeZone,
  weeklyHours: rep.weeklyHours,
  meetingMinutes: rep.meetingMinutes,
  bufferMinutes: rep.bufferMinutes,
  minimumNoticeMinutes: rep.minimumNoticeMinutes,
  maxPerDay: rep.maxPerDay,
  dayOff: isHolidayOf(rep),
});

/** Who may take a request in `language`: the team's reps who speak it. */
export const fittingReps = (language: Locale, team: readonly SalesRep[] = salesTeam): SalesRep[] => repsFor(language === 'es' ? 'es' : 'en', team);

export const repById = (id: string, team: readonly SalesRep[] = salesTeam) => team.find((rep) => rep.id === id);
