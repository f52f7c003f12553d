'use client';

import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { COOKIE_BANNER_DELAY_MS, getConsent, onConsentChange, setConsent } from '@/lib/consent';

/**
 * The banner's behaviour only: when to show it and what its buttons store. Its text and
 * buttons are server-rendered children, so they cost this shared island no JavaScript; a
 * button's `data-consent-choice` says which choice it records.
 */
export function CookieBannerGate({
  className,
  label,
  children,
}: {
  className: string;
  /** The region's accessible name, in the page's language. */
  label: string;
  children: ReactNode;
}) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (getConsent()) return;
    const timer = window.setTimeout(() => setVisible(getConsent() === null), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // A choice made elsewhere (the controls on /cookies) answers the banner too.
  useEffect(() => onConsentChange(() => setVisible(false)), []);

  if (!visible) return null;

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const choice = (event.target as Element).closest('[data-consent-choice]')?.getAttribute('data-consent-choice');
    if (choice === 'accepted' || choice === 'declined') {
      setConsent(choice);
      setVisible(false);
    }
  };

  return (
    <section aria-label={label} className={className} onClick={onClick}>
      {children}
    </section>
  );
}
