import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { securityHeaders } from './lib/security-headers.mjs';

/** @type {(phase: string) => import('next').NextConfig} */
export default function nextConfig(phase) {
  // One random secret per build for the no-script forms' fill-time tickets (lib/env.ts,
  // buildTicketSecret). Kept in the environment so the build's worker processes, which load
  // this file again, inline the same value; FORM_TICKET_SECRET overrides it at run time.
  process.env.LADLE_BUILD_FORM_TICKET_SECRET ||= randomBytes(32).toString('base64url');
  return {
    env: { LADLE_BUILD_FORM_TICKET_SECRET: process.env.LADLE_BUILD_FORM_TICKET_SECRET },
    // A separate build folder lets several builds (tests, audits) sit side by side.
    distDir: process.env.NEXT_DIST_DIR || '.next',
    poweredByHeader: false,
    // The incremental cache: Next's own files, or with REDIS_URL set when the server starts,
    // one cache in Redis shared by every instance (lib/cache/cache-handler.mjs).
    cacheHandler: fileURLToPath(new URL('./lib/cache/cache-handler.mjs', import.meta.url)),
    reactStrictMode: true,
    // cookie 2 ships ES modules only; next/jest compiles the packages listed here, so the unit
    // tests can load the code that reads cookies with it (Jest's runtime is CommonJS).
    transpilePackages: ['cookie'],
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
