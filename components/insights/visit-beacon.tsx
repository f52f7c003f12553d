'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { currentRoute, sendInsight, trackingRefused } from '@/lib/insights/beacon';

/** Clicks counted by what they open: one listener for every page's buttons and links. */
function countClick(event: MouseEvent) {
  const target = event.target as Element | null;
  if (target?.closest?.('[data-demo-trigger]')) sendInsight({ type: 'demo', route: currentRoute() });
  else if (target?.closest?.('[data-language-switch]')) sendInsight({ type: 'language', route: currentRoute() });
}

/**
 * The cookieless count: a page view on every client-side route change (the first page's view
 * went out from the HTML itself, ViewBeaconScript, before hydration), demo-dialog opens and
 * language switches by click, and field Web Vitals from a chunk loaded once the page is idle.
 */
export function VisitBeacon() {
  const pathname = usePathname();
  const counted = useRef(pathname);

  useEffect(() => {
    if (counted.current === pathname) return;
    counted.current = pathname;
    sendInsight({ type: 'view', route: pathname });
  }, [pathname]);

  useEffect(() => {
    if (trackingRefused()) return;
    document.addEventListener('click', countClick, true);
    const start = () => {
      const load = () => import('@/lib/insights/web-vitals').then((module) => module.reportWebVitals()).catch(() => undefined);
      if ('requestIdleCallback' in window) window.requestIdleCallback(load);
      else setTimeout(load, 1);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => document.removeEventListener('click', countClick, true);
  }, []);

  return null;
}
