/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emailConfig } from '@/lib/email/config';
import { emailFixed } from '@/content/lead-mail';
import { MAX_BODY_BYTES, handleSend, preflight } from '@/lib/email/endpoint';
import { SOCKET_ADDRESS_HEADER } from '@/lib/email/client-address';

let dir: string;
let ip = 0;
const url = 'http://localhost/api/v1.0/email/send';

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  process.env.OUTBOX_DIR = dir;
  process.env.EMAIL_RATE_LIMIT_PER_MINUTE = '100000';
  delete process.env.OUTBOX_MAX_BYTES;
  delete process.env.TRUST_PROXY;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const stored = () => {
  const file = path.join(dir, 'messages.jsonl');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
};

const partnerParams = {
  from_name: 'Ana Ruiz',
  from_email: 'ana@example.com',
  phone: '(954) 555-0100',
  message: 'New partner program application.\nText-message consent: No',
  to_name: emailFixed.toName,
  subject: emailFixed.partnerSubject,
};

const envelope = (overrides: Record<string, unknown> = {}) => ({
  lib_version: '4.4.1',
  user_id: emailConfig.publicKey,
  service_id: emailConfig.serviceId,
  template_id: emailConfig.templates.partner,
  template_params: partnerParams,
  ...overrides,
});

/** A partner send with its own message: the same email and message twice is stored once (the duplicate rule). */
const nth = (i: number | string) => envelope({ template_params: { ...partnerParams, message: `Application ${i}` } });

/**
 * Each request comes from its own socket address unless told otherwise, so the rate limit
 * stays out of the way. The address travels in the header the server's request hook sets
 * from the socket (lib/email/client-address.ts), as it does under `next start`.
 */
const jsonRequest = (body: unknown, from = `10.0.${++ip >> 8}.${ip % 256}`, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SOCKET_ADDRESS_HEADER]: from, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function answer(response: Response) {
  return { status: response.status, text: await response.text() };
}

