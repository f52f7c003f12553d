import { serverEnv } from '@/lib/env';
import { createSharedRateLimiter, type SharedRateLimiter } from '@/lib/rate-limit/shared-rate-limit';

/**
 * The insights endpoint's per-client flood limit (INSIGHTS_EVENTS_PER_MINUTE, 120 unless set): the site's one limiter
 * (lib/rate-limit/shared-rate-limit.ts), in Redis for the whole cluster when REDIS_URL is set,
 * else in this instance's memory. The address is a key for one minute, never written
 * anywhere else. On globalThis because Next may bundle this module more than once.
 */
const KEY = Symbol.for('ladle.insightsRateLimit');
type Holder = typeof globalThis & { [KEY]?: SharedRateLimiter };

function limiter(): SharedRateLimiter {
  const holder = globalThis as Holder;
  holder[KEY] ??= createSharedRateLimiter({ name: 'insights', limit: () => serverEnv().INSIGHTS_EVENTS_PER_MINUTE, redisUrl: () => serverEnv().REDIS_URL });
  return holder[KEY];
}

/** Whether the client `key` may send one more event now. */
export const allowEvent = (key: string): Promise<boolean> => limiter()(key);
