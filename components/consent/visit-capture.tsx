'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { getConsent, onConsentChange, type ConsentChoice } from '@/lib/consent';
import { consentChanged, startVisit } from '@/lib/visit/first-touch';

/**
 * The experiment bucket cookie follows the choice (lib/experiments/enrollment.ts). A chunk of
 * its own, fetched only once a choice exists, so visitors who never choose load none of it
 * and the first load stays within its budget.
 */
function syncExperiments(choice: ConsentChoice | null, lastDay: string | undefined) {
  if (choice === null) return;
  import('@/lib/experiments/enrollment').then((module) => module.syncBucketCookie(choice, { lastDay })).catch(() => undefined);
}

/**
 * Notes where the visit came from on its first page (lib/visit/first-touch.ts), so a lead
 * sent pages later still says how the visitor arrived, and keeps the stored first touch and
 * the experiment bucket cookie in step with the cookie choice (and the experiment's exposure
 * counted) on every page. Renders nothing.
 */
export function VisitCapture({ experimentsUntil }: { /** The last day of the experiments not ended when the page was rendered (lib/experiments/cookie-lifetime.ts). */ experimentsUntil?: string }) {
  const pathname = usePathname();
  useEffect(() => {
    startVisit(getConsent() === 'accepted');
    return onConsentChange((changed) => {
      consentChanged(changed === 'accepted');
      syncExperiments(changed, experimentsUntil);
    });
  }, [experimentsUntil]);
  // On every page, client navigations included: a page in an experiment may be the first one seen (its exposure).
  useEffect(() => syncExperiments(getConsent(), experimentsUntil), [pathname, experimentsUntil]);
  return null;
}
