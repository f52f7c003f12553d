import { vitalsWords as words } from '@/content/team-charts';
import { Button } from '@/components/ui/button';
import { VITALS_PERIODS, type VitalsPeriod } from '@/services/team/vitals';
import { compactTeamFieldClassName } from './team-frame';

const select = `${compactTeamFieldClassName} block`;

/** The period and route of /team/vitals: a plain GET form, so it works without script and each view has its own address. */
export function VitalsForm({ days, route, routes }: { days: VitalsPeriod; route: string | null; routes: readonly string[] }) {
  return (
    <form method="get" action="/team/vitals" aria-label={words.form.label} className="mt-6 flex flex-wrap items-end gap-4 rounded-card border border-line bg-surface p-4">
      <div>
        <label htmlFor="vitals-days" className="block text-sm font-semibold">
          {words.form.period}
        </label>
        <select id="vitals-days" name="days" defaultValue={String(days)} className={select}>
          {VITALS_PERIODS.map((period) => (
            <option key={period} value={period}>
              {words.periodOption(period)}
            </option>
          ))}
        </select>
      </div>
      {routes.length > 0 ? (
        <div className="min-w-0 max-w-full">
          <label htmlFor="vitals-route" className="block text-sm font-semibold">
            {words.form.route}
          </label>
          <select id="vitals-route" name="route" defaultValue={route ?? ''} className={select}>
            {routes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Button type="submit">{words.form.show}</Button>
    </form>
  );
}
