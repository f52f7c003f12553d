import { teamPages } from '@/content/team';
import { chartCsvResponse } from '@/services/team/chart-csv';
import { experimentsCsv } from '@/services/team/experiments';

const page = teamPages.find((candidate) => candidate.path === '/team/experiments')!;

/** GET /team/experiments/csv?experiment=…&table=…: one of the page's tables as CSV. */
export function GET(request: Request) {
  return chartCsvResponse(request, page.roles, experimentsCsv);
}
