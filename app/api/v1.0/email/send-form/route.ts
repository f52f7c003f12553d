import { handleSend, preflight } from '@/lib/email/endpoint';

/** EmailJS-compatible multipart send (what emailjs.sendForm posts). See lib/email/endpoint.ts. */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleSend(request, 'send-form');
}

export function OPTIONS() {
  return preflight();
}
