/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { freePort, startRedis } from '../fixtures/cluster';
import { environmentSkip, installed } from '../fixtures/environment.mjs';

/**
 * The page cache's bound (lib/cache/cache-handler.mjs, CACHE_MAX_ENTRIES), on real files and
 * a real Redis: past the limit the least recently used run-time entries go, from disk and from
 * Redis, and the build's own pages never do.
 */
const hasRedis = installed('redis-server');
if (!hasRedis) console.warn(`cache bound tests (${environmentSkip('redis-server (apt-get install redis-server)')})`);
const describeWithRedis = hasRedis ? describe : describe.skip;

type Handler = {
  get: (key: string, ctx: Record<string, unknown>) => Promise<{ value?: { html?: string } } | null>;
  set: (key: string, data: Record<string, unknown>, ctx: Record<string, unknown>) => Promise<void>;
};

let root: string;
let serverDistDir: string;

/** A build folder whose home page was prerendered at deploy (server/app/index.*), a day ago. */
function build() {
  root = mkdtempSync(path.join(os.tmpdir(), 'ladle-cache-bound-'));
  serverDistDir = path.join(root, 'server');
  mkdirSync(path.join(serverDistDir, 'app'), { recursive: true });
  const dayAgo = new Date(Date.now() - 86_400_000);
  writeFileSync(path.join(root, 'BUILD_ID'), 'test-build');
  writeFileSync(path.join(serverDistDir, 'app', 'index.html'), '<h1>Home</h1>');
  writeFileSync(path.join(serverDistDir, 'app', 'index.rsc'), 'rsc');
  writeFileSync(path.join(serverDistDir, 'app', 'index.meta'), JSON.stringify({ status: 200, headers: {} }));
  for (const file of ['BUILD_ID', 'server/app/index.html', 'server/app/index.rsc', 'server/app/index.meta']) utimesSync(path.join(root, file), dayAgo, dayAgo);
}

/** A fresh process's handler (the module keeps its state on globalThis, as the server does). */
async function handler(): Promise<Handler> {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('ladle.cacheEntries')];
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('ladle.sharedCache')];
  let Handler: new (ctx: Record<string, unknown>) => Handler;
  await jest.isolateModulesAsync(async () => {
    Handler = (await import('@/lib/cache/cache-handler.mjs')).default;
  });
  return new Handler!({ fs: nodeFs, serverDistDir, flushToDisk: true, maxMemoryCacheSize: 0, revalidatedTags: [] });
}

/** A blog post's page as Next stores it at run time (Next 16.4's /route-cache/ key). */
const postKey = (n: number) => `/route-cache/APP_PAGE/0123abcd/$/blog/post-${n}`;
const page = (n: number) => ({ kind: 'APP_PAGE', html: `<h1>Post ${n}</h1>`, rscData: Buffer.from(`rsc ${n}`), headers: {}, status: 200, postponed: undefined, segmentData: undefined });
const setCtx = { cacheControl: { revalidate: 60, expire: 31536000 }, isFallback: false, isRoutePPREnabled: false };
const getCtx = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };
const stored = (n: number) => existsSync(path.join(serverDistDir, `${postKey(n)}.html`));

const saved = { max: process.env.CACHE_MAX_ENTRIES, redis: process.env.REDIS_URL };
afterEach(() => {
  process.env.CACHE_MAX_ENTRIES = saved.max;
  process.env.REDIS_URL = saved.redis;
  if (saved.max === undefined) delete process.env.CACHE_MAX_ENTRIES;
  if (saved.redis === undefined) delete process.env.REDIS_URL;
  rmSync(root, { recursive: true, force: true });
});

describe('the file store', () => {
  it('keeps CACHE_MAX_ENTRIES run-time entries, drops the least recently used, and still serves the home page built at deploy', async () => {
    build();
    process.env.CACHE_MAX_ENTRIES = '3';
    const cache = await handler();
    for (const n of [0, 1, 2]) await cache.set(postKey(n), page(n), setCtx);
    // Post 0 read again: post 1 is now the least recently used.
    expect((await cache.get(postKey(0), getCtx))?.value?.html).toBe('<h1>Post 0</h1>');
    for (const n of [3, 4]) await cache.set(postKey(n), page(n), setCtx);
    expect([0, 1, 2, 3, 4].map(stored)).toEqual([true, false, false, true, true]);
    expect(await cache.get(postKey(1), getCtx)).toBeNull();
    // A burst of 50 more evicts run-time entries only: the built home page stays and is served.
    for (let n = 5; n < 55; n += 1) await cache.set(postKey(n), page(n), setCtx);
    expect((await cache.get('/index', getCtx))?.value?.html).toBe('<h1>Home</h1>');
    expect([52, 53, 54].map(stored)).toEqual([true, true, true]);
    expect([0, 3, 4, 51].map(stored)).toEqual([false, false, false, false]);
  });

  it('counts the entries a previous run left on disk, oldest first, so a restart keeps the bound', async () => {
    build();
    process.env.CACHE_MAX_ENTRIES = '3';
    const first = await handler();
    for (const n of [0, 1, 2]) await first.set(postKey(n), page(n), setCtx);
    const old = new Date(Date.now() - 60_000);
    utimesSync(path.join(serverDistDir, `${postKey(0)}.meta`), old, old);
    const restarted = await handler();
    await restarted.set(postKey(3), page(3), setCtx);
    expect([0, 1, 2, 3].map(stored)).toEqual([false, true, true, true]);
  });
});

describeWithRedis('Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  beforeAll(async () => {
    // startRedis starts it: a second start() would leave this one running, unstopped, and Jest
    // waiting for it after the run (seen: the clean-clone run never got past Jest).
    redis = await startRedis(await freePort());
  });
  afterAll(async () => {
    // The handler's connection, made once per process as in the server.
    const shared = (globalThis as Record<symbol, { client?: { destroy: () => void } } | null | undefined>)[Symbol.for('ladle.sharedCache')];
    shared?.client?.destroy();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('ladle.sharedCache')];
    await redis.destroy();
  });

  it('drops the same entries from Redis, and every key it keeps expires', async () => {
    build();
    process.env.CACHE_MAX_ENTRIES = '2';
    process.env.REDIS_URL = redis.url;
    const cache = await handler();
    for (const n of [0, 1, 2, 3]) await cache.set(postKey(n), page(n), setCtx);
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const prefix = 'ladle:test-build:';
      const present = async () => Promise.all([0, 1, 2, 3].map(async (n) => (await client.exists(`${prefix}${postKey(n)}`)) === 1));
      for (let tries = 0; tries < 50 && (await present()).join() !== 'false,false,true,true'; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await present()).toEqual([false, false, true, true]);
      for (const n of [2, 3]) expect(await client.ttl(`${prefix}${postKey(n)}`)).toBeGreaterThan(0);
    } finally {
      await client.quit();
    }
  });
});
