import { serverEnv } from '@/lib/env';
import { ticketSecret } from '@/lib/forms/ticket';

/** The key of every booking token: BOOKING_SECRET, else the forms' ticket secret (lib/env.ts explains). */
export const bookingSecret = (): string => serverEnv().BOOKING_SECRET ?? ticketSecret();
