import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { serverEnv } from '@/lib/env';
import { TAGS } from './constants';
import { blogSource, loadPost, loadPosts } from './source';
import type { BlogResult, Post } from './types';

export type { BlogResult, Post } from './types';
export { TAGS } from './constants';
export { formatPostDate } from './reshape';

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
 * - An empty list is treated like a failure for caching purposes (never stored), so a list
 *   that had posts is never replaced by a momentary empty answer.
 */
function revalidateSeconds() {
  return serverEnv().BLOG_REVALIDATE_SECONDS;
}

function sourceKey() {
  const source = blogSource();
  return source.kind === 'function' ? source.base : 'built-in';
}

class EmptyListError extends Error {}

/** Every post, newest first; `{ ok: false }` when the blog could not be loaded. */
export const getPosts = cache(async (): Promise<BlogResult<Post[]>> => {
  const cached = unstable_cache(
    async () => {
      const posts = await loadPosts();
      if (posts.length === 0) throw new EmptyListError('the blog has no posts');
      return posts;
    },
    ['blog-list', sourceKey()],
    { revalidate: revalidateSeconds(), tags: [TAGS.all, TAGS.list] },
  );
  try {
    return { ok: true, value: await cached() };
  } catch (error) {
    if (error instanceof EmptyListError) return { ok: true, value: [] };
    console.error('[blog] Failed to load the post list:', error);
    return { ok: false, error };
  }
});

/** One post (null when it does not exist); `{ ok: false }` when it could not be loaded. */
export const getPost = cache(async (id: string): Promise<BlogResult<Post | null>> => {
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
