import { emailConfig, formForTemplate } from './config';
import { clientKey, createRateLimiter } from './rate-limit';
import { templateParamsSchemas } from '@/lib/forms/schemas';
import { acceptLead } from '@/lib/leads/accept';
import { LeadStoreUnavailableError, type NewLead } from '@/lib/leads/store';

/**
 * The site's own EmailJS-compatible endpoint, used when no EmailJS account is configured.
 * It answers like api.emailjs.com: plain text, 200 "OK" once the message is stored, 400
 * naming the problem, 413 over 64 KB, 429 past the per-address rate.
 */

export const MAX_BODY_BYTES = 64 * 1024;

// EmailJS is called from any page's browser, so it allows every origin; so do we. CORS
// would not stop a script anyway, the rate limit and validation do.
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
};

const allow = createRateLimiter();

function reply(status: number, text: string) {
  return new Response(text, {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export function preflight() {
  return new Response(null, { status: 204, headers: corsHeaders });
}

class Rejection extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the body, refusing (413) as soon as it passes the limit, declared or not. */
async function readBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > MAX_BODY_BYTES) throw new Rejection(413, 'Payload Too Large');
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new Rejection(413, 'Payload Too Large');
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

type Envelope = { user_id: unknown; service_id: unknown; template_id: unknown; lib_version: unknown; template_params: unknown };

async function parseJson(request: Request): Promise<Envelope> {
  const raw = new TextDecoder().decode(await readBody(request));
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new Rejection(400, 'The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Rejection(400, 'The request body must be a JSON object');
  }
  return body as Envelope;
}

const ENVELOPE_FIELDS = new Set(['user_id', 'service_id', 'template_id', 'lib_version', 'accessToken']);

async function parseMultipart(request: Request): Promise<Envelope> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new Rejection(400, 'The request body must be multipart/form-data');
  }
  const body = await readBody(request);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'Content-Type': type } }).formData();
  } catch {
    throw new Rejection(400, 'The request body is not valid multipart/form-data');
  }
  const envelope: Record<string, unknown> = {};
  const params: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') throw new Rejection(400, `Attachments are not accepted (field ${name})`);
    // Multipart encoding turns line breaks into CRLF; store them as the browser had them.
    const text = value.replace(/\r\n/g, '\n');
    if (ENVELOPE_FIELDS.has(name)) envelope[name] = text;
    else params[name] = text;
  }
  return { ...(envelope as Omit<Envelope, 'template_params'>), template_params: params };
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function validate(envelope: Envelope) {
  const { user_id, service_id, template_id, template_params, lib_version } = envelope;
  if (!nonEmptyString(user_id)) throw new Rejection(400, 'The user_id parameter is required (the public key, a non-empty string)');
  if (user_id !== emailConfig.publicKey) throw new Rejection(400, 'The public key (user_id) is invalid');
  if (!nonEmptyString(service_id)) throw new Rejection(400, 'The service_id parameter is required (a non-empty string)');
  if (service_id !== emailConfig.serviceId) throw new Rejection(400, 'The service ID (service_id) is invalid');
  if (!nonEmptyString(template_id)) throw new Rejection(400, 'The template_id parameter is required (a non-empty string)');
  const form = formForTemplate(template_id);
  if (!form) throw new Rejection(400, 'The template ID (template_id) is invalid');
  if (typeof template_params !== 'object' || template_params === null || Array.isArray(template_params)) {
    throw new Rejection(400, 'The template_params parameter must be an object');
  }
  const checked = templateParamsSchemas[form].safeParse(template_params);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    throw new Rejection(400, `Invalid template_params.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'malformed'}`);
  }
  return {
    form,
    service_id,
    template_id,
    lib_version: typeof lib_version === 'string' ? lib_version : undefined,
    template_params: template_params as Record<string, unknown>,
  };
}

export async function handleSend(request: Request, via: 'send' | 'send-form') {
  if (!allow(clientKey(request.headers))) return reply(429, 'Too Many Requests');
  try {
    const envelope = via === 'send' ? await parseJson(request) : await parseMultipart(request);
    const message = validate(envelope);
    // Stored once (a repeat within minutes answers 200 too), marked if spam, relayed after the answer.
    await acceptLead({ ...message, template_params: message.template_params as NewLead['template_params'], via });
    return reply(200, 'OK');
  } catch (error) {
    if (error instanceof Rejection) return reply(error.status, error.message);
    // Nothing was stored, and the visitor's form keeps their input: say so, never 200.
    if (error instanceof LeadStoreUnavailableError) {
      console.error(`The email endpoint could not store a message: ${error.message}`, error.cause ?? '');
      return reply(503, 'The message was not stored: the lead database is unavailable. Please try again later.');
    }
    console.error('The email endpoint could not store a message', error);
    return reply(500, 'The message could not be stored');
  }
}
