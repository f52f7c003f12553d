import { handleSend, preflight } from '@/lib/email/endpoint';
import { demoRequestCookie } from '@/services/booking/http';

/** EmailJS-compatible JSON send (what emailjs.send posts). See lib/email/endpoint.ts. */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleSend(request, 'send', demoRequestCookie);
}

export function OPTIONS() {
  return preflight();
}
