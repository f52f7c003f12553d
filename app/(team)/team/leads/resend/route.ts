import { resendLead } from '@/services/team/lead-actions';

/** A lead page's "Send it again" (services/team/lead-actions.ts). */
export const POST = resendLead;
