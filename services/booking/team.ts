import type { Schedule } from '@/lib/booking/slots';
import { repsFor, salesTeam, type SalesRep } from '@/content/sales-team';
import type { Locale } from '@/lib/i18n/locale';

/** A rep's working rules in lib/booking's terms. */
export const scheduleOf = (rep: SalesRep): Schedule => ({
  timeZone: rep.timeZone,
  weeklyHours: rep.weeklyHours,
  meetingMinutes: rep.meetingMinutes,
  bufferMinutes: rep.bufferMinutes,
  minimumNoticeMinutes: rep.minimumNoticeMinutes,
  maxPerDay: rep.maxPerDay,
});

/** Who may take a request in `language`: the team's reps who speak it. */
export const fittingReps = (language: Locale, team: readonly SalesRep[] = salesTeam): SalesRep[] => repsFor(language === 'es' ? 'es' : 'en', team);

export const repById = (id: string, team: readonly SalesRep[] = salesTeam) => team.find((rep) => rep.id === id);
