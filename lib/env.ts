/**
 * Server-side configuration read from the environment, with the built-in defaults the
 * README documents. Only values prefixed NEXT_PUBLIC_ may reach a browser bundle, so this
 * module holds none of them.
 */
const DEFAULT_SITE_URL = 'http://localhost:3000';

/** Absolute origin used for canonical and Open Graph URLs, without a trailing slash. */
export const siteUrl = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');

/** Turns a site path such as /about into an absolute URL on siteUrl. */
export function absoluteUrl(path = '/') {
  return new URL(path, `${siteUrl}/`).toString();
}
