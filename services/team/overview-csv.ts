import 'server-only';
import { teamPages } from '@/content/team';
import { chartCsvResponse } from './chart-csv';
import { OVERVIEW_TABLES, overviewTables, parsePeriod, readOverview } from './overview';

const roles = teamPages.find((page) => page.path === '/team/insights')!.roles;

/**
 * GET /team/insights/csv?table=…&from=…&to=…: one of the overview's tables as CSV, every row
 * (the page's rankings show the first few), for the period the page showed. Behind the page's
 * roles, answered as every chart's CSV is (chart-csv.ts); figures only, nothing about a person,
 * so not audited as the lead export is.
 */
export function overviewCsv(request: Request): Promise<Response> {
  return chartCsvResponse(request, roles, async (query) => {
    const name = OVERVIEW_TABLES.find((table) => table === query.get('table'));
    if (!name) return null;
    const choice = parsePeriod(Object.fromEntries(query));
    return { table: overviewTables(await readOverview(choice))[name], filename: `what-works-${name}-${choice.period.from}-to-${choice.period.to}.csv` };
  });
}
