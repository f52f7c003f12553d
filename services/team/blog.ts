import 'server-only';
import { POST_ID_PATTERN } from '@/lib/blog/constants';
import { loadPost, loadPosts, blogSource } from '@/services/blog/source';
import { markBlogStale } from '@/services/blog/revalidate';
import { teamPages } from '@/content/team';
import { audit, postAccess, postedForm } from './access';
import { refusedPost } from './sign-in';

/**
 * The editors' refresh of the blog (/team/blog): the same marks as the blog function's webhook
 * (services/blog/revalidate.ts), with the member's session instead of REVALIDATE_SECRET, then
 * one read of the blog function as it answers now, so the editor sees what the pages will show.
 * What it returned is written to the audit log, which the page reads back.
 */

export const BLOG_AUDIT_ACTION = 'revalidated the blog';
const blogRoles = teamPages.find((page) => page.path === '/team/blog')!.roles;

/** What the blog function returned, in words. */
async function functionAnswer(id: string | undefined): Promise<string> {
  const source = blogSource();
  const from = source.kind === 'function' ? 'the blog function' : 'the built-in posts (no BLOG_FUNCTION_BASE)';
  try {
    if (id) {
      const post = await loadPost(id);
      return post ? `${from} returned the post "${post.title}" (published ${post.createdAt.slice(0, 10)})` : `${from} has no post with the id ${id} (404)`;
    }
    const posts = await loadPosts();
    return `${from} returned ${posts.length} post${posts.length === 1 ? '' : 's'}${posts[0] ? `, newest "${posts[0].title}"` : ''}`;
  } catch (error) {
    return `${from} failed: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}; the pages keep their last good version`;
  }
}

/** POST /team/blog/revalidate: `id` for one post and the list, empty for the whole blog. */
export async function revalidateFromTeam(request: Request): Promise<Response> {
  const access = await postAccess(request, blogRoles);
  if (!access.ok) return refusedPost(access.refusal);
  const data = await postedForm(request);
  const id = String(data.get('id') ?? '').trim();
  const see = (query: string) => new Response(null, { status: 303, headers: { Location: `/team/blog?${query}`, 'Cache-Control': 'no-store' } });
  if (id && !POST_ID_PATTERN.test(id)) return see(`m=bad-id&id=${encodeURIComponent(id.slice(0, 200))}`);
  const tags = markBlogStale(id || undefined);
  const answer = await functionAnswer(id || undefined);
  await audit(access.signedIn.member.email, BLOG_AUDIT_ACTION, `${id ? `post ${id} and the list` : 'every blog page'} (tags ${tags.join(', ')}): ${answer}`, access.address);
  return see('m=done');
}
