/**
 * Stopping a server without cutting a request (docs/instances.md, "Restarts"). On SIGTERM the
 * server stops accepting connections at once, lets every request already in progress finish,
 * answers each of them (and any request that still comes on a connection open before) with
 * `Connection: close`, waits for the last connection to end, finishes the work registered
 * with planShutdown (the lead relay's pass under way), and only then lets the process exit.
 * After the grace period whatever is left is cut.
 *
 * Why not `http.Server#close()` alone: since Node 19 it also destroys every idle keep-alive
 * connection at once, and nginx may be writing a request into one of them at that instant.
 * The request is then lost; nginx passes a GET to the next instance but never a POST it has
 * sent, so a lead would fail. Here the listening socket closes first (net.Server#close);
 * nginx closes its idle connections itself, its upstream `keepalive_timeout` (4 s,
 * deploy/nginx.conf) being shorter than Node's keep-alive timeout (5 s), or uses one once
 * more and gets `Connection: close`. Any other client's idle connection is closed with
 * closeIdleConnections() once Node's own keep-alive timeout would have closed it.
 *
 * Plain JavaScript: `server.mjs` runs under Node as it is, before anything is compiled.
 */
import net from 'node:net';

/** @typedef {{ graceMs: number, beforeExit?: () => Promise<unknown> }} ShutdownPlan */

/** lib/env.ts's default for SHUTDOWN_GRACE_MS, for a server whose app registered no plan. */
const DEFAULT_GRACE_MS = 10_000;

// instrumentation.ts registers the plan from inside Next's server bundle, which has its own
// copy of this module: the plan lives on globalThis, where server.mjs's copy finds it.
const PLAN = Symbol.for('ladle.shutdownPlan');

/**
 * The grace period (SHUTDOWN_GRACE_MS, read through lib/env by the caller) and the work to
 * finish after the last request before the process exits.
 * @param {ShutdownPlan} plan
 */
export function planShutdown(plan) {
  /** @type {any} */ (globalThis)[PLAN] = plan;
}

/** @returns {ShutdownPlan} */
function currentPlan() {
  return /** @type {any} */ (globalThis)[PLAN] ?? { graceMs: DEFAULT_GRACE_MS };
}

/**
 * Starts tracking `server`'s requests; returns the function that drains it. That function
 * resolves with the exit code: 0 when everything finished, 1 when the grace period ran out
 * and requests or the registered work were cut.
 * @param {import('node:http').Server} server
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {() => Promise<number>}
 */
export function drainOnShutdown(server, { log = console.log } = {}) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set();
  let draining = false;
  server.prependListener('request', (/** @type {unknown} */ _request, /** @type {import('node:http').ServerResponse} */ response) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    if (draining) response.setHeader('Connection', 'close');
  });

  return async function drain() {
    const { graceMs, beforeExit } = currentPlan();
    draining = true;
    // Those still to answer say so; one already streaming leaves its connection idle after.
    for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    log(`Stopping: no new connections; ${inFlight.size} request(s) in progress may take up to ${graceMs} ms.`);
    const closed = new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve(undefined)));
    const idleTimer = setTimeout(() => server.closeIdleConnections(), Math.min(server.keepAliveTimeout, graceMs));
    /** @type {NodeJS.Timeout | undefined} */
    let limitTimer;
    const limit = new Promise((resolve) => {
      limitTimer = setTimeout(() => resolve('limit'), graceMs);
    });
    const outcome = await Promise.race([closed.then(() => beforeExit?.()).then(
      () => 'done',
      (error) => {
        log(`Stopping: the work before exit failed: ${error instanceof Error ? error.message : error}`);
        return 'done';
      },
    ), limit]);
    clearTimeout(idleTimer);
    clearTimeout(limitTimer);
    if (outcome === 'done') {
      log('Stopped: every request finished.');
      return 0;
    }
    log(`Stopping after ${graceMs} ms: cutting ${inFlight.size} request(s) still in progress.`);
    server.closeAllConnections();
    return 1;
  };
}
