import { cancelForVisitor } from '@/services/team/bookings';

/** One meeting cancelled on the visitor's behalf (services/team/bookings.ts). */
export const POST = cancelForVisitor;
