import 'server-only';
import type { TeamRole } from '@/lib/team/members';
import { csvOf, type ChartTable } from '@/lib/charts/table';
import { chartWords } from '@/content/team-charts';
import { requestSessionId, signedInBy, SIGN_IN_PATH } from './access';
import { refusedPost } from './sign-in';

/**
 * GET of a chart's figures as CSV (/team/vitals/csv, /team/experiments/csv): the same table
 * the page shows beside the chart, for the same roles as the page. Signed out: to the sign-in
 * page; another role: 403; a table the query does not name: 404.
 */
export async function chartCsvResponse(
  request: Request,
  roles: readonly TeamRole[],
  pick: (query: URLSearchParams) => Promise<{ table: ChartTable; filename: string } | null>,
): Promise<Response> {
  const signedIn = await signedInBy(requestSessionId(request.headers));
  if (!signedIn) return new Response(null, { status: 303, headers: { Location: SIGN_IN_PATH, 'Cache-Control': 'no-store' } });
  if (!roles.includes(signedIn.member.role)) return refusedPost('forbidden');
  const picked = await pick(new URL(request.url).searchParams);
  if (!picked) return new Response(chartWords.noTable, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response(csvOf(picked.table), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${picked.filename.replace(/[^\w.-]+/g, '-')}"`,
      'Cache-Control': 'no-store',
    },
  });
}
