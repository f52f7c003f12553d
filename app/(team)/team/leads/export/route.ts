import { exportLeads } from '@/services/team/lead-actions';

/** GET /team/leads/export?…: the filtered lead list as CSV (services/team/lead-actions.ts). */
export const GET = exportLeads;
