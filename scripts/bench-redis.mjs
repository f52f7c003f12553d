#!/usr/bin/env node
/**
 * How long a lead's send waits on Redis when Redis is away: the wall-clock side of the shared
 * email limit (lib/rate-limit/shared-rate-limit.ts), whose behaviour tests/unit/shared-rate-limit.test.ts
 * checks without timing it. A busy machine makes these figures worse, so they live here, run
 * on purpose on a quiet one, not in the test suite.
 *
 *   npm run bench:redis      needs Debian's redis-server; exits 1 when a bound is missed
 *
 * Bounds: a dead Redis (killed) costs no request more than REDIS_TIMEOUT_MS + 1 s; a hung one
 * (SIGSTOP) costs the first request REDIS_TIMEOUT_MS (± the margin) and the next under 250 ms;
 * one unreachable from the start costs the first request at most REDIS_TIMEOUT_MS + 1 s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { loadTs } from './lib/load-ts.mjs';

const { createSharedRateLimiter } = await loadTs('lib/rate-limit/shared-rate-limit.ts');
const { REDIS_TIMEOUT_MS } = await loadTs('lib/redis/connection.mjs');
const MARGIN_MS = 1_000;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startRedis(port, dir) {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries += 1) {
    const open = await new Promise((resolve) => net.connect(port, '127.0.0.1').on('connect', function () { this.end(); resolve(true); }).on('error', () => resolve(false)));
    if (open) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}

const timed = async (work) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
};

const misses = [];
function report(label, ms, bound, atLeast) {
  const ok = ms <= bound && (atLeast === undefined || ms >= atLeast);
  if (!ok) misses.push(label);
  console.log(`${ok ? 'ok  ' : 'MISS'} ${label}: ${ms} ms (bound ${atLeast !== undefined ? `${atLeast}–` : '≤ '}${bound} ms)`);
}

// Quiet the limiter's own outage lines: the figures are the point here.
console.error = () => undefined;
const dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-bench-redis-'));
const port = await freePort();
const url = `redis://127.0.0.1:${port}`;
let redis = await startRedis(port, dir);
try {
  // A dead Redis: two instances keep answering, each on its own count.
  const instances = [0, 1].map(() => createSharedRateLimiter({ name: 'email', limit: () => 5, redisUrl: () => url }));
  for (const instance of instances) await instance('203.0.113.1');
  redis.kill('SIGKILL');
  await new Promise((resolve) => redis.once('exit', resolve));
  const dead = [];
  for (const instance of instances) for (let i = 0; i < 6; i += 1) dead.push((await timed(() => instance('203.0.113.9'))).ms);
  instances.forEach((instance) => instance.close());
  report('slowest of 12 sends with Redis killed', Math.max(...dead), REDIS_TIMEOUT_MS + MARGIN_MS);

  // A hung Redis: the first send waits for the bound, the next skips Redis.
  redis = await startRedis(port, dir);
  const allow = createSharedRateLimiter({ name: 'email', limit: () => 100, redisUrl: () => url });
  await allow('192.0.2.1');
  redis.kill('SIGSTOP');
  const first = await timed(() => allow('192.0.2.1'));
  const next = await timed(() => allow('192.0.2.1'));
  redis.kill('SIGCONT');
  allow.close();
  report('first send with Redis hung', first.ms, REDIS_TIMEOUT_MS + MARGIN_MS, REDIS_TIMEOUT_MS - 50);
  report('next send with Redis hung', next.ms, 250);

  // Unreachable from the start (nothing listens on the port after Redis's).
  const away = createSharedRateLimiter({ name: 'email', limit: () => 2, redisUrl: () => `redis://127.0.0.1:${port + 1}` });
  report('first send with Redis unreachable from the start', (await timed(() => away('198.51.100.1'))).ms, REDIS_TIMEOUT_MS + MARGIN_MS);
  away.close();
} finally {
  redis.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
console.log(misses.length ? `${misses.length} bound(s) missed` : 'every bound met');
process.exit(misses.length ? 1 : 0);
