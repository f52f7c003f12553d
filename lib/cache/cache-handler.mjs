/**
 * Next's incremental cache (prerendered pages, blog pages, route handlers, unstable_cache
 * data), configured as `cacheHandler` in next.config.mjs. REDIS_URL, read when the server
 * starts (through lib/env's settings, lib/server-env.mjs), picks the mode, so one build serves both:
 *
 * - REDIS_URL unset (and always during `next build`): Next's own file-system cache, the
 *   embedded default, with nothing in between.
 * - REDIS_URL set: every instance reads and writes one shared cache in Redis (or Valkey)
 *   through @fortedigital/nextjs-cache-handler's `redis-strings` handler, under a key prefix
 *   holding the build id, so a new build never reads an old build's pages.
 *
 * What this file adds to the library, and why:
 * - Revalidation reaches every instance with Next's own semantics. revalidateTag(tag,
 *   'max') marks a tag stale in Next's per-process tags manifest; the library would instead
 *   delete the tagged entries (an immediate expiry, which with the blog function down turns
 *   the next visit into an error). Here the mark itself is shared: written to a Redis hash,
 *   and copied into each instance's manifest whenever an entry carrying that tag is read.
 *   Next then treats the entry exactly as it does without Redis: served once while a fresh
 *   copy is made, kept if making it fails.
 * - An empty Redis starts from the build: on a miss the instance's own copy (the build's
 *   prerendered files, or its own later renders) is used, still subject to the shared marks.
 *   (The library's registerInitialCache writes keys that Next 16.4 no longer reads: it now
 *   keys pages by route, /route-cache/<kind>/<route hash>/$<path>.)
 * - Redis away never takes a page down: every operation is bounded by REDIS_TIMEOUT_MS
 *   (lib/redis/connection.mjs); without Redis an instance serves and stores its own copy
 *   (written alongside Redis all along) and revalidates its own manifest; the tags it
 *   revalidated meanwhile are written to Redis when it returns, so the instances agree again.
 * - A bound: an instance keeps at most CACHE_MAX_ENTRIES entries it stored at run time, and
 *   drops the least recently used past it, from its files and from Redis (entryIndex below).
 *   The build's own pages and data are never counted and never dropped.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { CacheHandler as SharedCacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import * as fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import * as tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { connectRedis, ready, REDIS_TIMEOUT_MS, suspend, withTimeout } from '../redis/connection.mjs';
import { serverEnv } from '../server-env.mjs';

// Both are CommonJS. Node's loader (`next start` importing this file) and Turbopack (which
// bundles it into the server chunks at build time) hand their exports over differently.
const FileSystemCache = typeof fileSystemCacheModule.default === 'function' ? fileSystemCacheModule.default : fileSystemCacheModule.default.default;
/**
 * Next's per-process record of revalidated tags ({ stale, expired } per tag, in ms). An
 * ".external" module: the server runtime and this file share one instance of it.
 */
const tagsManifest = tagsManifestModule.tagsManifest ?? tagsManifestModule.default.tagsManifest;

const DAY_SECONDS = 24 * 60 * 60;
/**
 * How long Redis keeps an entry: at least a week, long past a blog page's revalidate time
 * (the copy a visitor gets while a fresh one is made, and all there is while the blog
 * function is down), at most 30 days, so an old build's entries leave by themselves. An
 * entry gone from Redis is served from the instance's own copy, which for a page that never
 * revalidates is the build's.
 */
const expireAge = (staleAge) => Math.min(Math.max(staleAge * 1.5, 7 * DAY_SECONDS), 30 * DAY_SECONDS);

/**
 * The shared side, set up once per process (on globalThis: the server may load this file
 * more than once); null without REDIS_URL or during a build.
 */
const SHARED = Symbol.for('ladle.sharedCache');

function sharedCache(serverDistDir) {
  if (globalThis[SHARED] === undefined) globalThis[SHARED] = createShared(serverDistDir);
  return globalThis[SHARED];
}

/** REDIS_URL as lib/env reads it (lib/server-env.mjs), or undefined when unset or invalid. */
function redisUrl() {
  try {
    return serverEnv().REDIS_URL;
  } catch (error) {
    // The app stops on a bad value at its first read of the settings; the cache stays on files.
    console.error(`${error instanceof Error ? error.message : error} The page cache stays on this instance's files.`);
    return undefined;
  }
}

