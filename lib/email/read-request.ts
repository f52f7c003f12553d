import { readLimitedBytes, TooLargeError } from '@/lib/http/read-limited';

/**
 * Reads an EmailJS send request into its envelope: the body, capped at MAX_BODY_BYTES while
 * it streams, parsed as JSON (send) or multipart form data (send-form). What the envelope
 * holds is checked in validate-request.ts.
 */

export const MAX_BODY_BYTES = 64 * 1024;

/** A request the endpoint refuses, with the status and plain-text reason it answers. */
export class Rejection extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type Envelope = {
  user_id?: unknown;
  service_id?: unknown;
  template_id?: unknown;
  lib_version?: unknown;
  template_params?: unknown;
};

/** Reads the body, refusing (413) as soon as it passes the limit, declared or not. */
async function readBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readLimitedBytes(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof TooLargeError) throw new Rejection(413, 'Payload Too Large');
    throw error;
  }
}

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
  return { ...envelope, template_params: params };
}

/** The envelope of a JSON send or a multipart send-form. */
export function readEnvelope(request: Request, via: 'send' | 'send-form'): Promise<Envelope> {
  return via === 'send' ? parseJson(request) : parseMultipart(request);
}
