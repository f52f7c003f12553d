import 'server-only';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { FETCH_TIMEOUT_MS, TAGS } from '@/lib/blog/constants';

/**
 * Marks the blog's cached pages stale: one post and the list, or everything. One place for the
 * blog function's webhook (app/api/revalidate/route.ts) and the editors' button in the team room.
 *
 * Tags are marked stale with the 'max' profile: the next visit still gets the current page
 * while a fresh one is generated, and if the function fails meanwhile the current page stays.
 * (revalidatePath or { expire: 0 } would discard the good page first.)
 *
 * A regeneration already reading the function when the mark came gets the posts as they were
 * before the edit, and stores them after the first mark, as fresh: the list kept the old title
 * for the page's and the data's whole lifetime (tests/fixtures/blog-server.mjs `listDelayMs`
 * shows it every time). No read lasts longer than the function's timeout, so a second mark
 * after it catches every such one.
 */
const SECOND_MARK_MS = FETCH_TIMEOUT_MS + 1_000;

export function markBlogStale(id?: string): string[] {
  const tags = id ? [TAGS.list, TAGS.post(id)] : [TAGS.all];
  for (const tag of tags) revalidateTag(tag, 'max');
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SECOND_MARK_MS));
    for (const tag of tags) revalidateTag(tag, 'max');
  });
  return tags;
}
