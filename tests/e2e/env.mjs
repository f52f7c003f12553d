/**
 * The configuration the end-to-end build and server run with. One module, so the build,
 * the server and the specs that assert on these values agree.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const BLOG_FIXTURE_PORT = Number(process.env.BLOG_FIXTURE_PORT || 4010);
/** First port of the extra `next start` servers a spec starts with other settings (tests/e2e/spare-server.ts). */
export const E2E_SPARE_PORT = Number(process.env.E2E_SPARE_PORT || E2E_PORT + 10);

/**
 * Lead-form settings the form specs exercise: a blocklisted sender, a send throttle, and an
 * "EmailJS" origin that is not the site's own (the pages are browsed on localhost): every
 * send goes to the same server under another origin, unchanged for the form specs, while
 * the fallback spec can fail that origin alone and watch the form fall back to the site.
 */
export const E2E_EMAIL = {
  blockedEmail: 'blocked-sender@spam.example',
  throttleMs: 5000,
  emailjsOrigin: `http://127.0.0.1:${E2E_PORT}`,
};

/** Extra servers the lead-delivery spec starts (site processes, mail server, webhook receiver). */
export const DELIVERY_PORT_BASE = Number(process.env.DELIVERY_PORT_BASE || 5150);

export const E2E_SECRETS = {
  blogToken: 'e2e-blog-token-7c1f4b9a',
  revalidateSecret: 'e2e-revalidate-secret-2d8e',
  /** Every server of the run signs booking links with it: those on PostgreSQL refuse to start without one. */
  bookingSecret: 'e2e-booking-secret-5a90c3e1',
};

/**
 * The end-to-end build's experiments (docs/experiments.md, EXPERIMENTS_FILE): one running on the
 * home page. Build and servers must read the same file. Relative to the repository, where every
 * one of them starts (no import.meta here: Playwright loads this module as CommonJS). Without
 * Accept All everyone sees the control, so the other specs see the home page as it is.
 */
export const E2E_EXPERIMENTS_FILE = 'tests/fixtures/e2e-experiments.json';

/**
 * Blog posts whose id starts with this are left unsanitised by the end-to-end build, and only
 * by it (lib/blog/unsanitised-test-posts.mjs): the blog fixture serves them with a `<script>`
 * in their HTML, for tests/e2e/page-boundary.spec.ts.
 */
export const UNSANITISED_POST_PREFIX = 'unsanitised-';

/**
 * The team room's members on the end-to-end servers (issue 55), one per role; the sales member
 * is the first placeholder rep of content/sales-team.ts. Specs sign in with a one-time link
 * made in the store the server reads (tests/e2e/team-support.ts).
 */
export const E2E_TEAM = {
  admin: 'admin@ladle.example',
  marketing: 'marketing@ladle.example',
  sales: 'avery.placeholder@ladle.example',
  editor: 'editor@ladle.example',
};
export const E2E_TEAM_DIR = '.test-output/team';

/** Environment for `next build` and `next start` in the end-to-end run. */
export function e2eEnv({ withBlogFixture }) {
  return {
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-e2e',
    SITE_URL: `http://localhost:${E2E_PORT}`,
    REVALIDATE_SECRET: E2E_SECRETS.revalidateSecret,
    BOOKING_SECRET: E2E_SECRETS.bookingSecret,
    OUTBOX_DIR: '.test-output/outbox',
    NEXT_PUBLIC_EMAILJS_ORIGIN: E2E_EMAIL.emailjsOrigin,
    NEXT_PUBLIC_EMAILJS_BLOCKLIST: E2E_EMAIL.blockedEmail,
    NEXT_PUBLIC_EMAILJS_THROTTLE_MS: String(E2E_EMAIL.throttleMs),
    // Every spec posts from 127.0.0.1; keep the endpoint's per-address limit out of their way.
    EMAIL_RATE_LIMIT_PER_MINUTE: '100000',
    // The same for the insights beacons every page view sends: the whole suite is one client to it.
    INSIGHTS_EVENTS_PER_MINUTE: '100000',
    // And the booking caps: every spec books from 127.0.0.1, several with one email.
    BOOKING_MAX_PER_CLIENT: '100000',
    BOOKING_HOLDS_PER_CLIENT: '100000',
    BOOKING_MAX_PER_EMAIL: '100000',
    EXPERIMENTS_FILE: E2E_EXPERIMENTS_FILE,
    TEAM_MEMBERS: Object.entries(E2E_TEAM).map(([role, email]) => `${email}=${role}`).join(','),
    TEAM_DIR: E2E_TEAM_DIR,
    // Every spec signs in from 127.0.0.1: the sign-in limit has its own test on a spare server.
    TEAM_SIGN_IN_PER_MINUTE: '100000',
    ...(withBlogFixture
      ? {
          BLOG_FUNCTION_BASE: `http://127.0.0.1:${BLOG_FIXTURE_PORT}/functions/v1`,
          BLOG_FUNCTION_TOKEN: E2E_SECRETS.blogToken,
          LADLE_E2E_UNSANITISED_POSTS: UNSANITISED_POST_PREFIX,
        }
      : {}),
  };
}
