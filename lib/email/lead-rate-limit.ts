import { clientKey } from './client-address';
import { createSharedRateLimiter, type SharedRateLimiter } from '@/lib/rate-limit/shared-rate-limit';
import { serverEnv } from '@/lib/env';

/**
 * The one per-client limit every lead passes, whichever way it came: the EmailJS-compatible
 * endpoint and the forms posted without script count against the same budget. Counted in
 * Redis for the whole cluster when REDIS_URL is set, else in this instance's memory. Kept on
 * globalThis because Next may bundle this module once per route, and the counts must be one.
 */
const KEY = Symbol.for('ladle.leadRateLimit');
type Holder = typeof globalThis & { [KEY]?: SharedRateLimiter };

function limiter(): SharedRateLimiter {
  const holder = globalThis as Holder;
  holder[KEY] ??= createSharedRateLimiter({ name: 'email', limit: () => serverEnv().EMAIL_RATE_LIMIT_PER_MINUTE, redisUrl: () => serverEnv().REDIS_URL });
  return holder[KEY];
}

/** Whether the client that sent these request headers may send one more lead now. */
export function allowLead(headers: Headers): Promise<boolean> {
  return limiter()(clientKey(headers, serverEnv().TRUST_PROXY));
}
