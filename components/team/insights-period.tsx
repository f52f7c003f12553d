import { insightsWords } from '@/content/team-insights';
import { Button } from '@/components/ui/button';
import { MAX_RANGE_DAYS, PRESET_DAYS, type PeriodChoice } from '@/services/team/overview';
import { compactTeamFieldClassName } from './team-frame';

/**
 * The overview's period: two plain GET forms (a preset, or dates of one's own), so the page
 * and every period have an address, and both work without script. What was typed in the dates
 * comes back as typed when it could not be used.
 */

const words = insightsWords.period;
const input = compactTeamFieldClassName;

export function InsightsPeriod({ choice }: { choice: PeriodChoice }) {
  const typed = choice.preset === null || choice.error ? choice.typed : { from: '', to: '' };
  return (
    <div className="mt-6 grid gap-4 rounded-card border border-line bg-surface p-4 md:grid-cols-[auto_1fr]">
      <form method="get" action="/team/insights" className="flex flex-wrap items-end gap-3" aria-label={words.legend}>
        <div>
          <label htmlFor="insights-days" className="block text-sm font-semibold">
            {words.last}
          </label>
          <select id="insights-days" name="days" defaultValue={String(choice.preset ?? '')} className={input}>
            {choice.preset === null ? <option value="">{words.yourDates(choice.period.days)}</option> : null}
            {PRESET_DAYS.map((days) => (
              <option key={days} value={days}>
                {words.days(days)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{words.show}</Button>
      </form>
      <form method="get" action="/team/insights" className="flex flex-wrap items-end gap-3" aria-label={words.customLegend}>
        <div>
          <label htmlFor="insights-from" className="block text-sm font-semibold">
            {words.from}
          </label>
          <input id="insights-from" name="from" type="date" defaultValue={typed.from || (choice.preset === null ? choice.period.from : '')} aria-describedby="insights-dates-hint" className={input} />
        </div>
        <div>
          <label htmlFor="insights-to" className="block text-sm font-semibold">
            {words.to}
          </label>
          <input id="insights-to" name="to" type="date" defaultValue={typed.to || (choice.preset === null ? choice.period.to : '')} aria-describedby="insights-dates-hint" className={input} />
        </div>
        <Button type="submit" variant="outline">
          {words.showDates}
        </Button>
        <p id="insights-dates-hint" className="w-full text-sm text-ink-muted">
          {words.dateHint(MAX_RANGE_DAYS)}
        </p>
      </form>
    </div>
  );
}
