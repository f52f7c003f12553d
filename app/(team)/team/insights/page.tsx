import type { Metadata } from 'next';
import { teamPages } from '@/content/team';
import { insightsWords as words } from '@/content/team-insights';
import { TeamFrame } from '@/components/team/team-frame';
import { BarChart, LineChart } from '@/components/team/charts';
import { InsightsFigures } from '@/components/team/insights-figures';
import { InsightsPeriod } from '@/components/team/insights-period';
import type { ChartTable } from '@/lib/charts/table';
import { pageAccess } from '@/services/team/access';
import { figureRows, MAX_RANGE_DAYS, oldestFrom, overviewTables, parsePeriod, periodQuery, readOverview, SHOWN_ROWS } from '@/services/team/overview';

export const metadata: Metadata = { title: 'What works' };

const page = teamPages.find((candidate) => candidate.path === '/team/insights')!;
type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * /team/insights, "What works": a period's visits, requests and booked meetings beside the
 * period before, the daily chart, the funnel as a whole, per page, per source and per language.
 * Every chart is drawn here on the server as SVG with its figures beside it as a table and a
 * CSV download (components/team/charts); the page sends no chart code to the browser.
 */
export default async function InsightsPage({ searchParams }: { searchParams: Search }) {
  const { member, forbidden } = await pageAccess(page.roles);
  const choice = parsePeriod(await searchParams);
  const pair = forbidden ? null : await readOverview(choice);
  const tables = pair ? overviewTables(pair) : null;
  const csv = (table: string) => `/team/insights/csv${periodQuery(choice.period)}&table=${table}`;
  const top = <T,>(table: { columns: T; rows: Record<string, string | number | null>[] }) => ({ ...table, rows: table.rows.slice(0, SHOWN_ROWS) });
  const only = (table: ChartTable, keys: string[]): ChartTable => ({ columns: table.columns.filter((column) => keys.includes(column.key)), rows: table.rows });
  const more = (count: number) => (count > SHOWN_ROWS ? words.shownRows(SHOWN_ROWS, count) : '');
  const { period, previous } = choice;
  return (
    <TeamFrame member={member} current="/team/insights" forbidden={forbidden} heading={words.heading}>
      <p className="mt-4 max-w-3xl">{words.intro}</p>
      <InsightsPeriod choice={choice} />
      {choice.error ? (
        <p className="mt-4 font-semibold" role="alert">
          {choice.error === 'tooLong' ? words.errors.tooLong(MAX_RANGE_DAYS) : choice.error === 'tooOld' ? words.errors.tooOld(oldestFrom(new Date())) : words.errors[choice.error]}
        </p>
      ) : null}
      <p className="mt-4" role="status">
        {words.period.showing(period.from, period.to, period.days, previous.from, previous.to)}
      </p>
      {pair && tables ? (
        <>
          <InsightsFigures rows={figureRows(pair)} csvHref={csv('figures')} />
          <LineChart headingLevel="h2" {...words.charts.dailyVisits} table={only(tables.daily, ['day', 'visits'])} x="day" series={['visits']} csvHref={csv('daily')} />
          <LineChart headingLevel="h2" {...words.charts.dailyRequests} table={only(tables.daily, ['day', 'requests', 'booked'])} x="day" series={['requests', 'booked']} csvHref={csv('daily')} />
          <BarChart headingLevel="h2" {...words.charts.funnel} table={tables.funnel} label="step" series={['count']} csvHref={csv('funnel')} />
          <BarChart
            headingLevel="h2"
            title={words.charts.routes.title}
            description={`${words.charts.routes.description} ${more(tables.routes.rows.length)}`.trim()}
            table={top(tables.routes)}
            label="route"
            series={['requests', 'booked']}
            csvHref={csv('routes')}
          />
          <BarChart
            headingLevel="h2"
            title={words.charts.sources.title}
            description={`${words.charts.sources.description} ${more(tables.sources.rows.length)}`.trim()}
            table={top(tables.sources)}
            label="source"
            series={['requests', 'booked']}
            csvHref={csv('sources')}
          />
          <BarChart headingLevel="h2" {...words.charts.languages} table={tables.languages} label="language" series={['requests', 'booked']} csvHref={csv('languages')} />
        </>
      ) : null}
    </TeamFrame>
  );
}
