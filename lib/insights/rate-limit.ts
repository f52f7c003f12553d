/**
 * Per-client flood limit, in memory only: a fixed window per address, forgotten when the
 * window ends. The address is a map key for one minute, never written anywhere.
 */
export const EVENTS_PER_MINUTE = 120;
const WINDOW_MS = 60_000;
const MAX_CLIENTS = 10_000;

const windows = new Map<string, { start: number; count: number }>();

export function allowEvent(client: string, now = Date.now()): boolean {
  const current = windows.get(client);
  if (!current || now - current.start >= WINDOW_MS) {
    if (windows.size >= MAX_CLIENTS) {
      for (const [key, value] of windows) if (now - value.start >= WINDOW_MS) windows.delete(key);
      // Still full: every slot is a live flood; refuse newcomers rather than grow.
      if (windows.size >= MAX_CLIENTS) return false;
    }
    windows.set(client, { start: now, count: 1 });
    return true;
  }
  current.count += 1;
  return current.count <= EVENTS_PER_MINUTE;
}

export function resetRateLimit() {
  windows.clear();
}
