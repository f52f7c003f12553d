'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { getConsent, onConsentChange, setConsent, type ConsentChoice } from '@/lib/consent';
import { Button } from '@/components/ui/button';

export const COOKIE_BANNER_DELAY_MS = 2000;

/**
 * Asks for cookie consent 2 s after load when no choice is stored. It is a non-modal
 * region at the bottom-right, short enough on a 375 px screen to leave the hero's
 * call to action uncovered, and its buttons are in the normal tab order.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (getConsent()) return;
    const timer = window.setTimeout(() => setVisible(getConsent() === null), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // A choice made elsewhere (the controls on /cookies) answers the banner too.
  useEffect(() => onConsentChange(() => setVisible(false)), []);

  if (!visible) return null;

  const choose = (choice: ConsentChoice) => {
    setConsent(choice);
    setVisible(false);
  };

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-30 print:hidden animate-fade-in rounded-card border border-line bg-surface p-4 shadow-pop sm:left-auto sm:right-5 sm:bottom-5 sm:max-w-sm"
    >
      <p className="text-sm leading-5 text-ink">
        We store one small item in your browser to remember this choice, and run no advertising or analytics trackers.{' '}
        <Link href="/cookies" className="font-medium text-brand underline underline-offset-2">
          Cookie Policy
        </Link>
      </p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={() => choose('accepted')}>
          Accept All
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose('declined')}>
          Decline
        </Button>
      </div>
    </section>
  );
}
