/**
 * The site's Redis connections (REDIS_URL): the shared incremental cache
 * (lib/cache/cache-handler.mjs) and the per-client rate limits
 * (lib/rate-limit/shared-rate-limit.ts, for leads and insights) each open one with these settings.
 *
 * Redis is never on a request's critical path for long:
 * - a command is refused at once while the connection is down (no offline queue), so a
 *   request never queues behind a reconnect;
 * - callers bound every Redis operation with withTimeout(): REDIS_TIMEOUT_MS in total,
 *   after which they carry on without Redis (the instance's own cache or limit) and skip it
 *   for SUSPEND_MS, so a request waits on Redis at most REDIS_TIMEOUT_MS in all;
 * - the client reconnects by itself, every 0.25–2 s, for as long as the process runs.
 * An outage is logged once when it starts and once when it ends, never per request.
 */
import { createClient } from '@redis/client';

/** The longest a request waits on Redis for one cache read or write, or one rate-limit check. */
export const REDIS_TIMEOUT_MS = 500;

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout(promise, ms = REDIS_TIMEOUT_MS) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** REDIS_URL without its password, for log lines. */
function printable(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/** Per client: one bounded wait for its first connection, shared by every caller. */
const firstConnection = new WeakMap();

/**
 * Whether `client` can take a command now. Only while a new client has never connected does
 * a caller wait for it, at most REDIS_TIMEOUT_MS once per process; after that (or once it was
 * up and got lost) the answer is immediate.
 */
export function ready(client) {
  if ((suspendedUntil.get(client) ?? 0) > Date.now()) return Promise.resolve(false);
  if (client.isReady) return Promise.resolve(true);
  return firstConnection.get(client) ?? Promise.resolve(false);
}

/** Per client: until when callers skip it after it failed to answer in time. */
const suspendedUntil = new WeakMap();

/**
 * After a timeout or error, callers skip `client` for SUSPEND_MS (ready() answers false), so
 * a request doing several cache operations pays at most one REDIS_TIMEOUT_MS, not one each.
 */
export const SUSPEND_MS = 5_000;
export function suspend(client) {
  suspendedUntil.set(client, Date.now() + SUSPEND_MS);
}

/**
 * A connected (or connecting) node-redis client for `purpose`. Resolves nothing: the
 * connection comes up in the background and callers check `client.isReady`.
 */
export function connectRedis(url, purpose) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(250 * 2 ** Math.min(retries, 3), 2_000),
    },
  });
  let down = false;
  const lost = (reason) => {
    if (down) return;
    down = true;
    console.error(`Redis at ${printable(url)} is unavailable (${reason}); the ${purpose} carries on without it on this instance until it returns.`);
  };
  client.on('error', (error) => lost(error?.message || String(error)));
  client.on('end', () => lost('connection closed'));
  client.on('ready', () => {
    // A new connection is tried at once, whatever the last one did.
    suspendedUntil.delete(client);
    if (!down) return;
    down = false;
    console.error(`Redis at ${printable(url)} is reachable again; the ${purpose} uses it again.`);
  });
  const connected = new Promise((resolve) => client.once('ready', () => resolve(true)));
  firstConnection.set(
    client,
    withTimeout(connected).then(
      () => true,
      () => client.isReady,
    ),
  );
  client.connect().catch((error) => lost(error?.message || String(error)));
  return client;
}
