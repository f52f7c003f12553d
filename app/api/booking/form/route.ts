import { handleBookingForm } from '@/services/booking/http';

/** The no-script demo slot picker's form post (services/booking/http.ts). */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleBookingForm(request);
}
