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
