import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { securityHeaders } from './lib/security-headers.mjs';
import { UNSANITISED_POSTS, unsanitisedPostPrefix } from './lib/blog/unsanitised-test-posts.mjs';
import { experimentsFileFingerprint } from './lib/experiments/fingerprint.mjs';

/** @type {(phase: string) => import('next').NextConfig} */
export default function nextConfig(phase) {
  // One random secret per build for the no-script forms' fill-time tickets (lib/env.ts,
  // buildTicketSecret). Kept in the environment so the build's worker processes, which load
  // this file again, inline the same value; FORM_TICKET_SECRET overrides it at run time.
  process.env.LADLE_BUILD_FORM_TICKET_SECRET ||= randomBytes(32).toString('base64url');
  // A separate build folder lets several builds (tests, audits) sit side by side.
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  return {
    env: {
      LADLE_BUILD_FORM_TICKET_SECRET: process.env.LADLE_BUILD_FORM_TICKET_SECRET,
      // '' in every build but the end-to-end one, and refused in a production build
      // (lib/blog/unsanitised-test-posts.mjs): a constant, so no server's environment sets it.
      [UNSANITISED_POSTS]: unsanitisedPostPrefix(process.env, { building: phase === PHASE_PRODUCTION_BUILD, distDir }),
      // Which experiments list this build renders variants of: a server whose EXPERIMENTS_FILE
      // says otherwise turns experiments off (content/experiments-file.ts). Computed, not kept in
      // the environment, so a `next start` that loads this file again cannot overwrite it.
      LADLE_BUILD_EXPERIMENTS: experimentsFileFingerprint(process.env.EXPERIMENTS_FILE?.trim()),
    },
    distDir,
    // `cookie` (v2) ships ES modules only: listed here, next/jest compiles it for the unit tests
    // too (Jest on Node 20 cannot require an ES module); the build bundles it either way.
    transpilePackages: ['cookie'],
    poweredByHeader: false,
    // The incremental cache: Next's own files, or with REDIS_URL set when the server starts,
    // one cache in Redis shared by every instance (lib/cache/cache-handler.mjs).
    cacheHandler: fileURLToPath(new URL('./lib/cache/cache-handler.mjs', import.meta.url)),
    reactStrictMode: true,
    // cookie 2 ships ES modules only; next/jest compiles the packages listed here, so the unit
    // tests can load the code that reads cookies with it (Jest's runtime is CommonJS).
    transpilePackages: ['cookie'],
    // Server-only libraries, required from node_modules at run time instead of bundled. Turbopack
    // sizes its module ids to the build's whole module count, server modules included: past a
    // point every id grows a digit, and every page's first-load JS with it (booking's CalDAV
    // client, tsdav with xml-js, sax and debug, took /pricing from 149.7 to 150.1 KB of 150;
    // with the booking's other server code, again, 150.1 KB). None of these reaches a browser:
    // the Redis client (cache, limits), mail, the CalDAV and iCalendar tools, the blog's
    // sanitiser, the content's Markdown and YAML, the limiter, the experiments' statistics.
    serverExternalPackages: [
      '@redis/client',
      'nodemailer',
      'tsdav',
      'ical.js',
      'ical-generator',
      'sanitize-html',
      'markdown-it',
      'js-yaml',
      'rate-limiter-flexible',
      // The team room's passkey checks (services/team/passkeys.ts).
      '@simplewebauthn/server',
      '@stdlib/stats-base-dists-chisquare-cdf',
      '@stdlib/stats-base-dists-normal-cdf',
      '@stdlib/stats-base-dists-normal-quantile',
    ],
    // Nothing uses next/image (components/ui/img.tsx is a plain <img>): with the optimizer off,
    // /_next/image answers 404 instead of resizing images for anyone who asks.
    images: { unoptimized: true },
    // English (app/(en)) and Spanish (app/(es)) are two root layouts, each drawing its own
    // <html lang>; a URL that matches no route gets app/global-not-found.tsx.
    experimental: { globalNotFound: true },
    // The one place security headers are set: every route, page, API and 404 alike.
    // Values are fixed at build time from the environment (see lib/security-headers.mjs).
    async headers() {
      return [
        {
          source: '/:path*',
          headers: securityHeaders(process.env, { dev: phase === PHASE_DEVELOPMENT_SERVER }),
        },
      ];
    },
  };
}
