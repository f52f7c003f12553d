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
 */

export type SendResult = { ok: true; status: number; text: string } | { ok: false; status: number; text: string };

let initialised = false;

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

async function settle(form: EmailFormId, sending: () => Promise<EmailJSResponseStatus>): Promise<SendResult> {
  try {
    const response = await sending();
    return { ok: true, status: response.status, text: response.text };
  } catch (error) {
    let result: SendResult;
    if (error instanceof EmailJSResponseStatus) {
      result = { ok: false, status: error.status, text: error.text };
    } else if (error instanceof TypeError) {
      result = { ok: false, status: 0, text: 'Network Error' };
    } else {
      result = { ok: false, status: -1, text: String(error) };
    }
    console.error(`The ${form} form could not be sent (${result.status} ${result.text})`, error);
    return result;
  }
}

/** JSON variant: POST {origin}/api/v1.0/email/send. */
function sendJson(form: EmailFormId, params: Record<string, string>) {
  ensureInit();
  return settle(form, () => emailjs.send(emailConfig.serviceId, emailConfig.templates[form], params, limitRate(form)));
}

/**
 * Form variant: POST {origin}/api/v1.0/email/send-form as multipart form data. The SDK reads
 * an HTML form; we give it a detached one holding exactly the validated template params,
 * so the visible fields (and the honeypot) never leak into the message.
 */
function sendAsForm(form: EmailFormId, params: Record<string, string>) {
  ensureInit();
  const element = document.createElement('form');
  for (const [name, value] of Object.entries(params)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  return settle(form, () => emailjs.sendForm(emailConfig.serviceId, emailConfig.templates[form], element, limitRate(form)));
}

export const sendPartnerApplication = (params: PartnerParams) => sendJson('partner', params);
export const sendDemoRequest = (params: DemoParams) => sendJson('demo', params);
export const sendContactForm = (params: ContactParams) => sendAsForm('contact', params);
