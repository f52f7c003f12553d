/**
 * Fixed one-minute windows per client, kept in memory: enough to stop one browser or script
 * from flooding the outbox. The memory is bounded: at most maxClients windows, the oldest
 * evicted first in constant time.
 *
 * Why eviction is O(1): a Map iterates in insertion order, and a client's entry is
 * re-inserted whenever its window restarts, so the first entry is always the oldest window.
 * Finished windows are dropped from the front as time passes; when the map is full the
 * front entry goes.
 */
const WINDOW_MS = 60_000;

export type RateLimiter = ((key: string) => boolean) & { clients: () => number };

export function createRateLimiter({
  limit,
  now = Date.now,
  maxClients = 10_000,
}: {
  limit: () => number;
  now?: () => number;
  maxClients?: number;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  const allow = (key: string) => {
    const time = now();
    for (const [oldest, window] of windows) {
      if (time - window.start < WINDOW_MS) break;
      windows.delete(oldest);
    }
    let current = windows.get(key);
    if (!current) {
      if (windows.size >= maxClients) windows.delete(windows.keys().next().value!);
      current = { start: time, count: 0 };
      windows.set(key, current);
    }
    current.count += 1;
    return current.count <= limit();
  };
  return Object.assign(allow, { clients: () => windows.size });
}