describe('built-in EmailJS endpoint', () => {
  it('stores a valid JSON send and answers 200 OK after it is on disk', async () => {
    expect(await answer(await handleSend(jsonRequest(envelope()), 'send'))).toEqual({ status: 200, text: 'OK' });
    const [record] = stored();
    expect(record).toMatchObject({ form: 'partner', via: 'send', template_id: emailConfig.templates.partner, template_params: partnerParams });
    expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(record.received_at)).not.toBeNaN();
  });

  it('stores a valid multipart send-form with its fields as template params', async () => {
    const form = new FormData();
    const params = {
      from_name: 'Bo Chen',
      from_email: 'bo@example.com',
      company: 'Bo Bakes',
      phone: '',
      message: 'Hello\r\nsecond line',
      to_name: emailFixed.toName,
      subject: emailFixed.contactSubject,
      business_type: 'Bakeries',
      number_of_locations: '1',
    };
    for (const [name, value] of Object.entries(params)) form.append(name, value);
    form.append('lib_version', '4.4.1');
    form.append('service_id', emailConfig.serviceId);
    form.append('template_id', emailConfig.templates.contact);
    form.append('user_id', emailConfig.publicKey);
    const response = await handleSend(new Request(url, { method: 'POST', body: form }), 'send-form');
    expect(await answer(response)).toEqual({ status: 200, text: 'OK' });
    expect(stored()[0]).toMatchObject({ form: 'contact', via: 'send-form', template_params: { ...params, message: 'Hello\nsecond line' } });
    expect(stored()[0].template_params).not.toHaveProperty('user_id');
  });

  it.each([
    ['not JSON', '{"user_id":', 'The request body is not valid JSON'],
    ['a JSON array', [], 'The request body must be a JSON object'],
    ['no user_id', envelope({ user_id: undefined }), 'The user_id parameter is required (the public key, a non-empty string)'],
    ['an empty user_id', envelope({ user_id: '' }), 'The user_id parameter is required (the public key, a non-empty string)'],
    ['a numeric user_id', envelope({ user_id: 42 }), 'The user_id parameter is required (the public key, a non-empty string)'],
    ['a foreign public key', envelope({ user_id: 'someone-else' }), 'The public key (user_id) is invalid'],
    ['no service_id', envelope({ service_id: '' }), 'The service_id parameter is required (a non-empty string)'],
    ['a foreign service', envelope({ service_id: 'gmail' }), 'The service ID (service_id) is invalid'],
    ['no template_id', envelope({ template_id: null }), 'The template_id parameter is required (a non-empty string)'],
    ['an unknown template', envelope({ template_id: 'template_x' }), 'The template ID (template_id) is invalid'],
    ['template_params a string', envelope({ template_params: 'hi' }), 'The template_params parameter must be an object'],
    ['template_params an array', envelope({ template_params: [] }), 'The template_params parameter must be an object'],
    ['no template_params', envelope({ template_params: undefined }), 'The template_params parameter must be an object'],
    ['a bad from_email', envelope({ template_params: { ...partnerParams, from_email: 'nope' } }), 'Invalid template_params.from_email: from_email must be an email address'],
    ['a missing phone', envelope({ template_params: { ...partnerParams, phone: '' } }), 'Invalid template_params.phone: phone is required'],
  ])('answers 400 naming the problem for %s', async (_label, body, reason) => {
    const response = await handleSend(jsonRequest(body), 'send');
    expect(await answer(response)).toEqual({ status: 400, text: reason });
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(stored()).toHaveLength(0);
  });

  it('answers 400 to a send-form that is not multipart, and to attachments', async () => {
    const notMultipart = await handleSend(jsonRequest(envelope()), 'send-form');
    expect(await answer(notMultipart)).toEqual({ status: 400, text: 'The request body must be multipart/form-data' });
    const form = new FormData();
    form.append('user_id', emailConfig.publicKey);
    form.append('file', new Blob(['x']), 'x.txt');
    const withFile = await handleSend(new Request(url, { method: 'POST', body: form }), 'send-form');
    expect(await answer(withFile)).toEqual({ status: 400, text: 'Attachments are not accepted (field file)' });
  });

  it('answers 413 over 64 KB, declared or streamed', async () => {
    const big = envelope({ template_params: { ...partnerParams, message: 'x'.repeat(MAX_BODY_BYTES) } });
    expect(await answer(await handleSend(jsonRequest(big), 'send'))).toEqual({ status: 413, text: 'Payload Too Large' });
    const bytes = new TextEncoder().encode(JSON.stringify(big));
    const streamed = new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
          controller.close();
        },
      }),
      // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types lack it.
      duplex: 'half',
    });
    expect(await answer(await handleSend(streamed, 'send'))).toEqual({ status: 413, text: 'Payload Too Large' });
    expect(stored()).toHaveLength(0);
  });

  it('keeps 200 concurrent sends as 200 complete lines', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        handleSend(jsonRequest(envelope({ template_params: { ...partnerParams, from_name: `Sender ${i}`, message: `${i} `.repeat(500) } })), 'send'),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(200));
    const raw = readFileSync(path.join(dir, 'messages.jsonl'), 'utf8');
    const lines = raw.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(200);
    const names = lines.map((line) => JSON.parse(line).template_params.from_name).sort();
    expect(new Set(names).size).toBe(200);
    expect(new Set(lines.map((line) => JSON.parse(line).id)).size).toBe(200);
  });

  it('limits each client address per minute with 429 Too Many Requests', async () => {
    process.env.EMAIL_RATE_LIMIT_PER_MINUTE = '3';
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await handleSend(jsonRequest(nth(i), '203.0.113.9'), 'send')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await handleSend(jsonRequest(nth(5), '203.0.113.9'), 'send');
    expect(await limited.text()).toBe('Too Many Requests');
    // Another address is not affected.
    expect((await handleSend(jsonRequest(nth(6), '203.0.113.10'), 'send')).status).toBe(200);
    expect(stored()).toHaveLength(4);
  });

  it('answers CORS preflight and sends CORS headers with its answers', async () => {
    const response = preflight();
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('Content-Type');
    const sent = await handleSend(jsonRequest(envelope()), 'send');
    expect(sent.headers.get('access-control-allow-origin')).toBe('*');
  });
});

const contactParams = {
  from_name: 'Bo Chen',
  from_email: 'bo@example.com',
  company: 'Bo Bakes',
  phone: '(305) 555-0199',
  message: 'Hello',
  to_name: emailFixed.toName,
  subject: emailFixed.contactSubject,
};
const contact = (template_params: Record<string, unknown>) => envelope({ template_id: emailConfig.templates.contact, template_params });

