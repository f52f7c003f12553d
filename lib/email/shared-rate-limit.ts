import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { createRateLimiter } from './rate-limit';
import { connectRedis, ready, suspend, withTimeout } from '@/lib/redis/connection.mjs';

/**
 * The endpoint's per-client limit for the whole cluster. With REDIS_URL set, each client's
 * one-minute window is counted in Redis (rate-limiter-flexible's RateLimiterRedis), so N
 * instances together accept `limit` messages per client per minute, not N times that.
 * Without REDIS_URL, or while Redis is unreachable or slow (REDIS_TIMEOUT_MS), each instance
 * counts in its own memory (rate-limit.ts), as a single instance always did: a lead is never
 * refused because Redis is away.
 */
/** `close()` ends the Redis connection (tests; the site keeps it for the life of the process). */
export type SharedRateLimiter = ((key: string) => Promise<boolean>) & { close: () => void };

type RedisClient = ReturnType<typeof connectRedis>;

export function createSharedRateLimiter({ limit, redisUrl }: { limit: () => number; redisUrl: () => string | undefined }): SharedRateLimiter {
  const local = createRateLimiter({ limit });
  let client: RedisClient | undefined;
  let counter: { points: number; limiter: RateLimiterRedis } | undefined;

  /** One Redis counter per configured limit (the limit is read per request, like the local one). */
  const redisCounter = (url: string) => {
    client ??= connectRedis(url, 'email rate limit');
    const points = limit();
    if (counter?.points !== points) {
      counter = {
        points,
        limiter: new RateLimiterRedis({
          storeClient: client,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          keyPrefix: 'ladle:email-rate',
          points,
          duration: 60,
        }),
      };
    }
    return counter.limiter;
  };

  const allow = async (key: string) => {
    const url = redisUrl();
    if (!url) return local(key);
    const limiter = redisCounter(url);
    if (!client || !(await ready(client))) return local(key);
    try {
      await withTimeout(limiter.consume(key));
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      suspend(client);
      return local(key);
    }
  };
  return Object.assign(allow, { close: () => client?.destroy() });
}
