import type { Metadata } from 'next';
import { roleDescriptions, teamPages, teamWords } from '@/content/team';
import { TeamFrame } from '@/components/team/team-frame';
import { pageAccess } from '@/services/team/access';

export const metadata: Metadata = { title: 'Overview' };

/** /team: who is signed in, and the pages their role opens. */
export default async function TeamOverview() {
  const { member } = await pageAccess(teamPages[0].roles);
  const pages = teamPages.filter((page) => page.path !== '/team' && (page.roles as readonly string[]).includes(member.role));
  return (
    <TeamFrame member={member} current="/team" heading={teamWords.overview.heading}>
      <p className="mt-4">{teamWords.overview.signedInAs(member.email)}</p>
      <p className="mt-2 text-ink-muted">{roleDescriptions[member.role]}</p>
      <ul className="mt-6 space-y-2">
        {pages.map((page) => (
          <li key={page.path}>
            <a href={page.path} className="underline underline-offset-4">
              {page.label}
            </a>
          </li>
        ))}
      </ul>
    </TeamFrame>
  );
}
