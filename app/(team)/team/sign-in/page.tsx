import type { Metadata } from 'next';
import { teamWords } from '@/content/team';
import { Button } from '@/components/ui/button';
import { PageStatus } from '@/components/ui/page-status';
import { Notice, SignInFrame, teamFieldClassName } from '@/components/team/team-frame';
import { PasskeySignIn } from '@/components/team/passkey-buttons';

export const metadata: Metadata = { title: 'Sign in' };

const words = teamWords.signIn;
const MESSAGES = {
  sent: { tone: 'success', text: words.sent },
  'no-mail': { tone: 'error', text: words.noMail },
  'bad-email': { tone: 'error', text: words.badEmail, status: 400 },
  limit: { tone: 'error', text: words.limit, status: 429 },
  'mail-failed': { tone: 'error', text: words.mailFailed },
  out: { tone: 'success', text: words.signedOut },
  'out-everywhere': { tone: 'success', text: words.signedOutEverywhere },
  expired: { tone: 'error', text: words.expiredSession },
} as const satisfies Record<string, { tone: 'error' | 'success'; text: string; status?: 400 | 429 }>;

type Search = Promise<{ m?: string | string[]; email?: string | string[] }>;

/** /team/sign-in: asks for a one-time link by email (services/team/sign-in.ts answers the post). */
export default async function SignInPage({ searchParams }: { searchParams: Search }) {
  const { m, email } = await searchParams;
  const message = typeof m === 'string' && m in MESSAGES ? MESSAGES[m as keyof typeof MESSAGES] : undefined;
  return (
    <SignInFrame heading={words.heading}>
      {message && 'status' in message ? <PageStatus status={message.status} /> : null}
      <p className="mt-4">{words.intro}</p>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <PasskeySignIn words={{ button: teamWords.passkeys.signIn, cancelled: teamWords.passkeys.cancelled, failed: teamWords.passkeys.failed }} />
      <form method="post" action="/team/sign-in/request" className="mt-6 space-y-4">
        <div>
          <label htmlFor="team-email" className="block font-semibold">
            {words.email}
          </label>
          <input
            id="team-email"
            name="email"
            type="email"
            required
            autoComplete="username webauthn"
            defaultValue={typeof email === 'string' ? email.slice(0, 320) : ''}
            className={teamFieldClassName}
          />
        </div>
        <Button type="submit">{words.send}</Button>
      </form>
    </SignInFrame>
  );
}
