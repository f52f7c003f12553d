/**
 * The EmailJS account the lead forms send with, read from NEXT_PUBLIC_EMAILJS_* variables
 * (compiled into the bundle at build time). With nothing configured the built-in values
 * below are used and the SDK sends to this site's own EmailJS-compatible endpoint, which
 * accepts exactly these identifiers. Shared by the browser module and the endpoint.
 */
import { site } from '@/content/site';

export type EmailFormId = 'partner' | 'contact' | 'demo';

const fromEnv = (value: string | undefined, fallback: string) => (value && value.trim() !== '' ? value.trim() : fallback);

function parseThrottle(value: string | undefined) {
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0;
}

export const emailConfig = {
  /** Empty: the browser uses window.location.origin, so the built-in endpoint answers. */
  origin: (process.env.NEXT_PUBLIC_EMAILJS_ORIGIN ?? '').trim().replace(/\/+$/, ''),
  publicKey: fromEnv(process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, 'ladle-site-public-key'),
  serviceId: fromEnv(process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID, 'ladle_outbox'),
  templates: {
    contact: fromEnv(process.env.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID, 'ladle_contact'),
    partner: fromEnv(process.env.NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID, 'ladle_partner'),
    demo: fromEnv(process.env.NEXT_PUBLIC_EMAILJS_DEMO_TEMPLATE_ID, 'ladle_demo'),
  } satisfies Record<EmailFormId, string>,
  blockHeadless: process.env.NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS === 'true',
  /** Values compared with from_email before anything is sent. */
  blockList: (process.env.NEXT_PUBLIC_EMAILJS_BLOCKLIST ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
  /** Minimum milliseconds between two sends of one form; 0 means no throttle. */
  throttleMs: parseThrottle(process.env.NEXT_PUBLIC_EMAILJS_THROTTLE_MS),
};

/** Which form a template id belongs to, or undefined for an id this site does not use. */
export function formForTemplate(templateId: string): EmailFormId | undefined {
  const entry = Object.entries(emailConfig.templates).find(([, id]) => id === templateId);
  return entry?.[0] as EmailFormId | undefined;
}

/** Fixed recipient and subject lines of each template. */
export const emailFixed = {
  toName: `${site.name} Sales Team`,
  partnerSubject: `New ${site.name} partner program application`,
  contactSubject: `New contact request from the ${site.name} website`,
  demoSubject: `New demo request from the ${site.name} website`,
} as const;
