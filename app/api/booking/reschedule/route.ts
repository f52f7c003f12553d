import { handleChangeForm } from '@/services/booking/http';

/** The reschedule page's plain form post (services/booking/http.ts). */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleChangeForm(request, 'reschedule');
}
