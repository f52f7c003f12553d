/** Cache tags: every blog entry carries TAGS.all, plus the list's or its post's own tag. */
export const TAGS = {
  all: 'blog',
  list: 'blog:list',
  post: (id: string) => `blog:post:${id}`,
} as const;

/** Cards show this many characters of the body's text (SPEC §9). */
export const EXCERPT_LENGTH = 150;

/** A request to the blog function gives up after this long. */
export const FETCH_TIMEOUT_MS = 5_000;

/** Used when a post has no image of its own. */
export const FALLBACK_IMAGE = '/illustrations/blog/fallback.svg';

/** An answer from the blog function larger than this is refused as a failure. */
export const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

/**
 * The only ids that reach the function: anything else is "not found" without a call, so a
 * crafted path can neither probe the function's routes nor cost an upstream call.
 */
export const POST_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export function isPostId(id: string): boolean {
  return POST_ID_PATTERN.test(id);
}
