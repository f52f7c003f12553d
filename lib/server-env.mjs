import { z } from 'zod';

/**
 * Every server-side setting the site reads, parsed by one zod schema with the defaults the
 * README documents; lib/env.ts is how the TypeScript code reads them. Plain JavaScript, so
 * lib/cache/cache-handler.mjs, which Node imports as it is when the server starts, reads its
 * settings here too.
 *
 * A bad value stops the process with an error naming the variable, at the first read.
 * The parse is cached per distinct set of raw values: tests and the CLI scripts change the
 * environment at run time, and a stale cache would silently ignore them.
 */

const trimmed = z.string().trim();
/** An unset or blank variable counts as absent, as in a .env file with `NAME=`. */
/**
 * @template {z.ZodType} T
 * @param {T} schema
 */
const optional = (schema) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());
/** @param {number} fallback */
const positiveInt = (fallback) => optional(z.coerce.number().int().positive()).transform((value) => value ?? fallback);
/** @param {string} value */
const withoutTrailingSlash = (value) => value.replace(/\/+$/, '');

export const serverEnvSchema = z.object({
  SITE_URL: optional(z.url({ protocol: /^https?$/ }))
    .transform((value) => withoutTrailingSlash(value ?? 'http://localhost:3000')),
  BLOG_FUNCTION_BASE: optional(z.url({ protocol: /^https?$/ })).transform((value) => (value ? withoutTrailingSlash(value.trim()) : undefined)),
  BLOG_FUNCTION_TOKEN: optional(trimmed),
  BLOG_REVALIDATE_SECONDS: positiveInt(300),
  REVALIDATE_SECRET: optional(trimmed),
  OUTBOX_DIR: optional(trimmed).transform((value) => value ?? 'data/outbox'),
  /** Where the cookieless visit counts live (file store); default: "insights" beside OUTBOX_DIR. */
  INSIGHTS_DIR: optional(trimmed),
  /** The site's time zone: the weekly insights digest goes out on Monday from 08:00 here. */
  INSIGHTS_TIME_ZONE: optional(trimmed)
    .refine((zone) => zone === undefined || Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', 'must be an IANA time zone')
    .transform((zone) => zone ?? 'America/New_York'),
  EMAIL_RATE_LIMIT_PER_MINUTE: positiveInt(20),
  /** Insights events one client address may send per minute (429 beyond). */
  INSIGHTS_EVENTS_PER_MINUTE: positiveInt(120),
  OUTBOX_MAX_BYTES: positiveInt(1024 ** 3),
  /** "1" when a proxy in front (nginx) sets X-Forwarded-For; otherwise the socket address counts. */
  TRUST_PROXY: optional(z.enum(['0', '1', 'false', 'true'])).transform((value) => value === '1' || value === 'true'),
  /** Relay by mail: smtp:// or smtps:// with credentials in the URL, and the inbox leads go to. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  LEAD_NOTIFY_TO: optional(trimmed),
  LEAD_NOTIFY_FROM: optional(trimmed),
  /** Relay by webhook: each lead POSTed as JSON, signed with the secret when one is set. */
  LEAD_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  LEAD_WEBHOOK_SECRET: optional(trimmed),
  /** Waits between delivery attempts in ms; the last one repeats until the lead is 7 days old. */
  LEAD_RETRY_SCHEDULE_MS: optional(trimmed)
    .transform((value) => value ?? '60000,300000,1800000,3600000')
    .pipe(
      z
        .string()
        .regex(/^\s*[1-9]\d*(\s*,\s*[1-9]\d*)*\s*$/, 'a comma-separated list of positive milliseconds, like 60000,300000')
        .transform((value) => value.split(',').map(Number)),
    ),
  /** How often the running site looks for deliveries that are due again. */
  LEAD_RELAY_INTERVAL_MS: positiveInt(60_000),
  /** A form sent faster than this after the visitor reached it is stored as spam. */
  LEAD_MIN_FILL_MS: optional(z.coerce.number().int().nonnegative()).transform((value) => value ?? 2000),
  /**
   * Signs the fill-time tickets of forms posted without JavaScript (lib/forms/ticket.ts).
   * Unset: a random secret made once per build (next.config.mjs), shared by every instance
   * started from that build. Set it when instances of different builds serve one site.
   */
  FORM_TICKET_SECRET: optional(trimmed.min(16, 'must be at least 16 characters')),
  /**
   * How long a relay's claim on a delivery lasts: another instance takes it over after this
   * if the claimer died. Longer than any one delivery may take (the mail and webhook timeouts).
   */
  LEAD_LEASE_MS: positiveInt(120_000),
  /**
   * On SIGTERM or SIGINT, how long `node server.mjs` lets the requests in progress (and the lead
   * delivery under way) finish before it cuts what is left and exits (lib/http/graceful-shutdown.mjs).
   */
  SHUTDOWN_GRACE_MS: positiveInt(10_000),
  /** Set: leads live in this PostgreSQL database (lib/leads/pg-store.ts) instead of OUTBOX_DIR. */
  // A prefix check, not z.url(): libpq URLs may leave the host empty (a Unix socket in ?host=).
  DATABASE_URL: optional(trimmed.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
  /**
   * Set: every instance shares one incremental cache (lib/cache/cache-handler.mjs, which reads
   * it at server start) and one per-client email limit in this Redis or Valkey.
   */
  REDIS_URL: optional(trimmed.regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  /**
   * Page cache entries an instance stores at run time before it drops the least recently used
   * (lib/cache/cache-handler.mjs); the build's own pages are never dropped and never counted.
   * The site stores about two per blog post (its page and its data), plus the list and feed.
   */
  CACHE_MAX_ENTRIES: positiveInt(2000),
  /** Where the file booking store keeps demo bookings (no DATABASE_URL); default: "bookings" beside OUTBOX_DIR. */
  BOOKINGS_DIR: optional(trimmed),
  /**
   * Signs the booking tokens: a demo request's right to book, holds, and the reschedule and
   * cancel links in the invitations (services/booking/tokens.ts). Unset on one server: a secret
   * the site makes on first start and keeps beside the bookings. Required with DATABASE_URL.
   */
  BOOKING_SECRET: optional(trimmed.min(16, 'must be at least 16 characters')),
  /** The key before BOOKING_SECRET during a change of key: tokens it signed still verify; nothing new is signed with it. */
  BOOKING_SECRET_PREVIOUS: optional(trimmed.min(16, 'must be at least 16 characters')),
  /** Demo slots one client may hold per minute (services/booking; the shared per-client limiter). */
  BOOKING_HOLDS_PER_MINUTE: positiveInt(20),
  /** Listings of the free demo times (GET /api/booking/slots, a no-script zone change) one client may ask for per minute. */
  BOOKING_LISTINGS_PER_MINUTE: positiveInt(60),
  /**
   * Future demo bookings one client address (an IPv4 address, or an IPv6 /64) may have, and
   * live holds it may keep at once, and future bookings one visitor email may have: over them
   * the visitor is told the team will call (services/booking/book.ts). Raise them for a load
   * test from one address.
   */
  BOOKING_MAX_PER_CLIENT: positiveInt(2),
  BOOKING_HOLDS_PER_CLIENT: positiveInt(1),
  BOOKING_MAX_PER_EMAIL: positiveInt(2),
  /**
   * Set: the reps' CalDAV calendars (each rep's `calendar.path` in content/sales-team.ts, joined
   * to this URL) give busy times and receive the booked events (docs/booking.md). Unset: working
   * hours and the booking store alone decide. Credentials go in the variables below, not the URL.
   */
  CALDAV_URL: optional(z.url({ protocol: /^https?$/ }))
    .refine((value) => !value || !new URL(value).username, 'must not carry credentials: set CALDAV_USERNAME and CALDAV_PASSWORD')
    .transform((value) => (value ? withoutTrailingSlash(value.trim()) : undefined)),
  /** The CalDAV account every rep's calendar is read and written with (HTTP Basic), unless the rep has their own. */
  CALDAV_USERNAME: optional(trimmed),
  CALDAV_PASSWORD: optional(z.string()),
  /**
   * How long a rep's last good calendar read serves while their calendar cannot be read: "15m",
   * "90s", "500ms". Past it the rep offers no times (fails closed) until a read succeeds, and the
   * sales inbox gets one alert per outage (docs/booking.md). Milliseconds once parsed.
   */
  CALDAV_STALE_AFTER: optional(trimmed.regex(/^[1-9]\d*(ms|s|m|h)$/, 'a duration like 15m, 90s or 500ms'))
    .transform((value) => {
      if (!value) return 15 * 60_000;
      const [, amount, unit] = /** @type {RegExpExecArray} */ (/^(\d+)(ms|s|m|h)$/.exec(value));
      return Number(amount) * { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 }[/** @type {'ms' | 's' | 'm' | 'h'} */ (unit)];
    }),
  /**
   * A rep's own account, which replaces the shared one for that rep: CALDAV_USERNAME_<REP> and
   * CALDAV_PASSWORD_<REP>, <REP> the rep's id in capitals with "_" for "-" (rep-east: REP_EAST).
   * Gathered by parseServerEnv into { 'rep-east': { username, password } }.
   */
  CALDAV_REP_ACCOUNTS: z.record(z.string(), z.object({ username: optional(trimmed), password: optional(z.string()) })),
  /**
   * Who may sign in to the team's room (/team) and as what: `email=role` pairs separated by
   * commas, roles admin, marketing, sales, editor (lib/team/members.ts checks them).
   */
  TEAM_MEMBERS: optional(trimmed),
  /** Where the file team store keeps sessions, sign-in links and the audit log (no DATABASE_URL); default: "team" beside OUTBOX_DIR. */
  TEAM_DIR: optional(trimmed),
  /** Sign-in attempts per minute from one client address, and for one email address (the shared limiter). */
  TEAM_SIGN_IN_PER_MINUTE: positiveInt(5),
  /** Set: the A/B experiments come from this JSON file (docs/experiments.md) instead of content/experiments.ts. */
  EXPERIMENTS_FILE: optional(trimmed),
}).superRefine((env, context) => {
  if (env.SMTP_URL && !env.LEAD_NOTIFY_TO) {
    context.addIssue({ code: 'custom', path: ['LEAD_NOTIFY_TO'], message: 'required when SMTP_URL is set (the inbox leads are mailed to)' });
  }
});

/** @typedef {z.infer<typeof serverEnvSchema>} ServerEnv */
const KEYS = /** @type {(keyof ServerEnv)[]} */ (Object.keys(serverEnvSchema.shape)).filter((key) => key !== 'CALDAV_REP_ACCOUNTS');
const REP_ACCOUNT = /^CALDAV_(USERNAME|PASSWORD)_([A-Z0-9][A-Z0-9_]*)$/;

/**
 * The per-rep CalDAV variables of an environment, by rep id.
 * @param {Record<string, string | undefined>} source
 */
function repAccounts(source) {
  /** @type {Record<string, { username?: string; password?: string }>} */
  const accounts = {};
  for (const [key, value] of Object.entries(source).sort(([a], [b]) => a.localeCompare(b))) {
    const match = REP_ACCOUNT.exec(key);
    if (!match || value === undefined) continue;
    const rep = /** @type {string} */ (match[2]).toLowerCase().replace(/_/g, '-');
    (accounts[rep] ??= {})[match[1] === 'USERNAME' ? 'username' : 'password'] = value;
  }
  return accounts;
}

export class EnvError extends Error {
  /** @param {z.core.$ZodIssue[]} issues */
  constructor(issues) {
    super(
      `Invalid environment: ${issues
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ')}. Fix or unset it (see .env.example).`,
    );
    this.name = 'EnvError';
  }
}

/**
 * Parses a raw environment; throws EnvError naming each bad variable.
 * @param {Record<string, string | undefined>} source
 * @returns {ServerEnv}
 */
export function parseServerEnv(source) {
  const raw = { ...Object.fromEntries(KEYS.map((key) => [key, source[key]])), CALDAV_REP_ACCOUNTS: repAccounts(source) };
  const result = serverEnvSchema.safeParse(raw);
  if (!result.success) throw new EnvError(result.error.issues);
  return result.data;
}

/** @type {{ fingerprint: string; value: ServerEnv } | undefined} */
let cache;

/**
 * The parsed server environment of this process.
 * @returns {ServerEnv}
 */
export function serverEnv() {
  const fingerprint = JSON.stringify([KEYS.map((key) => process.env[key] ?? null), repAccounts(process.env)]);
  if (cache?.fingerprint !== fingerprint) cache = { fingerprint, value: parseServerEnv(process.env) };
  return cache.value;
}
