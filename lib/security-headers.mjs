/**
 * The response headers every route carries: a Content-Security-Policy that allows only what
 * the site uses, plus the usual hardening headers. Plain ESM so next.config.mjs can import it
 * before any TypeScript is compiled; the values are computed from the environment at build
 * time (Next writes them into the routes manifest), so rebuild after changing the variables
 * below.
 *
 * Inputs (all optional):
 *   SITE_URL                    https:// turns on upgrade-insecure-requests
 *   NEXT_PUBLIC_EMAILJS_ORIGIN  where the EmailJS SDK posts (connect-src)
 *   BLOG_IMAGE_HOSTS            comma-separated origins or host names of blog images (img-src)
 *   BLOG_FUNCTION_BASE          its origin is allowed for images when BLOG_IMAGE_HOSTS is unset
 */

/** @typedef {Record<string, string | undefined>} Env */
/** @typedef {{ dev?: boolean }} PolicyOptions */

/** Reduces "https://x.example/a/b" to "https://x.example"; a bare host becomes "https://host". */
/** @param {string | undefined | null} value */
export function toOrigin(value) {
  const trimmed = String(value ?? '').trim();
  if (!trimmed) return null;
  // Wildcard hosts (*.example.com) are valid CSP sources but not URLs: keep them as written.
  if (trimmed.startsWith('*.')) return `https://${trimmed}`;
  try {
    const url = new URL(trimmed.includes('://') ? trimmed : `https://${trimmed}`);
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Origins blog images may come from: BLOG_IMAGE_HOSTS, else the blog function's origin.
 * @param {Env} [env]
 */
export function blogImageOrigins(env = process.env) {
  const listed = (env.BLOG_IMAGE_HOSTS ?? '')
    .split(',')
    .map(toOrigin)
    .filter(/** @returns {o is string} */ (o) => Boolean(o));
  if (listed.length > 0) return unique(listed);
  const fromFunction = toOrigin(env.BLOG_FUNCTION_BASE);
  return fromFunction ? [fromFunction] : [];
}

/** @param {string[]} values */
function unique(values) {
  return [...new Set(values)];
}

/**
 * The policy as directive → sources. `dev` adds what `next dev` needs (eval for React's
 * debugging and Fast Refresh); a production build never gets 'unsafe-eval'.
 * @param {Env} [env]
 * @param {PolicyOptions} [options]
 * @returns {Record<string, string[]>}
 */
export function cspDirectives(env = process.env, { dev = false } = {}) {
  const emailOrigin = toOrigin(env.NEXT_PUBLIC_EMAILJS_ORIGIN);
  const https = String(env.SITE_URL ?? '').startsWith('https://');
  return {
    'default-src': ["'self'"],
    // No inline script runs on this policy alone. Next's pages bootstrap React with inline
    // <script> tags whose text changes per page and per build; the page boundary
    // (lib/html/page-boundary.mjs, in server.mjs) adds each HTML response's own scripts by
    // their hashes (documentCsp below). A nonce would make every page dynamic. `next dev`,
    // which does not pass the boundary, keeps 'unsafe-inline' and the eval its tools need.
    'script-src': ["'self'", ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [])],
    // React writes style="" attributes (the hero's and the counters' custom properties, the
    // menus' positions), which only 'unsafe-inline' allows: a hash covers a <style> element,
    // not an attribute, unless 'unsafe-hashes' lists each one. Styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...blogImageOrigins(env)],
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...(emailOrigin ? [emailOrigin] : [])]),
    'media-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Serialises directives into the header value.
 * @param {Record<string, string[]>} directives
 */
export function serializeCsp(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The policy for one HTML document: `policy` (the header Next set from cspDirectives) with
 * its script-src allowing exactly the document's inline scripts, by hash, and, when the
 * document loads no script by a parser-inserted tag, 'strict-dynamic', so that only those
 * scripts and what they load can run ('self' then stays for browsers without CSP Level 3).
 * @param {string} policy
 * @param {{ hashes: string[], strictDynamic: boolean }} document
 */
export function documentCsp(policy, { hashes, strictDynamic }) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      if (name !== 'script-src') return directive;
      const kept = sources.filter((source) => source !== "'unsafe-inline'" && source !== "'strict-dynamic'" && !source.startsWith("'sha256-"));
      return [name, ...kept, ...hashes, ...(strictDynamic ? ["'strict-dynamic'"] : [])].join(' ');
    })
    .join('; ');
}

/**
 * @param {Env} [env]
 * @param {PolicyOptions} [options]
 */
export function contentSecurityPolicy(env = process.env, options = {}) {
  return serializeCsp(cspDirectives(env, options));
}

/**
 * Powerful features the site never uses are switched off for it and anything it embeds.
 * Only names Chromium recognises are listed: an unknown one logs a console error.
 * clipboard-write stays allowed for the site itself (blog posts copy their link).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Every security header as the { key, value } pairs next.config.mjs `headers()` returns.
 * @param {Env} [env]
 * @param {PolicyOptions} [options]
 */
export function securityHeaders(env = process.env, options = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env, options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
