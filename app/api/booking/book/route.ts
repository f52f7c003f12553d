import { handleBook } from '@/services/booking/http';

/** Books the held demo time (services/booking/http.ts). */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleBook(request);
}
