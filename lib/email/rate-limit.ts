import { serverEnv } from '@/lib/env';

/**
 * Fixed one-minute windows per client address, kept in memory: enough to stop one
 * browser or script from flooding the outbox. EMAIL_RATE_LIMIT_PER_MINUTE sets the limit.
 */
const WINDOW_MS = 60_000;

export function rateLimitPerMinute() {
  return serverEnv().EMAIL_RATE_LIMIT_PER_MINUTE;
}

export function createRateLimiter(limit: () => number = rateLimitPerMinute, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();

  return function allow(key: string) {
    const time = now();
    // Drop finished windows now and then so the map stays small.
    if (windows.size > 5000) {
      for (const [k, w] of windows) if (time - w.start >= WINDOW_MS) windows.delete(k);
    }
    const current = windows.get(key);
    if (!current || time - current.start >= WINDOW_MS) {
      windows.set(key, { start: time, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= limit();
  };
}

/**
 * The client's address: the first X-Forwarded-For entry (set by a proxy in front, or by
 * `next start` itself from the socket when absent), else "unknown".
 */
export function clientKey(headers: Headers) {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip') || 'unknown';
}