function createShared(serverDistDir) {
  // NEXT_PHASE is Next's own, not a setting of the site: no shared cache while building.
  if (process.env.NEXT_PHASE === 'phase-production-build' || !serverDistDir) return null;
  const url = redisUrl();
  if (!url) return null;
  const buildId = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  const prefix = `ladle:${buildId}:`;
  const client = connectRedis(url, 'page cache');
  SharedCacheHandler.onCreation(() => ({
    handlers: [createRedisHandler({ client, keyPrefix: prefix, timeoutMs: REDIS_TIMEOUT_MS })],
    ttl: { estimateExpireAge: expireAge },
  }));
  // The class configured here, used by every copy of this file.
  const shared = { client, prefix, marksKey: `${prefix}tag-marks`, pending: new Map(), Remote: SharedCacheHandler };
  client.on('ready', () => void pushMarks(shared).catch(() => undefined));
  return shared;
}

/** The tags an entry (and the request reading it) is checked against. */
function tagsOf(entry, ctx) {
  const header = entry?.value?.headers?.['x-next-cache-tags'];
  return [
    ...new Set([
      ...(typeof header === 'string' ? header.split(',') : []),
      ...(Array.isArray(entry?.tags) ? entry.tags : []),
      ...(ctx?.tags ?? []),
      ...(ctx?.softTags ?? []),
    ]),
  ].filter(Boolean);
}

/** The later of two marks of one tag. */
const newer = (a, b) => ((b?.stale ?? 0) > (a?.stale ?? 0) ? b : a);

/** Copies the shared marks of `tags` into this process's tags manifest. */
async function pullMarks({ client, marksKey }, tags) {
  if (tags.length === 0) return;
  const marks = await client.hmGet(marksKey, tags);
  marks.forEach((mark, index) => {
    if (!mark) return;
    const tag = tags[index];
    tagsManifest.set(tag, newer(tagsManifest.get(tag), JSON.parse(mark)));
  });
}

/** Writes the marks revalidated here (pending) to Redis, never replacing a later one. */
async function pushMarks(state) {
  if (!state.client.isReady || state.pending.size === 0) return;
  const sending = new Map(state.pending);
  const tags = [...sending.keys()];
  const current = await state.client.hmGet(state.marksKey, tags);
  const writes = {};
  tags.forEach((tag, index) => {
    const mark = sending.get(tag);
    const theirs = current[index] ? JSON.parse(current[index]) : undefined;
    if (newer(theirs, mark) === mark) writes[tag] = JSON.stringify(mark);
  });
  if (Object.keys(writes).length > 0) {
    await state.client.hSet(state.marksKey, writes);
    // Marks outlive every entry they could concern, then go with the build's other keys.
    await state.client.expire(state.marksKey, 30 * DAY_SECONDS);
  }
  // A tag revalidated again meanwhile stays pending with its newer mark.
  for (const [tag, mark] of sending) if (state.pending.get(tag) === mark) state.pending.delete(tag);
}

/**
 * What this instance stored at run time, least recently used first: Map<key, kind>. A Map keeps
 * insertion order, so a use is a delete and a set, and the oldest is the first key. Only what
 * the running server stored is here: responses under /route-cache/ (Next 16.4 keeps the build's
 * pages elsewhere, and falls back to them when a route's own entry is gone) and data entries
 * written after the build. The build's files are never in it, so nothing can drop them.
 */
const ENTRIES = Symbol.for('ladle.cacheEntries');

/** Keys whose files and Redis key may be dropped: what Next writes at run time. */
const isRuntimeKey = (key, kind) => kind === 'FETCH' || key.startsWith('/route-cache/');

/** The limit, read once per process; a bad value is reported by the app's own first read. */
function maxEntries() {
  try {
    return serverEnv().CACHE_MAX_ENTRIES;
  } catch {
    return 2000;
  }
}

function entryIndex(serverDistDir) {
  if (!globalThis[ENTRIES]) globalThis[ENTRIES] = { entries: existingEntries(serverDistDir), max: maxEntries() };
  return globalThis[ENTRIES];
}

/**
 * The run-time entries already on disk when the server starts (a restart), oldest first, so the
 * bound holds across restarts: /route-cache/ responses, and data files newer than the build.
 */
function existingEntries(serverDistDir) {
  const found = [];
  if (!serverDistDir) return new Map();
  const walk = (folder, onFile) => {
    let names;
    try {
      names = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of names) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.endsWith('.segments')) walk(full, onFile);
      } else onFile(full);
    }
  };
  walk(path.join(serverDistDir, 'route-cache'), (file) => {
    const match = /\.meta$/.exec(file);
    if (!match) return;
    const kind = file.includes(`${path.sep}APP_ROUTE${path.sep}`) ? 'APP_ROUTE' : 'APP_PAGE';
    found.push({ key: `/${path.relative(serverDistDir, file.slice(0, match.index)).split(path.sep).join('/')}`, kind, at: statSync(file).mtimeMs });
  });
  let built = Infinity;
  try {
    built = statSync(path.join(serverDistDir, '..', 'BUILD_ID')).mtimeMs;
  } catch {
    // No build id: count no data file as the server's own.
  }
  walk(path.join(serverDistDir, '..', 'cache', 'fetch-cache'), (file) => {
    const at = statSync(file).mtimeMs;
    if (at > built) found.push({ key: path.basename(file), kind: 'FETCH', at });
  });
  found.sort((a, b) => a.at - b.at);
  return new Map(found.map(({ key, kind }) => [key, kind]));
}