describe('template params: optional fields, extra params and their limits', () => {
  it('accepts the contact payload without business_type and number_of_locations, as EmailJS does', async () => {
    expect(await answer(await handleSend(jsonRequest(contact(contactParams)), 'send'))).toEqual({ status: 200, text: 'OK' });
    const { from_name, from_email, message, to_name, subject } = contactParams;
    const minimal = { from_name, from_email, message: `${message} (the shorter form)`, to_name, subject };
    expect(await answer(await handleSend(jsonRequest(contact(minimal)), 'send'))).toEqual({ status: 200, text: 'OK' });
    expect(stored().map((record) => record.template_params)).toEqual([contactParams, minimal]);
  });

  it('accepts extra string, number and boolean params a template may use, and stores them', async () => {
    const extras = { language: 'es', page_views: 3, returning: false };
    expect(await answer(await handleSend(jsonRequest(contact({ ...contactParams, ...extras })), 'send'))).toEqual({ status: 200, text: 'OK' });
    expect(stored()[0].template_params).toEqual({ ...contactParams, ...extras });
  });

  const tooMany = Object.fromEntries(Array.from({ length: 31 - Object.keys(contactParams).length }, (_, i) => [`extra_${i}`, 'x']));
  // Sent as text: JSON.stringify itself overflows the stack on 20,000 levels.
  const deep = (key: string) =>
    JSON.stringify(contact({ ...contactParams, [key]: 'DEEP' })).replace('"DEEP"', `${'['.repeat(20_000)}${']'.repeat(20_000)}`);
  it.each([
    ['31 params', { ...contactParams, ...tooMany }, 'The template_params parameter has 31 keys; at most 30 are accepted'],
    ['a 65-character key', { ...contactParams, ['k'.repeat(65)]: 'x' }, `The template_params key "${'k'.repeat(65)}" is not 1-64 letters, digits, "_" or "-", starting with a letter`],
    ['a key that would set the prototype', JSON.stringify(contact(contactParams)).replace('"from_name"', '"__proto__":"x","from_name"'), 'The template_params key "__proto__" is not 1-64 letters, digits, "_" or "-", starting with a letter'],
    ['a key with a line break', { ...contactParams, 'a\nb': 'x' }, 'The template_params key "a\\nb" is not 1-64 letters, digits, "_" or "-", starting with a letter'],
    ['an object value', { ...contactParams, company: { name: 'x' } }, 'Invalid template_params.company: a string, number or boolean is expected, not an object'],
    ['an array value', { ...contactParams, tags: ['a'] }, 'Invalid template_params.tags: a string, number or boolean is expected, not an array'],
    ['a null value', { ...contactParams, phone: null }, 'Invalid template_params.phone: a string, number or boolean is expected, not null'],
    ['a 20,000-level nested array', deep('message'), 'Invalid template_params.message: a string, number or boolean is expected, not an array'],
    ['a 20,000-level nested extra param', deep('notes'), 'Invalid template_params.notes: a string, number or boolean is expected, not an array'],
    ['a number for a text field', { ...contactParams, from_name: 42 }, 'Invalid template_params.from_name: Invalid input: expected string, received number'],
    ['an extra string over 2,000 characters', { ...contactParams, note: 'x'.repeat(2001) }, 'Invalid template_params.note: Keep this under 2000 characters.'],
  ])('answers 400 with a reason, never 500, for %s', async (_label, params, reason) => {
    const body = typeof params === 'string' ? params : contact(params);
    expect(await answer(await handleSend(jsonRequest(body), 'send'))).toEqual({ status: 400, text: reason });
    expect(stored()).toHaveLength(0);
  });

  it('answers 400 to 31 multipart fields', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...contactParams, ...tooMany })) form.append(name, String(value));
    form.append('service_id', emailConfig.serviceId);
    form.append('template_id', emailConfig.templates.contact);
    form.append('user_id', emailConfig.publicKey);
    const response = await handleSend(new Request(url, { method: 'POST', body: form }), 'send-form');
    expect(await answer(response)).toEqual({ status: 400, text: 'The template_params parameter has 31 keys; at most 30 are accepted' });
  });
});

describe('what is stored is what was validated', () => {
  it('stores the trimmed copy, not the raw params', async () => {
    const padded = { ...partnerParams, from_name: '  Ana Ruiz \n', from_email: ' ana@example.com ', phone: '\t(954) 555-0100 ' };
    expect(await answer(await handleSend(jsonRequest(envelope({ template_params: padded })), 'send'))).toEqual({ status: 200, text: 'OK' });
    expect(stored()[0].template_params).toEqual(partnerParams);
  });

  it('applies the length limits to the raw value: 60,000 spaces and "Ana" is not a 3-character name', async () => {
    const padded = { ...partnerParams, from_name: `${' '.repeat(60_000)}Ana` };
    expect(await answer(await handleSend(jsonRequest(envelope({ template_params: padded })), 'send'))).toEqual({
      status: 400,
      text: 'Invalid template_params.from_name: Keep this under 100 characters.',
    });
    expect(stored()).toHaveLength(0);
  });
});

