import Holidays from 'date-holidays';
import type { Schedule } from '@/lib/booking/slots';
import type { Booking, BookingStore } from '@/lib/booking-store/store';
import { repsFor, salesTeam, type SalesRep } from '@/content/sales-team';
import { site } from '@/content/site';
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

/**
 * The rep of a booking; when that rep has left the team (taken out of content/sales-team.ts), a
 * stand-in with the sales team's name and address and the hours of a rep who fits, so the
 * booking's links still cancel it (the cancellation goes to the visitor and the sales inbox) and
 * move it (to a rep who fits: repsToMoveTo). `npm run db:migrate` lists such bookings.
 */
export function bookingRep(booking: Pick<Booking, 'rep' | 'visitor'>): SalesRep {
  const rep = repById(booking.rep);
  if (rep) return rep;
  const like = fittingReps(booking.visitor.language === 'es' ? 'es' : 'en')[0] ?? salesTeam[0]!;
  const standIn: SalesRep = { ...like, id: booking.rep, name: `${site.name} sales team`, email: site.sales.email };
  delete standIn.calendar;
  return standIn;
}

/** Whose times a booking may move to: its rep's, or, when that rep has left, every rep who fits. */
export const repsToMoveTo = (booking: Pick<Booking, 'rep' | 'visitor'>): SalesRep[] => {
  const rep = repById(booking.rep);
  return rep ? [rep] : fittingReps(booking.visitor.language === 'es' ? 'es' : 'en');
};

/** Future bookings whose rep is no longer in the team, soonest first: someone should call those visitors. */
export async function bookingsOfGoneReps(store: Pick<BookingStore, 'list'>, now = new Date()): Promise<Booking[]> {
  return (await store.list())
    .filter((booking) => booking.state === 'booked' && Date.parse(booking.start) > now.getTime() && !repById(booking.rep))
    .sort((a, b) => a.start.localeCompare(b.start));
}
