/** A blog post as the pages see it: validated, sanitized and ready to render. */
export type Post = {
  id: string;
  title: string;
  /** Sanitized HTML body (see sanitize.ts). */
  html: string;
  /** The body's text, markup stripped, cut to EXCERPT_LENGTH characters. */
  excerpt: string;
  /** Absolute URL or site path of the post's image; null when it has none usable (see image.ts). */
  image: string | null;
  /** ISO 8601 timestamp of publication. */
  createdAt: string;
  metaTitle: string;
  metaDescription: string;
};

/** Why a load did not produce posts; pages turn each into its own message. */
export type BlogResult<T> = { ok: true; value: T } | { ok: false; error: unknown };
