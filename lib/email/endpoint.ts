import { OutboxFullError } from './outbox';
import { MAX_BODY_BYTES, Rejection, readEnvelope } from './read-request';
import { allowLead } from './lead-rate-limit';
import { validateEnvelope } from './validate-request';
import { acceptLead } from '@/lib/leads/accept';
import { LeadStoreUnavailableError } from '@/lib/leads/store';

/**
 * The site's own EmailJS-compatible endpoint, used when no EmailJS account is configured.
 * It answers like api.emailjs.com: plain text, 200 "OK" once the message is stored, 400
 * naming the problem, 413 over 64 KB, 429 past the per-client rate, and 507 when the
 * outbox has reached OUTBOX_MAX_BYTES.
 */

export { MAX_BODY_BYTES };

// EmailJS is called from any page's browser, so it allows every origin; so do we. CORS
// would not stop a script anyway, the rate limit and validation do.
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
};

function reply(status: number, text: string, extra: Record<string, string> = {}) {
  return new Response(text, {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });
}

/** What the site adds to the answer for a stored lead (the demo booking's cookie, services/booking): extra headers, or none. */
export type AcceptedHook = (stored: Awaited<ReturnType<typeof acceptLead>>, request: Request) => Record<string, string> | undefined;

export function preflight() {
  return new Response(null, { status: 204, headers: corsHeaders });
}

export async function handleSend(request: Request, via: 'send' | 'send-form', onAccepted?: AcceptedHook) {
  if (!(await allowLead(request.headers))) return reply(429, 'Too Many Requests');
  try {
    const message = validateEnvelope(await readEnvelope(request, via));
    // The one place an accepted message is stored: once (a repeat within minutes answers 200
    // too), marked when it looks automated, durable before the 200, relayed after it.
    const stored = await acceptLead({ ...message, via });
    return reply(200, 'OK', onAccepted?.(stored, request));
  } catch (error) {
    if (error instanceof Rejection) return reply(error.status, error.message);
    if (error instanceof OutboxFullError) {
      console.error('The email endpoint refused a message: the outbox is full', error.message);
      return reply(507, 'The message store is full; the message was not stored');
    }
    // Nothing was stored, and the visitor's form keeps their input: say so, never 200.
    if (error instanceof LeadStoreUnavailableError) {
      console.error(`The email endpoint could not store a message: ${error.message}`, error.cause ?? '');
      return reply(503, 'The message was not stored: the lead database is unavailable. Please try again later.');
    }
    console.error('The email endpoint could not store a message', error);
    return reply(500, 'The message could not be stored');
  }
}
