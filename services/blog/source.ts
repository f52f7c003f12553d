import 'server-only';
import { builtInPosts } from '@/content/blog';
import { serverEnv } from '@/lib/env';
import { FETCH_TIMEOUT_MS, MAX_RESPONSE_BYTES } from '@/lib/blog/constants';
import { readLimitedText, TooLargeError } from '@/lib/http/read-limited';
import { reshapePost, sortNewestFirst } from '@/lib/blog/reshape';
import { listResponseSchema, rawPostSchema, singleResponseSchema } from '@/lib/blog/schema';
import type { Post } from '@/lib/blog/types';

/**
 * Where posts come from: the blog function when BLOG_FUNCTION_BASE is set, otherwise the
 * built-in posts in content/blog. Both go through the same schema and reshaping. This file
 * is the only one that reads the token; `server-only` makes a client import fail the build.
 */
export function blogSource(): { kind: 'function'; base: string } | { kind: 'built-in' } {
  const base = serverEnv().BLOG_FUNCTION_BASE;
  return base ? { kind: 'function', base } : { kind: 'built-in' };
}

export class BlogFunctionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BlogFunctionError';
  }
}

async function callFunction(base: string, path: string): Promise<{ status: number; body: unknown }> {
  const token = serverEnv().BLOG_FUNCTION_TOKEN;
  const url = `${base}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}`, apikey: token } : {}) },
      // The result is cached after validation (lib/blog/index.ts), never the raw response:
      // a malformed answer must not outlive the request that received it.
      cache: 'no-store',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new BlogFunctionError(`GET ${url} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return { status: 404, body: null };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new BlogFunctionError(`GET ${url} answered ${response.status}`);
  }
  let text: string;
  try {
    text = await readLimitedText(response, MAX_RESPONSE_BYTES);
  } catch (error) {
    const reason = error instanceof TooLargeError ? `more than ${MAX_RESPONSE_BYTES} bytes` : `an unreadable body (${error instanceof Error ? error.message : String(error)})`;
    throw new BlogFunctionError(`GET ${url} answered ${reason}`, { cause: error });
  }
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch (error) {
    throw new BlogFunctionError(`GET ${url} answered malformed JSON`, { cause: error });
  }
}

/** Every post, newest first. Throws BlogFunctionError or a zod error on any failure. */
export async function loadPosts(): Promise<Post[]> {
  const source = blogSource();
  if (source.kind === 'built-in') {
    return sortNewestFirst(builtInPosts.map((raw) => reshapePost(rawPostSchema.parse(raw))));
  }
  const { body } = await callFunction(source.base, '/fetch-blog');
  const parsed = listResponseSchema.safeParse(body);
  if (!parsed.success) throw new BlogFunctionError(`fetch-blog answered an unexpected shape: ${parsed.error.message}`);
  return sortNewestFirst(parsed.data.data.map((raw) => reshapePost(raw, source.base)));
}

/** One post, or null when it does not exist. Throws on any failure. */
export async function loadPost(id: string): Promise<Post | null> {
  const source = blogSource();
  if (source.kind === 'built-in') {
    const raw = builtInPosts.find((post) => String(post.id) === id);
    return raw ? reshapePost(rawPostSchema.parse(raw)) : null;
  }
  const { body } = await callFunction(source.base, `/fetch-single-blog/${encodeURIComponent(id)}`);
  if (body === null) return null;
  const parsed = singleResponseSchema.safeParse(body);
  if (!parsed.success) throw new BlogFunctionError(`fetch-single-blog answered an unexpected shape: ${parsed.error.message}`);
  return parsed.data.data ? reshapePost(parsed.data.data, source.base) : null;
}
