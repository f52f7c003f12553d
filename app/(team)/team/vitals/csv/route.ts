import { teamPages } from '@/content/team';
import { chartCsvResponse } from '@/services/team/chart-csv';
import { vitalsCsv } from '@/services/team/vitals';

const page = teamPages.find((candidate) => candidate.path === '/team/vitals')!;

/** GET /team/vitals/csv?days=…&route=…&table=…: one of the page's tables as CSV. */
export function GET(request: Request) {
  return chartCsvResponse(request, page.roles, vitalsCsv);
}
