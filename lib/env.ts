/**
 * Every server-side setting the site reads, parsed by one zod schema with the defaults the
 * README documents (lib/server-env.mjs, plain JavaScript so the cache handler reads it too).
 * Nothing else in app/, components/, content/ or lib/ reads process.env (browser-visible
 * NEXT_PUBLIC_* values live in lib/public-env.ts, because Next inlines them only where they
 * are written out literally).
 */
import { serverEnv } from './server-env.mjs';

export { EnvError, parseServerEnv, serverEnv } from './server-env.mjs';
export type { ServerEnv } from './server-env.mjs';

/**
 * The secret `next build` made for the fill-time tickets: next.config.mjs writes it into the
 * server code (its `env`), so every instance of one build shares it and no two builds do.
 * Undefined outside a build (unit tests), where lib/forms/ticket.ts uses one per process.
 */
export const buildTicketSecret = (): string | undefined => process.env.LADLE_BUILD_FORM_TICKET_SECRET || undefined;

/**
 * The id prefix of the blog posts the end-to-end build leaves unsanitised, '' in every other
 * build (lib/blog/unsanitised-test-posts.mjs): next.config.mjs writes it into the code as a
 * constant, like the ticket secret above.
 */
export const unsanitisedTestPostPrefix = (): string => process.env.LADLE_E2E_UNSANITISED_POSTS || '';

/**
 * The fingerprint of the experiments list `next build` rendered (lib/experiments/fingerprint.mjs),
 * written into the server code by next.config.mjs like the secret above. Undefined outside a build
 * (unit tests, the npm scripts), where there is nothing to compare the file with.
 */
export const buildExperimentsFingerprint = (): string | undefined => process.env.LADLE_BUILD_EXPERIMENTS || undefined;

/** Absolute origin used for canonical and Open Graph URLs, without a trailing slash. */
export const siteUrl = serverEnv().SITE_URL;

/** Turns a site path such as /about into an absolute URL on siteUrl. */
export function absoluteUrl(path = '/') {
  return new URL(path, `${siteUrl}/`).toString();
}
