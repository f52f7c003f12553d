import { handleChangeForm } from '@/services/booking/change-http';

/** The cancel page's plain form post (services/booking/change-http.ts). */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleChangeForm(request, 'cancel');
}
