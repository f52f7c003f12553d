import { handleSlots } from '@/services/booking/http';

/** The free demo times of the request the cookie names (services/booking/http.ts). */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleSlots(request);
}
