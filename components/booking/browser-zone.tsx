'use client';

import { useEffect } from 'react';

/**
 * With script, the reschedule page lists times in the browser's time zone, as the picker after
 * a demo request does: opened from the mail without one, it asks again for the same link in
 * the browser's zone (a GET: nothing changes). Without script the select stays.
 */
export function BrowserZone({ href, current }: { href: string; current: string }) {
  useEffect(() => {
    let zone = '';
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return;
    }
    if (zone && zone !== current) window.location.replace(`${href}&tz=${encodeURIComponent(zone)}`);
  }, [href, current]);
  return null;
}
