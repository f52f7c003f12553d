import emailjs, { EmailJSResponseStatus } from '@emailjs/browser';
import { emailConfig, type EmailFormId } from './config';
import type { ContactParams, DemoParams, PartnerParams } from '@/lib/forms/schemas';

/**
 * The only caller of @emailjs/browser. It initialises the SDK once, from lib/email/config,
 * and turns every outcome into a SendResult, so forms never handle SDK errors themselves.
 *
 * Facts about @emailjs/browser 4.4 this relies on (read from its source):
 * - init() without a storageProvider stores `undefined`, which silently switches limitRate
 *   off; we always pass a localStorage-backed one.
 * - Refusals before sending reject with an EmailJSResponseStatus: 451 headless, 403
 *   blocklist, 429 throttle. A non-2xx answer rejects with one too.
 * - A network failure rejects with the TypeError fetch throws, and bad arguments with a
 *   plain string: both become failures here (a TypeError as status 0 "Network Error").
 *
 * The site's own endpoint is the safety net: when an EmailJS origin other than the site is
 * configured and the send fails for a reason that is not the visitor's (network error or a
 * request blocked by an extension, 429 from EmailJS, 451, 5xx), the same EmailJS-shaped
 * request goes to this site's /api/v1.0/email/*, which stores and relays it. The blocklist
 * (403), a 4xx about the input and the form's own throttle are final.
 */

export type SendResult = { ok: true; status: number; text: string } | { ok: false; status: number; text: string };

let initialised = false;

/**
 * When the visitor first reached a lead form: this module loads on the first focus inside
 * one. Each send carries the milliseconds since (fill_ms), and the endpoint marks a lead
 * sent faster than a person could as spam. Elapsed time, not a timestamp, so the visitor's
 * clock does not matter.
 */
const firstUsedAt = Date.now();

/** localStorage wrapped so a browser that refuses storage (private modes) still sends. */
const storageProvider = {
  get: async (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: async (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Without storage the throttle cannot remember the last send; sending still works.
    }
  },
  remove: async (key: string) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // see set
    }
  },
};

function ensureInit() {
  if (initialised) return;
  emailjs.init({
    publicKey: emailConfig.publicKey,
    origin: emailConfig.origin || window.location.origin,
    blockHeadless: emailConfig.blockHeadless,
    blockList: { list: emailConfig.blockList, watchVariable: 'from_email' },
    storageProvider,
  });
  initialised = true;
}

/** Per-form throttle: one form's send never blocks another form. */
const limitRate = (form: EmailFormId) => ({ limitRate: { id: `ladle-email-${form}`, throttle: emailConfig.throttleMs } });

function failure(error: unknown): SendResult & { ok: false } {
  if (error instanceof EmailJSResponseStatus) return { ok: false, status: error.status, text: error.text };
  if (error instanceof TypeError) return { ok: false, status: 0, text: 'Network Error' };
  return { ok: false, status: -1, text: String(error) };
}

/** Was the form's own throttle window still open? Then the SDK's 429 is ours, and final. */
async function throttledHere(form: EmailFormId) {
  if (emailConfig.throttleMs <= 0) return false;
  const last = Number((await storageProvider.get(limitRate(form).limitRate.id)) || 0);
  return Date.now() - last < emailConfig.throttleMs;
}

/** A failure that is not about the visitor's input, worth sending to the site instead. */
const worthFallingBack = (status: number) => status === 0 || status === 429 || status === 451 || status >= 500;

/** EmailJS is configured somewhere other than this site, so the site can stand in for it. */
function siteCanStandIn() {
  if (!emailConfig.origin) return false;
  try {
    return new URL(emailConfig.origin).origin !== window.location.origin;
  } catch {
    return false;
  }
}

type Variant = { path: 'send' | 'send-form'; body: () => BodyInit; headers?: Record<string, string> };

async function sendToSite(variant: Variant): Promise<SendResult> {
  try {
    const response = await fetch(`${window.location.origin}/api/v1.0/email/${variant.path}`, {
      method: 'POST',
      headers: variant.headers,
      body: variant.body(),
    });
    const text = await response.text();
    return response.ok ? { ok: true, status: response.status, text } : { ok: false, status: response.status, text };
  } catch (error) {
    return failure(error);
  }
}

async function settle(form: EmailFormId, sending: () => Promise<EmailJSResponseStatus>, variant: Variant): Promise<SendResult> {
  const throttled = await throttledHere(form);
  try {
    const response = await sending();
    return { ok: true, status: response.status, text: response.text };
  } catch (error) {
    const result = failure(error);
    console.error(`The ${form} form could not be sent (${result.status} ${result.text})`, error);
    if (!siteCanStandIn() || !worthFallingBack(result.status) || (result.status === 429 && throttled)) return result;
    const fallback = await sendToSite(variant);
    if (fallback.ok) return fallback;
    console.error(`The ${form} form could not be sent to the site either (${fallback.status} ${fallback.text})`);
    return result;
  }
}

const envelope = (form: EmailFormId) => ({
  lib_version: '4.4.1',
  user_id: emailConfig.publicKey,
  service_id: emailConfig.serviceId,
  template_id: emailConfig.templates[form],
});

const withFillTime = (params: Record<string, string>) => ({ ...params, fill_ms: String(Date.now() - firstUsedAt) });

/** JSON variant: POST {origin}/api/v1.0/email/send. */
function sendJson(form: EmailFormId, fields: Record<string, string>) {
  ensureInit();
  const params = withFillTime(fields);
  return settle(form, () => emailjs.send(emailConfig.serviceId, emailConfig.templates[form], params, limitRate(form)), {
    path: 'send',
    headers: { 'Content-Type': 'application/json' },
    body: () => JSON.stringify({ ...envelope(form), template_params: params }),
  });
}

/**
 * Form variant: POST {origin}/api/v1.0/email/send-form as multipart form data. The SDK reads
 * an HTML form; we give it a detached one holding exactly the validated template params,
 * so the visible fields (and the honeypot) never leak into the message.
 */
function sendAsForm(form: EmailFormId, fields: Record<string, string>) {
  ensureInit();
  const params = withFillTime(fields);
  const element = document.createElement('form');
  for (const [name, value] of Object.entries(params)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  return settle(form, () => emailjs.sendForm(emailConfig.serviceId, emailConfig.templates[form], element, limitRate(form)), {
    path: 'send-form',
    body: () => {
      // What sendForm posts: the form's fields plus the envelope.
      const data = new FormData(element);
      for (const [name, value] of Object.entries(envelope(form))) data.append(name, value);
      return data;
    },
  });
}

export const sendPartnerApplication = (params: PartnerParams) => sendJson('partner', params);
export const sendDemoRequest = (params: DemoParams) => sendJson('demo', params);
export const sendContactForm = (params: ContactParams) => sendAsForm('contact', params);
