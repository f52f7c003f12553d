import type { Metadata } from 'next';
import { teamPages, teamWords } from '@/content/team';
import { Button } from '@/components/ui/button';
import { Notice, TeamFrame } from '@/components/team/team-frame';
import { PasskeyAdd } from '@/components/team/passkey-buttons';
import { pageAccess } from '@/services/team/access';
import { teamStore } from '@/services/team/config';

export const metadata: Metadata = { title: 'Your account' };

const words = teamWords.account;
const page = teamPages.find((candidate) => candidate.path === '/team/account')!;

const passkeyWords = teamWords.passkeys;
const utc = (iso: string | null) => (iso ? `${iso.replace('T', ' ').slice(0, 16)}` : '');
type Search = Promise<{ m?: string | string[] }>;

/** /team/account: passkeys (listed, and one added with script), sign out here, or everywhere. */
export default async function AccountPage({ searchParams }: { searchParams: Search }) {
  const { member, forbidden } = await pageAccess(page.roles);
  const { m } = await searchParams;
  const passkeys = forbidden ? [] : await teamStore().passkeysOf(member.email);
  return (
    <TeamFrame member={member} current="/team/account" forbidden={forbidden} heading={words.heading}>
      {m === 'add-passkey' && passkeys.length === 0 ? <Notice tone="success">{passkeyWords.prompt}</Notice> : null}
      {m === 'passkey-added' ? <Notice tone="success">{passkeyWords.added}</Notice> : null}
      <h2 className="mt-8 text-xl font-bold">{passkeyWords.heading}</h2>
      <p className="mt-2 max-w-prose">{passkeyWords.intro}</p>
      {passkeys.length === 0 ? (
        <p className="mt-3">{passkeyWords.none}</p>
      ) : (
        <ul className="mt-3 space-y-1">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              {passkeyWords.columns.added}: {utc(passkey.created_at)} · {passkeyWords.columns.used}: {utc(passkey.last_used_at) || 'never'}
            </li>
          ))}
        </ul>
      )}
      <PasskeyAdd words={{ button: passkeyWords.add, cancelled: passkeyWords.cancelled, failed: passkeyWords.failed }} />
      <h2 className="mt-10 text-xl font-bold">{words.signOut}</h2>
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
