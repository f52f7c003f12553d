import type { Metadata } from 'next';
import { teamPages, teamWords } from '@/content/team';
import { Button } from '@/components/ui/button';
import { PageStatus } from '@/components/ui/page-status';
import { Notice, TeamFrame, teamFieldClassName } from '@/components/team/team-frame';
import { pageAccess } from '@/services/team/access';
import { teamStore } from '@/services/team/config';
import { BLOG_AUDIT_ACTION } from '@/services/team/blog';

export const metadata: Metadata = { title: 'Blog' };

const words = teamWords.blog;
const page = teamPages.find((candidate) => candidate.path === '/team/blog')!;
type Search = Promise<{ m?: string | string[]; id?: string | string[] }>;

/** /team/blog (editors, admins): refresh one post and the list, or the whole blog, and see what the function returned. */
export default async function BlogPage({ searchParams }: { searchParams: Search }) {
  const { member, forbidden } = await pageAccess(page.roles);
  const { m, id } = await searchParams;
  const refreshes = forbidden ? [] : (await teamStore().readAudit(500)).filter((entry) => entry.action === BLOG_AUDIT_ACTION).slice(0, 10);
  const mine = refreshes.find((entry) => entry.who === member.email);
  return (
    <TeamFrame member={member} current="/team/blog" forbidden={forbidden} heading={words.heading}>
      <p className="mt-4 max-w-prose">{words.intro}</p>
      {m === 'bad-id' ? (
        <>
          <PageStatus status={400} />
          <Notice tone="error">{words.badId}</Notice>
        </>
      ) : m === 'done' && mine ? (
        <Notice tone="success">
          {words.done} {mine.detail}
        </Notice>
      ) : null}
      <form method="post" action="/team/blog/revalidate" className="mt-6 max-w-lg space-y-3">
        <div>
          <label htmlFor="blog-id" className="block font-semibold">
            {words.id}
          </label>
          <input
            id="blog-id"
            name="id"
            defaultValue={typeof id === 'string' ? id : ''}
            aria-describedby="blog-id-hint"
            className={teamFieldClassName}
          />
          <p id="blog-id-hint" className="mt-1 text-sm text-ink-muted">
            {words.idHint}
          </p>
        </div>
        <Button type="submit">{words.button}</Button>
      </form>
      <h2 className="mt-10 text-xl font-bold">{words.recent}</h2>
      {refreshes.length === 0 ? (
        <p className="mt-3">{words.none}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {refreshes.map((entry, index) => (
            <li key={index}>
              {entry.at.replace('T', ' ').slice(0, 19)} UTC, {entry.who}: {entry.detail}
            </li>
          ))}
        </ul>
      )}
    </TeamFrame>
  );
}
