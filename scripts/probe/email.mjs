/**
 * Hostile and malformed requests to the built-in EmailJS-compatible endpoint
 * (/api/v1.0/email/send and /send-form). None may answer 500 or be stored; a spoofed
 * X-Forwarded-For must not buy a new allowance. Loaded by scripts/probe.mjs.
 *
 * The valid identifiers come from lib/email/config.ts with this shell's NEXT_PUBLIC_EMAILJS_*
 * values: the same ones the probed build was made with.
 */
import { loadTs } from '../lib/load-ts.mjs';
import { json, send, sourceAddress } from '../lib/probe-http.mjs';

const { emailConfig } = await loadTs('lib/email/config.ts');
const { emailFixed } = await loadTs('content/lead-mail.ts');

const SEND = '/api/v1.0/email/send';
const SEND_FORM = '/api/v1.0/email/send-form';
const FLOOD = 60;

const ids = { user_id: emailConfig.publicKey, service_id: emailConfig.serviceId, template_id: emailConfig.templates.contact };
/** The contact payload as the original site sent it: no business type, no number of locations. */
const seedContact = {
  from_name: 'Probe Visitor',
  from_email: 'probe@example.com',
  company: 'Probe Co',
  phone: '(954) 555-0100',
  message: 'Sent by npm run probe.',
  to_name: emailFixed.toName,
  subject: emailFixed.contactSubject,
};
const envelope = (params) => ({ lib_version: '4.4.1', ...ids, template_params: params });

/** A probe that sends one request and expects one status (and, optionally, a reason). */
function once(name, status, request, reason) {
  return {
    name,
    expect: reason ? `${status} "${reason}"` : String(status),
    run: async (baseUrl) => {
      const { path = SEND, ...options } = request();
      const answer = await send(baseUrl, path, { ...options, from: sourceAddress(baseUrl) });
      const reasonOk = !reason || answer.text.includes(reason);
      return { status: answer.status, pass: answer.status === status && reasonOk, detail: answer.text.slice(0, 120).replace(/\s+/g, ' ') };
    },
  };
}

/** FLOOD requests from one source address, each claiming another address in `header`. */
function spoofFlood(name, header, value) {
  return {
    name,
    expect: `429 before request ${FLOOD} (one client, whatever ${header} says)`,
    run: async (baseUrl) => {
      const from = sourceAddress(baseUrl);
      const statuses = [];
      for (let i = 0; i < FLOOD; i += 1) {
        const body = json({ ...ids, template_params: 'flood' });
        const answer = await send(baseUrl, SEND, { ...body, headers: { ...body.headers, [header]: value(i) }, from });
        statuses.push(answer.status);
      }
      const first429 = statuses.indexOf(429);
      const others = statuses.filter((status) => status !== 429 && status !== 400);
      return {
        status: first429 === -1 ? statuses.at(-1) : 429,
        pass: first429 > 0 && others.length === 0 && statuses.slice(first429).every((status) => status === 429),
        detail: first429 === -1 ? `${FLOOD} requests, none limited` : `limited from request ${first429 + 1} of ${FLOOD}`,
      };
    },
  };
}

function multipart(fields, file) {
  const boundary = '----probe7c1f4b9a';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (file) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n`);
  return { path: SEND_FORM, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body: `${parts.join('')}--${boundary}--\r\n` };
}

const deep = (levels) => JSON.stringify(envelope({ ...seedContact, notes: 'DEEP' })).replace('"DEEP"', `${'['.repeat(levels)}${']'.repeat(levels)}`);
const manyKeys = Object.fromEntries(Array.from({ length: 24 }, (_, i) => [`extra_${i}`, 'x']));

export const probes = [
  once('the original contact payload (no business_type) is accepted', 200, () => json(envelope(seedContact)), 'OK'),
  once('body that is not JSON', 400, () => ({ headers: { 'Content-Type': 'application/json' }, body: '{"user_id":' }), 'not valid JSON'),
  once('empty body', 400, () => ({ headers: { 'Content-Type': 'application/json' }, body: '' }), 'not valid JSON'),
  once('JSON array instead of an object', 400, () => json([envelope(seedContact)]), 'must be a JSON object'),
  once('template_params a string', 400, () => json({ ...ids, template_params: 'hello' }), 'must be an object'),
  once('template_params null', 400, () => json({ ...ids, template_params: null }), 'must be an object'),
  once('foreign public key', 400, () => json({ ...envelope(seedContact), user_id: 'someone-else' }), 'public key'),
  once('unknown template', 400, () => json({ ...envelope(seedContact), template_id: 'template_x' }), 'template ID'),
  once('number where a name is required', 400, () => json(envelope({ ...seedContact, from_name: 42 })), 'template_params.from_name'),
  once('nested object as a param value', 400, () => json(envelope({ ...seedContact, company: { name: { first: 'x' } } })), 'not an object'),
  once('20,000-level nested array as a param value', 400, () => ({ headers: { 'Content-Type': 'application/json' }, body: deep(20_000) }), 'not an array'),
  once('31 template params', 400, () => json(envelope({ ...seedContact, ...manyKeys })), 'at most 30'),
  once('65-character param key', 400, () => json(envelope({ ...seedContact, ['k'.repeat(65)]: 'x' })), 'is not 1-64'),
  once('__proto__ as a param key', 400, () => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(envelope(seedContact)).replace('"from_name"', '"__proto__":{"polluted":1},"from_name"') }), '__proto__'),
  once('name padded with 60,000 spaces (limit on the raw value)', 400, () => json(envelope({ ...seedContact, from_name: `${' '.repeat(60_000)}Ana` })), 'under 100 characters'),
  once('declared Content-Length over 64 KB', 413, () => ({ headers: { 'Content-Type': 'application/json', 'Content-Length': String(70 * 1024) }, body: 'x'.repeat(70 * 1024) })),
  once('chunked body over 64 KB', 413, () => ({ headers: { 'Content-Type': 'application/json' }, body: Array.from({ length: 10 }, () => 'x'.repeat(8 * 1024)) })),
  once('send-form with a JSON body', 400, () => ({ path: SEND_FORM, ...json(envelope(seedContact)) }), 'multipart/form-data'),
  once('send-form as application/x-www-form-urlencoded', 400, () => ({ path: SEND_FORM, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'user_id=x' }), 'multipart/form-data'),
  once('send-form with a file attached', 400, () => multipart({ ...ids, ...seedContact }, true), 'Attachments'),
  once('send-form with a broken multipart body', 400, () => ({ ...multipart({ ...ids }), body: '--nope\r\nbroken' }), 'multipart'),
  once('GET on the endpoint', 405, () => ({ method: 'GET' })),
  once('16 KB header (Node refuses oversized headers)', 431, () => ({ ...json(envelope(seedContact)), headers: { 'Content-Type': 'application/json', 'X-Pad': 'x'.repeat(17 * 1024) } })),
  spoofFlood('flood with a new spoofed X-Forwarded-For on every request', 'X-Forwarded-For', (i) => `198.51.100.${i}`),
  spoofFlood('flood with a new spoofed IPv6 X-Forwarded-For on every request', 'X-Forwarded-For', (i) => `2001:db8:${i.toString(16)}::1, 203.0.113.${i}`),
  spoofFlood('flood claiming another socket address (x-socket-address) each time', 'X-Socket-Address', (i) => `192.0.2.${i}`),
];
