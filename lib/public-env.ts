import { z } from 'zod';

/**
 * The browser-visible settings (NEXT_PUBLIC_*), compiled into the bundle at build time.
 * Each one is written out literally below because Next inlines only literal
 * `process.env.NEXT_PUBLIC_…` reads; everything else about them (trimming, defaults,
 * types) is the zod schema's job, as for the server settings in lib/env.ts.
 */
const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== '' ? value.trim() : fallback));

const publicEnvSchema = z.object({
  /** Empty: the browser uses window.location.origin, so the built-in endpoint answers. */
  NEXT_PUBLIC_EMAILJS_ORIGIN: text('').transform((value) => value.replace(/\/+$/, '')),
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: text('ladle-site-public-key'),
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: text('ladle_outbox'),
  NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: text('ladle_contact'),
  NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID: text('ladle_partner'),
  NEXT_PUBLIC_EMAILJS_DEMO_TEMPLATE_ID: text('ladle_demo'),
  NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: text('false').transform((value) => value === 'true'),
  /** Values compared with from_email before anything is sent. */
  NEXT_PUBLIC_EMAILJS_BLOCKLIST: text('').transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  ),
  /** Minimum milliseconds between two sends of one form; 0 (or anything unusable) means none. */
  NEXT_PUBLIC_EMAILJS_THROTTLE_MS: text('0').transform((value) => {
    const ms = Number(value);
    return Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0;
  }),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;

export const publicEnv: PublicEnv = publicEnvSchema.parse({
  NEXT_PUBLIC_EMAILJS_ORIGIN: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_DEMO_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_DEMO_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: process.env.NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS,
  NEXT_PUBLIC_EMAILJS_BLOCKLIST: process.env.NEXT_PUBLIC_EMAILJS_BLOCKLIST,
  NEXT_PUBLIC_EMAILJS_THROTTLE_MS: process.env.NEXT_PUBLIC_EMAILJS_THROTTLE_MS,
});
