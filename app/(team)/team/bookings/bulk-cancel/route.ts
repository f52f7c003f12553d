import { bulkCancel } from '@/services/team/bookings';

/** The bulk cancel's preview and confirmation (services/team/bookings.ts). */
export const POST = bulkCancel;
