'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { currentRoute, sendInsight, trackingRefused } from '@/lib/insights/beacon';
import { VIEW_BEACON_SOURCE } from '@/lib/insights/view-beacon-source.mjs';
import { pageExperimentContent } from '@/lib/experiments/page-meta';

/** Clicks counted by what they open: one listener for every page's buttons and links. */
function countClick(event: MouseEvent) {
  const target = event.target as Element | null;
  if (target?.closest?.('[data-demo-trigger]')) sendInsight({ type: 'demo', route: currentRoute() });
  else if (target?.closest?.('[data-language-switch]')) sendInsight({ type: 'language', route: currentRoute() });
}

/**
 * The cookieless count: the first page's view from an inline script in the server HTML (it
 * runs before, and without, hydration), a page view on every client-side route change after
 * that, demo-dialog opens and language switches by click, and field Web Vitals (with the
 * experiments' enrollment, lib/insights/after-load.ts) from a chunk
 * loaded once the page is idle.
 *
 * The inline script is rendered here rather than by a server component so that the page's
 * inline RSC payload carries no copy of its code (this island is referenced there already).
 * React never runs a script it creates on the client, and hydration leaves this one as the
 * server wrote it. Its text is the one the page boundary allows (lib/html/site-scripts.mjs).
 */
export function VisitBeacon() {
  const pathname = usePathname();
  const counted = useRef(pathname);

  useEffect(() => {
    if (counted.current === pathname) return;
    counted.current = pathname;
    // On a page in an experiment the view names it (JSON leaves `experiment` out on the others).
    if (!trackingRefused()) sendInsight({ type: 'view', route: pathname, experiment: pageExperimentContent() });
  }, [pathname]);

  useEffect(() => {
    if (trackingRefused()) return;
    document.addEventListener('click', countClick, true);
    const start = () => {
      const load = () => import('@/lib/insights/after-load').then((module) => module.afterLoad()).catch(() => undefined);
      if ('requestIdleCallback' in window) window.requestIdleCallback(load);
      else setTimeout(load, 1);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => document.removeEventListener('click', countClick, true);
  }, []);

  // The text only on the server: hydration keeps the script as the server wrote it (React
  // neither compares nor rewrites its inner HTML), and `typeof window` is a constant in the
  // client bundle, so the text is left out of every page's first-load JS.
  return <script dangerouslySetInnerHTML={{ __html: typeof window === 'undefined' ? VIEW_BEACON_SOURCE : '' }} suppressHydrationWarning />;
}
