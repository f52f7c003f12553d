'use client';

import { useEffect, useState } from 'react';
import { CONSENT_KEY, getConsent, onConsentChange, setConsent, type ConsentChoice } from '@/lib/consent';
import { Button } from '@/components/ui/button';

const describe: Record<ConsentChoice | 'none', string> = {
  accepted: 'You accepted cookies.',
  declined: 'You declined optional cookies.',
  none: 'You have not made a choice yet.',
};

/**
 * Shows the stored cookie choice and lets the visitor change it here. The status line is a
 * polite live region, so a screen reader announces the new choice after a click.
 * Before hydration (or with JavaScript off) it says the choice is read in the browser.
 */
export function CookieChoice() {
  const [choice, setChoice] = useState<ConsentChoice | 'none' | null>(null);

  useEffect(() => {
    // Storage is only readable in the browser, after the static HTML has loaded.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChoice(getConsent() ?? 'none');
    return onConsentChange(setChoice);
  }, []);

  const choose = (next: ConsentChoice) => {
    setConsent(next);
    setChoice(next);
  };

  return (
    <div className="mt-6 rounded-card border border-line bg-surface-warm p-5 print:hidden">
      <h3 className="text-lg font-semibold text-ink">Your cookie choice</h3>
      <p role="status" aria-live="polite" className="mt-2 text-ink-muted">
        {choice === null ? (
          'Your choice is stored in this browser; it is shown here once the page has loaded.'
        ) : (
          <>
            {describe[choice]} <span className="text-sm">(stored as {CONSENT_KEY}: {choice === 'none' ? 'not set' : choice})</span>
          </>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="button" aria-pressed={choice === 'accepted'} onClick={() => choose('accepted')} disabled={choice === null}>
          Accept cookies
        </Button>
        <Button type="button" variant="outline" aria-pressed={choice === 'declined'} onClick={() => choose('declined')} disabled={choice === null}>
          Decline cookies
        </Button>
      </div>
    </div>
  );
}
