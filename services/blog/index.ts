import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { serverEnv } from '@/lib/env';
import { isPostId, TAGS } from '@/lib/blog/constants';
import { blogSource, loadPost, loadPosts } from './source';
import type { BlogResult, Post } from '@/lib/blog/types';

export type { BlogResult, Post } from '@/lib/blog/types';
export { TAGS } from '@/lib/blog/constants';
export { formatPostDate } from '@/lib/blog/reshape';

/**
 * Caching, and why it is shaped like this:
 * - Only validated, reshaped results are cached (unstable_cache), tagged for /api/revalidate.
 *   A failed or malformed answer throws inside the cached function, so it is never stored.
 * - When a cached result is stale and refreshing it fails, Next serves the last good value:
 *   a failing function during regeneration re-renders the page from the last good data
 *   instead of replacing it with an error.
 * - With no good value at all (first render, build with the function down) the page renders
 *   its error state; the blog routes export `revalidate = 60`, so that state lives at most a
 *   minute before the next request regenerates it.
 * - A successful answer with no posts is a real state (an editor removed them all) and is
 *   cached like any other list; only failures (network error, non-2xx, timeout, malformed or
 *   oversized answer) keep the last good list.
 * - An id that cannot be a post id is "not found" before any cache or upstream call, so
 *   crafted paths cost neither a function call nor a cache entry.
 */
function revalidateSeconds() {
  return serverEnv().BLOG_REVALIDATE_SECONDS;
}

function sourceKey() {
  const source = blogSource();
  return source.kind === 'function' ? source.base : 'built-in';
}

/**
 * Concurrent calls share one. A stale entry sets off a refresh on every read until the refresh
 * is stored, and a flood reads many times while one refresh runs: 45 calls to the function in
 * 18 s at a 3 s interval, one list read per request then (scripts/flood-blog.mjs).
 */
function oneAtATime<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= load().finally(() => {
      running = undefined;
    }));
}

const loadPostsOnce = oneAtATime(loadPosts);

/**
 * The post list as cached: one entry, read by the pages and by proxy.ts alike.
 * unstable_cache keys an entry by its function's source text, and the proxy and the pages
 * are compiled into different bundles, where the same function reads differently; a bound
 * function's text is always "function () { [native code] }", so both find the same entry
 * (the one the build stored, and every refresh after it).
 */
function cachedList() {
  return unstable_cache(loadPostsOnce.bind(null), ['blog-list', sourceKey()], {
    revalidate: revalidateSeconds(),
    tags: [TAGS.all, TAGS.list],
  });
}

async function listResult(): Promise<BlogResult<Post[]>> {
  try {
    return { ok: true, value: await cachedList()() };
  } catch (error) {
    console.error('[blog] Failed to load the post list:', error);
    return { ok: false, error };
  }
}

/** Every post, newest first; `{ ok: false }` when the blog could not be loaded. */
export const getPosts = cache(listResult);

/**
 * Whether `id` is a post of the cached list, for proxy.ts, which answers any other id itself:
 * an address nobody published costs neither a call to the blog function nor a page in the
 * cache. `undefined` when no list could be loaded (the function down since the cache was
 * empty): the page then answers as it always has. A post published after the list's last
 * refresh is known once the list is refreshed (the revalidation hook, or
 * BLOG_REVALIDATE_SECONDS); a stale list is answered at once and refreshed behind it.
 */
export async function isListedPost(id: string): Promise<boolean | undefined> {
  if (!isPostId(id)) return false;
  const list = await listResult();
  return list.ok ? list.value.some((post) => post.id === id) : undefined;
}

/** One post (null when it does not exist); `{ ok: false }` when it could not be loaded. */
export const getPost = cache(async (id: string): Promise<BlogResult<Post | null>> => {
  if (!isPostId(id)) return { ok: true, value: null };
  const cached = unstable_cache(() => loadPost(id), ['blog-post', sourceKey(), id], {
    revalidate: revalidateSeconds(),
    tags: [TAGS.all, TAGS.post(id)],
  });
  try {
    return { ok: true, value: await cached() };
  } catch (error) {
    console.error(`[blog] Failed to load post ${JSON.stringify(id)}:`, error);
    return { ok: false, error };
  }
});

/** Ids to pre-render at build time; none when the function is down (pages then render on request). */
export async function getPostIds(): Promise<string[]> {
  const result = await getPosts();
  return result.ok ? result.value.map((post) => post.id) : [];
}
