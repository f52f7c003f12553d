import 'server-only';
import { teamPages } from '@/content/team';
import { insightsWords } from '@/content/team-insights';
import { csvOf } from '@/lib/charts/table';
import { requestSessionId, signedInBy, SIGN_IN_PATH } from './access';
import { OVERVIEW_TABLES, overviewTables, parsePeriod, readOverview, type OverviewTableName } from './overview';
import { refusedPost } from './sign-in';

const roles = teamPages.find((page) => page.path === '/team/insights')!.roles;

/**
 * GET /team/insights/csv?table=…&from=…&to=…: one of the overview's tables as CSV, every row
 * (the page's rankings show the first few), for the period the page showed. Behind the page's
 * roles; figures only, nothing about a person, so not audited as the lead export is.
 */
export async function overviewCsv(request: Request): Promise<Response> {
  const signedIn = await signedInBy(requestSessionId(request.headers));
  if (!signedIn) return new Response(null, { status: 303, headers: { Location: SIGN_IN_PATH, 'Cache-Control': 'no-store' } });
  if (!(roles as readonly string[]).includes(signedIn.member.role)) return refusedPost('forbidden');
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const name = OVERVIEW_TABLES.find((table) => table === query.table) as OverviewTableName | undefined;
  if (!name) return new Response(insightsWords.notFound, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const choice = parsePeriod(query);
  const table = overviewTables(await readOverview(choice))[name];
  return new Response(csvOf(table), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="what-works-${name}-${choice.period.from}-to-${choice.period.to}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
