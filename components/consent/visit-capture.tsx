'use client';

import { useEffect } from 'react';
import { getConsent, onConsentChange } from '@/lib/consent';
import { consentChanged, startVisit } from '@/lib/visit/first-touch';

/**
 * Notes where the visit came from on its first page (lib/visit/first-touch.ts), so a lead
 * sent pages later still says how the visitor arrived, and keeps the stored first touch in
 * step with the cookie choice. Renders nothing.
 */
export function VisitCapture() {
  useEffect(() => {
    startVisit(getConsent() === 'accepted');
    return onConsentChange((choice) => consentChanged(choice === 'accepted'));
  }, []);
  return null;
}