export default class LadleCacheHandler {
  constructor(ctx) {
    this.local = new FileSystemCache(ctx);
    this.serverDistDir = ctx.serverDistDir;
    this.shared = sharedCache(ctx.serverDistDir);
    this.remote = this.shared ? new this.shared.Remote(ctx) : undefined;
    // `next build` stores what it prerenders: the build's, never counted.
    this.index = process.env.NEXT_PHASE === 'phase-production-build' ? undefined : entryIndex(ctx.serverDistDir);
  }

  async get(key, ctx) {
    const entry = await this.read(key, ctx);
    if (entry && this.index?.entries.has(key)) this.used(key, this.index.entries.get(key));
    return entry;
  }

  /** Marks `key` as just used; past the limit, drops the least recently used. */
  used(key, kind) {
    const { entries, max } = this.index;
    entries.delete(key);
    entries.set(key, kind);
    while (entries.size > max) {
      const [oldest, oldestKind] = entries.entries().next().value;
      entries.delete(oldest);
      this.drop(oldest, oldestKind);
    }
  }

  /** Removes an entry from memory, this instance's files and Redis. */
  drop(key, kind) {
    FileSystemCache.memoryCache?.remove?.(key);
    try {
      if (kind === 'FETCH') rmSync(path.join(this.serverDistDir, '..', 'cache', 'fetch-cache', key), { force: true });
      else {
        const base = path.join(this.serverDistDir, key);
        for (const suffix of ['.html', '.rsc', '.meta', '.body', '.segments']) rmSync(`${base}${suffix}`, { force: true, recursive: true });
      }
    } catch (error) {
      console.error(`Page cache: could not remove ${key}: ${error instanceof Error ? error.message : error}`);
    }
    const state = this.shared;
    if (state?.client.isReady) {
      // The library keeps an entry's tags and expiry beside it in two hashes (its defaults).
      void withTimeout(
        Promise.all([
          state.client.unlink(`${state.prefix}${key}`),
          state.client.hDel(`${state.prefix}__sharedTags__`, key),
          state.client.hDel(`${state.prefix}__sharedTagsTtl__`, key),
        ]),
      ).catch(() => suspend(state.client));
    }
  }

  async read(key, ctx) {
    const state = this.shared;
    if (state && (await ready(state.client))) {
      try {
        return await withTimeout(
          (async () => {
            const entry = (await this.remote.get(key, ctx)) ?? (await this.local.get(key, ctx));
            if (entry) await pullMarks(state, tagsOf(entry, ctx));
            // Marks revalidated here while Redis was skipped go out now.
            if (state.pending.size > 0) void pushMarks(state).catch(() => undefined);
            return entry;
          })(),
        );
      } catch {
        // Redis slow or gone (logged once by the connection): this instance's own copy.
        suspend(state.client);
      }
    }
    return this.local.get(key, ctx);
  }

  async set(key, data, ctx) {
    // The instance's own copy: what it serves while Redis is away.
    await this.local.set(key, data, ctx);
    const kind = data?.kind === 'FETCH' ? 'FETCH' : data?.kind === 'APP_ROUTE' ? 'APP_ROUTE' : 'APP_PAGE';
    if (this.index && data && isRuntimeKey(key, kind)) this.used(key, kind);
    const state = this.shared;
    if (state && (await ready(state.client))) await withTimeout(this.remote.set(key, data, ctx)).catch(() => suspend(state.client));
  }

  async revalidateTag(tags, durations) {
    // This process's manifest, exactly as without Redis.
    await this.local.revalidateTag(tags, durations);
    const state = this.shared;
    if (!state) return;
    for (const tag of typeof tags === 'string' ? [tags] : tags) {
      const mark = tagsManifest.get(tag);
      if (mark) state.pending.set(tag, mark);
    }
    // Kept in `pending` when Redis is away, and written when it returns.
    if (await ready(state.client)) await withTimeout(pushMarks(state)).catch(() => suspend(state.client));
  }

  resetRequestCache() {
    this.local.resetRequestCache?.();
  }
}
