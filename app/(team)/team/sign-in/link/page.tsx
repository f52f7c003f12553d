import type { Metadata } from 'next';
import { teamWords } from '@/content/team';
import { Button } from '@/components/ui/button';
import { PageStatus } from '@/components/ui/page-status';
import { Notice, SignInFrame } from '@/components/team/team-frame';
import { teamStore } from '@/services/team/config';
import type { LinkRefusal } from '@/lib/team/store';

// No `referrer: 'no-referrer'` here: Chromium then sends `Origin: null` with the button's post,
// which the Origin check refuses. The site's strict-origin-when-cross-origin sends no path away.
export const metadata: Metadata = { title: 'Sign in with your link' };

const words = teamWords.link;
const REFUSALS: Record<LinkRefusal, { text: string; status: 400 | 409 | 410 }> = {
  unknown: { text: words.unknown, status: 400 },
  used: { text: words.used, status: 409 },
  expired: { text: words.expired, status: 410 },
};

type Search = Promise<{ t?: string | string[]; e?: string | string[] }>;

/**
 * /team/sign-in/link?t=…: the page a sign-in mail's link opens. Opening it changes nothing (a
 * mail scanner that follows the link does not use it up); its button posts the token.
 */
export default async function LinkPage({ searchParams }: { searchParams: Search }) {
  const { t, e } = await searchParams;
  const token = typeof t === 'string' ? t : '';
  const state = typeof e === 'string' && e in REFUSALS ? ({ ok: false, refusal: e as LinkRefusal } as const) : await teamStore().peekLink(token, new Date());
  if (!state.ok) {
    const refusal = REFUSALS[state.refusal];
    return (
      <SignInFrame heading={words.heading}>
        <PageStatus status={refusal.status} />
        <Notice tone="error">{refusal.text}</Notice>
        <p className="mt-6">
          <a href="/team/sign-in" className="underline underline-offset-4">
            {words.again}
          </a>
        </p>
      </SignInFrame>
    );
  }
  return (
    <SignInFrame heading={words.heading}>
      <p className="mt-4">{words.intro(state.email)}</p>
      <form method="post" action="/team/sign-in/confirm" className="mt-6">
        <input type="hidden" name="t" value={token} />
        <Button type="submit">{words.button}</Button>
      </form>
    </SignInFrame>
  );
}
