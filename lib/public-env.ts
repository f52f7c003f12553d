/**
 * The browser-visible settings (NEXT_PUBLIC_*), compiled into the bundle at build time.
 * Each one is written out literally below because Next inlines only literal
 * `process.env.NEXT_PUBLIC_…` reads. Parsed by a few plain functions rather than zod: this
 * module is in the first load of every form page, and zod (about 30 KB, and an eval probe
 * the Content-Security-Policy reports) loads only when a visitor starts typing.
 */

/** Trimmed value, or the fallback when unset or blank (as `NAME=` in a .env file). */
function text(value: string | undefined, fallback: string) {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

function list(value: string | undefined) {
  return text(value, '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Whole milliseconds above 0, else 0 (meaning none). */
function milliseconds(value: string | undefined) {
  const ms = Number(text(value, '0'));
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0;
}

export const publicEnv = {
  /** Empty: the browser uses window.location.origin, so the built-in endpoint answers. */
  NEXT_PUBLIC_EMAILJS_ORIGIN: text(process.env.NEXT_PUBLIC_EMAILJS_ORIGIN, '').replace(/\/+$/, ''),
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: text(process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, 'ladle-site-public-key'),
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: text(process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID, 'ladle_outbox'),
  NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: text(process.env.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID, 'ladle_contact'),
  NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID: text(process.env.NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID, 'ladle_partner'),
  NEXT_PUBLIC_EMAILJS_DEMO_TEMPLATE_ID: text(process.env.NEXT_PUBLIC_EMAILJS_DEMO_TEMPLATE_ID, 'ladle_demo'),
  NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: text(process.env.NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS, 'false') === 'true',
  /** Values compared with from_email before anything is sent. */
  NEXT_PUBLIC_EMAILJS_BLOCKLIST: list(process.env.NEXT_PUBLIC_EMAILJS_BLOCKLIST),
  /** Minimum milliseconds between two sends of one form; 0 means no throttle. */
  NEXT_PUBLIC_EMAILJS_THROTTLE_MS: milliseconds(process.env.NEXT_PUBLIC_EMAILJS_THROTTLE_MS),
} as const;

export type PublicEnv = typeof publicEnv;
