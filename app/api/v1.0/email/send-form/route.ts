import { handleSend, preflight } from '@/lib/email/endpoint';
import { demoRequestCookie } from '@/services/booking/http';

/** EmailJS-compatible multipart send (what emailjs.sendForm posts). See lib/email/endpoint.ts. */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleSend(request, 'send-form', demoRequestCookie);
}

export function OPTIONS() {
  return preflight();
}
