import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { connectRedis, ready, suspend, withTimeout } from '@/lib/redis/connection.mjs';

/**
 * The site's one per-client limit, used by the lead endpoint and forms (lib/email/lead-rate-limit.ts)
 * and by the insights endpoint (lib/insights/rate-limit.ts), each with its own budget and key
 * prefix. Fixed one-minute windows from rate-limiter-flexible:
 * - with REDIS_URL set, each client's window is counted in Redis (RateLimiterRedis), so N
 *   instances together accept `limit` requests per client per minute, not N times that;
 * - without REDIS_URL, or while Redis is unreachable or slow (REDIS_TIMEOUT_MS), each instance
 *   counts in its own memory (RateLimiterMemory), as a single instance always did: a request is
 *   never refused because Redis is away.
 * There is no client cap that would refuse newcomers: the memory limiter keeps one small entry
 * per client seen in the last minute, each dropped by its own timer when its window ends.
 */
/** `close()` ends the Redis connection (tests; the site keeps it for the life of the process). */
export type SharedRateLimiter = ((key: string) => Promise<boolean>) & { close: () => void };

type RedisClient = ReturnType<typeof connectRedis>;

type Options = {
  /** Requests per client per minute, read per request (tests and the env may change it). */
  limit: () => number;
  redisUrl: () => string | undefined;
  /** Names this limit's keys in Redis and its connection in log lines. */
  name: string;
};

const WINDOW_SECONDS = 60;

export function createSharedRateLimiter({ limit, redisUrl, name }: Options): SharedRateLimiter {
  let client: RedisClient | undefined;
  let local: { points: number; limiter: RateLimiterMemory } | undefined;
  let counter: { points: number; limiter: RateLimiterRedis } | undefined;

  /** The limiter for the configured budget (rebuilt when it changes, which resets its windows). */
  const localCounter = () => {
    const points = limit();
    if (local?.points !== points) local = { points, limiter: new RateLimiterMemory({ keyPrefix: name, points, duration: WINDOW_SECONDS }) };
    return local.limiter;
  };

  const redisCounter = (url: string) => {
    client ??= connectRedis(url, `${name} rate limit`);
    const points = limit();
    if (counter?.points !== points) {
      counter = {
        points,
        limiter: new RateLimiterRedis({
          storeClient: client,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          keyPrefix: `ladle:${name}-rate`,
          points,
          duration: WINDOW_SECONDS,
        }),
      };
    }
    return counter.limiter;
  };

  /** True when `limiter` took one point, false when the client's window is used up. */
  const consume = async (limiter: RateLimiterMemory | RateLimiterRedis, key: string, bounded: boolean) => {
    try {
      await (bounded ? withTimeout(limiter.consume(key)) : limiter.consume(key));
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  };

  const inMemory = (key: string) => consume(localCounter(), key, false);

  const allow = async (key: string) => {
    const url = redisUrl();
    if (!url) return inMemory(key);
    const limiter = redisCounter(url);
    if (!client || !(await ready(client))) return inMemory(key);
    try {
      return await consume(limiter, key, true);
    } catch {
      suspend(client);
      return inMemory(key);
    }
  };
  return Object.assign(allow, { close: () => client?.destroy() });
}
