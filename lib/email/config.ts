/**
 * The EmailJS account the lead forms send with, read from NEXT_PUBLIC_EMAILJS_* variables
 * (compiled into the bundle at build time, parsed in lib/public-env.ts). With nothing configured the built-in values
 * below are used and the SDK sends to this site's own EmailJS-compatible endpoint, which
 * accepts exactly these identifiers. Shared by the browser module and the endpoint.
 */
import { publicEnv } from '@/lib/public-env';

export type EmailFormId = 'partner' | 'contact' | 'demo';

export const emailConfig = {
  origin: publicEnv.NEXT_PUBLIC_EMAILJS_ORIGIN,
  publicKey: publicEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  serviceId: publicEnv.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  templates: {
    contact: publicEnv.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
    partner: publicEnv.NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID,
    demo: publicEnv.NEXT_PUBLIC_EMAILJS_DEMO_TEMPLATE_ID,
  } satisfies Record<EmailFormId, string>,
  blockHeadless: publicEnv.NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS,
  blockList: publicEnv.NEXT_PUBLIC_EMAILJS_BLOCKLIST,
  throttleMs: publicEnv.NEXT_PUBLIC_EMAILJS_THROTTLE_MS,
};

/** Which form a template id belongs to, or undefined for an id this site does not use. */
export function formForTemplate(templateId: string): EmailFormId | undefined {
  const entry = Object.entries(emailConfig.templates).find(([, id]) => id === templateId);
  return entry?.[0] as EmailFormId | undefined;
}
