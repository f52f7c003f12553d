'use client';

import { useEffect } from 'react';
import { getConsent, onConsentChange } from '@/lib/consent';
import { consentChanged, startVisit } from '@/lib/visit/first-touch';

/**
 * Notes where the visit came from on its first page (lib/visit/first-touch.ts), so a lead
 * sent pages later still says how the visitor arrived, and keeps the stored first touch and
 * the experiment bucket cookie in step with the cookie choice. Renders nothing.
 */
export function VisitCapture({ experimentsUntil }: { /** The last day of the experiments not ended when the page was rendered (lib/experiments/cookie-lifetime.ts). */ experimentsUntil?: string }) {
  useEffect(() => {
    startVisit(getConsent() === 'accepted');
    // The experiments' chunk (lib/experiments/enrollment.ts), fetched once a choice exists, so
    // visitors who never choose load none of it; it follows later choices and pages itself.
    const followExperiments = () => void import('@/lib/experiments/enrollment').then((module) => module.followConsent(experimentsUntil)).catch(() => undefined);
    if (getConsent()) followExperiments();
    return onConsentChange((changed) => {
      consentChanged(changed === 'accepted');
      followExperiments();
    });
  }, [experimentsUntil]);
  return null;
}
