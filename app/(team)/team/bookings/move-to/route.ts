import { moveForVisitor } from '@/services/team/bookings';

/** The move page's post: the meeting moved on the visitor's behalf (services/team/bookings.ts). */
export const POST = moveForVisitor;
