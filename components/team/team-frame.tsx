import { teamPages, teamWords, type TeamPagePath } from '@/content/team';
import type { TeamMember } from '@/lib/team/members';
import { PageStatus } from '@/components/ui/page-status';

/**
 * The frame of every signed-in team page: the room's name, the navigation (only the pages the
 * member's role opens; a page added to content/team.ts's teamPages appears here), then the page.
 * A page the role does not open renders its refusal instead of its content, with 403.
 */
export function TeamFrame({
  member,
  current,
  forbidden = false,
  heading,
  children,
}: {
  member: TeamMember;
  current: TeamPagePath;
  forbidden?: boolean;
  heading: string;
  children: React.ReactNode;
}) {
  const pages = teamPages.filter((page) => (page.roles as readonly string[]).includes(member.role));
  return (
    <>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <a href="/team" className="font-bold text-ink">
            {teamWords.roomName}
          </a>
          <nav aria-label="Team room">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {pages.map((page) => (
                <li key={page.path}>
                  <a
                    href={page.path}
                    aria-current={page.path === current ? 'page' : undefined}
                    className="text-ink underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline"
                  >
                    {page.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-ink-muted sm:ml-auto">
            {member.email} ({member.role})
          </p>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {forbidden ? (
          <>
            <PageStatus status={403} />
            <h1 className="text-2xl font-bold">{teamWords.refused.heading}</h1>
            <p className="mt-4">{teamWords.refused.text(member.role)}</p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">{heading}</h1>
            {children}
          </>
        )}
      </main>
    </>
  );
}

/** The frame of the sign-in pages: nobody is signed in yet. */
export function SignInFrame({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-12">
      <p className="font-bold">{teamWords.roomName}</p>
      <h1 className="mt-4 text-2xl font-bold">{heading}</h1>
      {children}
    </main>
  );
}

/** The room's text inputs and selects, in its forms; compact in the filter and period bars above a list or chart. */
export const teamFieldClassName = 'mt-1 w-full rounded-control border border-ink-muted bg-surface px-3 py-2';
export const compactTeamFieldClassName = 'mt-1 w-full rounded-control border border-ink-muted bg-surface px-2 py-1.5';

/** A message the server rendered for the outcome of a post. */
export function Notice({ tone, children }: { tone: 'error' | 'success'; children: React.ReactNode }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`mt-4 rounded-control border p-3 ${tone === 'error' ? 'border-danger text-danger' : 'border-success text-success'}`}>
      {children}
    </p>
  );
}
