import { handleBookingForm } from '@/services/booking/form-post';

/** The no-script demo slot picker's form post (services/booking/form-post.ts). */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleBookingForm(request);
}
