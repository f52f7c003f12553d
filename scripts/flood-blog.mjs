#!/usr/bin/env node
/**
 * What a flood of invented blog post addresses costs the site: N requests for /blog/<id> with
 * ids nobody published, against a production build served by `node server.mjs` with the blog
 * fixture as the blog function and Redis as the shared page cache, all on loopback. Prints the
 * answers by status, how many carried the catalogue's "Blog post not found", the files added
 * to the build's page cache, the keys added to Redis and the calls that reached the blog
 * function (docs/seo-and-security.md, "What a stranger can make the server do").
 *
 *   node scripts/flood-blog.mjs                          10,000 requests against .next-e2e
 *   node scripts/flood-blog.mjs --count 300 --dir <app>  another checkout (its server.mjs and build)
 *
 * The build must have been made against the fixture on BLOG_FIXTURE_PORT (what
 * `node scripts/check.mjs --only=e2e` builds). It writes into that build's cache like any server.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import { BLOG_FIXTURE_PORT, E2E_PORT, e2eEnv } from '../tests/e2e/env.mjs';
import { root } from './lib/routes.mjs';
import { startProcess, stopAll, waitForHttp } from './lib/processes.mjs';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '16' },
    dir: { type: 'string', default: root },
    dist: { type: 'string', default: '.next-e2e' },
    // The page cache on the build's files only, as a single instance without REDIS_URL.
    'files-only': { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const dir = path.resolve(values.dir);
const dist = path.join(dir, values.dist);
// Ports of their own, beside the end-to-end server and its spares.
const sitePort = E2E_PORT + 60;
const redisPort = E2E_PORT + 61;
const fixture = `http://127.0.0.1:${BLOG_FIXTURE_PORT}`;

/** Every file under the build's server output and cache: where the page cache writes. */
function cacheFiles() {
  let files = 0;
  let bytes = 0;
  const walk = (folder) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  walk(path.join(dist, 'server'));
  walk(path.join(dist, 'cache'));
  return { files, bytes };
}

const redisKeys = () => Number(execFileSync('redis-cli', ['-p', String(redisPort), 'DBSIZE'], { encoding: 'utf8' }).trim());
const functionCalls = async () => (await (await fetch(`${fixture}/__calls`)).json()).calls;

try {
  startProcess('blog-fixture', process.execPath, [path.join(root, 'tests/fixtures/blog-server.mjs')], { env: { BLOG_FIXTURE_PORT: String(BLOG_FIXTURE_PORT) } });
  await waitForHttp(`${fixture}/__health`);
  const redisDir = mkdtempSync(path.join(os.tmpdir(), 'flood-redis-'));
  startProcess('redis', 'redis-server', ['--port', String(redisPort), '--save', '', '--dir', redisDir]);
  const env = { ...e2eEnv({ withBlogFixture: true }), NEXT_DIST_DIR: values.dist, ...(values['files-only'] ? {} : { REDIS_URL: `redis://127.0.0.1:${redisPort}` }) };
  startProcess('site', process.execPath, ['server.mjs', '-p', String(sitePort), '-H', '127.0.0.1'], { env, cwd: dir });
  const site = `http://127.0.0.1:${sitePort}`;
  await waitForHttp(`${site}/robots.txt`);
  // Warm: the list, the home page and a real post, so what follows counts the flood alone.
  for (const route of ['/blogs', '/', '/blog/fixture-newest']) await (await fetch(`${site}${route}`)).arrayBuffer();

  const before = { ...cacheFiles(), keys: redisKeys(), calls: await functionCalls() };
  const statuses = new Map();
  let withWords = 0;
  let next = 0;
  const started = performance.now();
  const run = `${Date.now().toString(36)}`;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = next++;
        const response = await fetch(`${site}/blog/probe-${run}-${n}`);
        const html = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (html.includes('Blog post not found') && html.includes('The article may have been moved or removed.')) withWords += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Writes Next makes after answering (the page cache's background work) land first.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = { ...cacheFiles(), keys: redisKeys(), calls: await functionCalls() };
  console.log(`${count} requests for invented blog ids in ${seconds.toFixed(1)} s (${(count / seconds).toFixed(0)}/s, ${concurrency} at a time)`);
  console.log(`answers: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}; with "Blog post not found": ${withWords}`);
  console.log(`page cache files: +${after.files - before.files} (+${((after.bytes - before.bytes) / 1e6).toFixed(1)} MB)`);
  console.log(`Redis keys: +${after.keys - before.keys}`);
  const recent = (await (await fetch(`${fixture}/__requests`)).json()).slice(-(after.calls - before.calls));
  const counts = new Map();
  for (const call of recent) counts.set(call.path, (counts.get(call.path) ?? 0) + 1);
  const byPath = [...counts].map(([route, n]) => `${n} × ${route}`);
  console.log(`calls to the blog function: +${after.calls - before.calls}${byPath.length ? ` (of the last ${recent.length}: ${byPath.join(', ')})` : ''}`);
} finally {
  stopAll();
}