describe('outbox size limit', () => {
  it('answers 507 with a plain reason once the next message would pass OUTBOX_MAX_BYTES, and stores nothing more', async () => {
    expect((await handleSend(jsonRequest(nth(1)), 'send')).status).toBe(200);
    const size = readFileSync(path.join(dir, 'messages.jsonl')).byteLength;
    process.env.OUTBOX_MAX_BYTES = String(size + 100);
    const full = await handleSend(jsonRequest(nth(2)), 'send');
    expect(await answer(full)).toEqual({ status: 507, text: 'The message store is full; the message was not stored' });
    expect(full.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(readFileSync(path.join(dir, 'messages.jsonl')).byteLength).toBe(size);
    process.env.OUTBOX_MAX_BYTES = String(size * 3);
    expect((await handleSend(jsonRequest(nth(3)), 'send')).status).toBe(200);
    expect(stored()).toHaveLength(2);
  });
});

describe('per-client limit keyed on the socket address', () => {
  beforeEach(() => {
    process.env.EMAIL_RATE_LIMIT_PER_MINUTE = '3';
  });

  async function statuses(count: number, request: (i: number) => Request) {
    const seen: number[] = [];
    for (let i = 0; i < count; i += 1) seen.push((await handleSend(request(i), 'send')).status);
    return seen;
  }

  it('ignores a client-sent X-Forwarded-For: a new spoofed address per request is still one client', async () => {
    const seen = await statuses(6, (i) => jsonRequest(nth(i), '198.51.100.7', { 'X-Forwarded-For': `192.0.2.${i}` }));
    expect(seen).toEqual([200, 200, 200, 429, 429, 429]);
    expect(stored()).toHaveLength(3);
  });

  it('groups IPv6 clients by /64 and IPv4-mapped addresses with their IPv4 form', async () => {
    const v6 = await statuses(4, (i) => jsonRequest(envelope(), `2001:db8:1:2:${i}::${i + 1}`));
    expect(v6).toEqual([200, 200, 200, 429]);
    expect((await handleSend(jsonRequest(envelope(), '2001:db8:1:3::1'), 'send')).status).toBe(200);
    const mapped = await statuses(4, (i) => jsonRequest(envelope(), i % 2 ? '::ffff:198.51.100.8' : '198.51.100.8'));
    expect(mapped).toEqual([200, 200, 200, 429]);
  });

  it('with TRUST_PROXY=1 keys on the last X-Forwarded-For entry, the one the proxy in front added', async () => {
    process.env.TRUST_PROXY = '1';
    const seen = await statuses(4, (i) => jsonRequest(envelope(), '127.0.0.1', { 'X-Forwarded-For': `192.0.2.${i}, 203.0.113.50` }));
    expect(seen).toEqual([200, 200, 200, 429]);
    // Each visitor behind the proxy has their own allowance, though all arrive from 127.0.0.1.
    expect((await handleSend(jsonRequest(envelope(), '127.0.0.1', { 'X-Forwarded-For': '203.0.113.51' }), 'send')).status).toBe(200);
  });
});

describe('where a lead came from', () => {
  it('stores the cleaned attribution with the lead and never refuses it for bad attribution', async () => {
    const visit = {
      attr_landing: '/?email=a@b.example',
      utm_source: 'news',
      utm_medium: 'email\u0007',
      utm_campaign: 'x'.repeat(5000),
      utm_content: 'a@b.example',
      attr_page: '/business/bakeries',
      attr_lang: 'en',
      attr_viewport: 'tv',
    };
    const response = await handleSend(jsonRequest(envelope({ template_params: { ...partnerParams, ...visit } })), 'send');
    expect(await answer(response)).toEqual({ status: 200, text: 'OK' });
    expect(stored()[0].template_params).toEqual({
      ...partnerParams,
      attr_landing: '/',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'x'.repeat(100),
      attr_page: '/business/bakeries',
      attr_lang: 'en',
    });
    expect(JSON.stringify(stored())).not.toContain('a@b.example');
  });
});
