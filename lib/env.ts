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

/** Absolute origin used for canonical and Open Graph URLs, without a trailing slash. */
export const siteUrl = serverEnv().SITE_URL;

/** Turns a site path such as /about into an absolute URL on siteUrl. */
export function absoluteUrl(path = '/') {
  return new URL(path, `${siteUrl}/`).toString();
}
