#!/usr/bin/env node
/**
 * The site's production server: Next's request handler behind the page boundary, the one
 * place every HTML response passes on its way out (lib/html/page-boundary.mjs). `npm start`
 * runs it; it takes `next start`'s options:
 *
 *   node server.mjs                      port 3000 (or PORT), every interface
 *   node server.mjs -p 3100 -H 127.0.0.1
 *
 * Plain `next start` serves the same build without the boundary: every page still works
 * from its HTML (menus, dialogs and forms need no script), but the policy lets none of the
 * inline scripts run, so no page hydrates.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import next from 'next';
import { pageBoundary } from './lib/html/page-boundary.mjs';
import { drainOnShutdown } from './lib/http/graceful-shutdown.mjs';
import { rewritePage } from './lib/html/rewrite-page.mjs';

const { values: options } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(options.port ?? process.env.PORT ?? 3000);
const hostname = options.hostname ?? process.env.HOSTNAME;

// Next's own name for itself stays `localhost` whatever address the server listens on: Next 16's
// router compares a proxy.ts rewrite's origin with http://<this hostname>:<port>, while it builds
// the proxy's request.url with localhost, so any other name here turns every rewrite into a
// proxied request to the outside (the experiment variants failed with "socket hang up" under
// `-H 127.0.0.1`, tests/e2e/cluster.spec.ts; device pages were fetched a second time over HTTP).
// proxy.ts reads the blog's cached post list (services/blog, isListedPost) through unstable_cache.
// Next runs a Node.js proxy in this process but gives it an incremental cache of its own, with no
// build folder behind it, unless this flag says the process's one is shared (Next sets it in
// its edge sandbox): without it every proxy read missed and called the blog function
// (1,000 of 1,000 requests for invented ids did, scripts/flood-blog.mjs). docs/framework-edges.md.
globalThis.__incrementalCacheShared = true;
const app = next({ dev: false, dir: path.dirname(fileURLToPath(import.meta.url)), port, hostname: 'localhost' });
await app.prepare();
const handle = app.getRequestHandler();
const server = createServer(pageBoundary((request, response) => handle(request, response), rewritePage));
const drain = drainOnShutdown(server);
server.listen(port, hostname, () => console.log(`Ladle on http://${hostname ?? 'localhost'}:${port}`));

// A restart cuts no request (lib/http/graceful-shutdown.mjs): stop accepting, let what is in
// progress finish within SHUTDOWN_GRACE_MS, then leave. A second signal changes nothing.
let stopping = false;
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void drain().then((code) => process.exit(code));
  });
}
