import { EXCERPT_LENGTH } from './constants';
import { safePostImage } from './image';
import { htmlToText, sanitizePostHtml } from './sanitize';
import { unsanitisedTestPostPrefix } from '@/lib/env';
import type { rawPostSchema } from './schema';
import type { Post } from './types';
import type { z } from 'zod';

type ParsedRawPost = z.output<typeof rawPostSchema>;

/** The first EXCERPT_LENGTH characters of the body's text, with an ellipsis when cut. */
export function excerptOf(html: string, length = EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** US English long form, e.g. "March 4, 2025" (SPEC §2). */
export function formatPostDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/**
 * Turns the function's post into the app's Post: sanitized body, excerpt, defaults for meta
 * fields, and the image only when it is usable (`functionBase` lets http: images on the
 * function's own origin through).
 */
export function reshapePost(raw: ParsedRawPost, functionBase?: string): Post {
  // Only in the end-to-end build, for its posts made to carry script (lib/blog/unsanitised-test-posts.mjs).
  const unsanitised = unsanitisedTestPostPrefix();
  const html = unsanitised && raw.id.startsWith(unsanitised) ? raw.description : sanitizePostHtml(raw.description);
  const excerpt = excerptOf(raw.description);
  return {
    id: raw.id,
    title: raw.title,
    html,
    excerpt,
    image: safePostImage(raw.image_url, functionBase),
    createdAt: new Date(raw.created_at).toISOString(),
    metaTitle: raw.meta_title?.trim() || raw.title,
    metaDescription: raw.meta_description?.trim() || excerptOf(raw.description, 155),
  };
}

/** Newest first by created_at (SPEC §7). */
export function sortNewestFirst(posts: Post[]): Post[] {
  return [...posts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
