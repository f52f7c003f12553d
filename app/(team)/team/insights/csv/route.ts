import { overviewCsv } from '@/services/team/overview-csv';

/** GET /team/insights/csv?table=…&from=…&to=…: one table of the overview as CSV (services/team/overview-csv.ts). */
export const GET = overviewCsv;
