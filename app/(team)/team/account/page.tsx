import type { Metadata } from 'next';
import { teamPages, teamWords } from '@/content/team';
import { Button } from '@/components/ui/button';
import { TeamFrame } from '@/components/team/team-frame';
import { pageAccess } from '@/services/team/access';

export const metadata: Metadata = { title: 'Your account' };

const words = teamWords.account;
const page = teamPages.find((candidate) => candidate.path === '/team/account')!;

/** /team/account: sign out here, or everywhere. */
export default async function AccountPage() {
  const { member, forbidden } = await pageAccess(page.roles);
  return (
    <TeamFrame member={member} current="/team/account" forbidden={forbidden} heading={words.heading}>
      <form method="post" action="/team/sign-out" className="mt-6">
        <Button type="submit">{words.signOut}</Button>
      </form>
      <form method="post" action="/team/sign-out" className="mt-6 space-y-2">
        <input type="hidden" name="everywhere" value="1" />
        <p id="everywhere-hint" className="text-ink-muted">
          {words.everywhereHint}
        </p>
        <Button type="submit" variant="outline" aria-describedby="everywhere-hint">
          {words.signOutEverywhere}
        </Button>
      </form>
    </TeamFrame>
  );
}
