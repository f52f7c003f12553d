import { handleHold } from '@/services/booking/http';

/** Holds a demo time for 5 minutes (services/booking/http.ts). */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleHold(request);
}
