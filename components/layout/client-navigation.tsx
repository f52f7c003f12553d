'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { usePathname, useRouter } from 'next/navigation';

/** A same-origin page link the router can take, or null for anything the browser should. */
function routableUrl(event: Event): URL | null {
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  // Files (PDFs, the RSS feed) and API routes are not pages.
  if (url.origin !== window.location.origin || /\.\w+$/.test(url.pathname) || url.pathname.startsWith('/api/')) {
    return null;
  }
  return url;
}

/**
 * Internal links are plain <a> elements in the server HTML. This one listener turns a click
 * on them into a client-side navigation, which is what next/link does, but for a few hundred
 * bytes rather than ~3 KB gzipped on every page. The next page's data is fetched on intent
 * (hover, touch, focus) rather than for every link in view, which spares a phone's data plan.
 * Each new page scrolls to the top: smoothly, or at once under reduced motion.
 */
export function ClientNavigation() {
  const router = useRouter();
  const pathname = usePathname();

  // The first page view keeps the browser's own position (top, a #fragment, or where a
  // reload left off); so does a new page whose URL names a fragment to land on.
  const firstView = useRef(true);
  // Where the visitor was when they followed a link. The glide to the top starts there (or at
  // the new page's foot, if that is higher), not where the page swap left the scroll: removing
  // the old page's focused link (the one just clicked) makes Chromium lay the body out while
  // React has taken the old page out and not yet put the new one in, and the short body drops
  // the position to 0. A layout effect, so the new page's first frame is drawn where the glide starts.
  const leftAt = useRef<{ top: number; path: string } | null>(null);
  useLayoutEffect(() => {
    const from = leftAt.current?.path === pathname ? leftAt.current.top : null;
    leftAt.current = null;
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    if (window.location.hash) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduce && from !== null && window.scrollY < from) window.scrollTo({ top: from, left: 0, behavior: 'instant' });
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'instant' : 'smooth' });
  }, [pathname]);

  useEffect(() => {
    const warmed = new Set<string>();
    const warm = (event: Event) => {
      const url = routableUrl(event);
      const href = url && url.pathname + url.search;
      if (href && !warmed.has(href)) {
        warmed.add(href);
        router.prefetch(href);
      }
    };
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const url = routableUrl(event);
      if (!url) return;
      // A jump within the same page stays the browser's own.
      const { pathname: here, search } = window.location;
      if (url.hash && url.pathname === here && url.search === search) return;
      event.preventDefault();
      leftAt.current = { top: window.scrollY, path: url.pathname };
      router.push(url.pathname + url.search + url.hash);
    };
    const passive = { passive: true };
    document.addEventListener('click', follow);
    document.addEventListener('pointerover', warm, passive);
    document.addEventListener('touchstart', warm, passive);
    document.addEventListener('focusin', warm);
    return () => {
      document.removeEventListener('click', follow);
      document.removeEventListener('pointerover', warm);
      document.removeEventListener('touchstart', warm);
      document.removeEventListener('focusin', warm);
    };
  }, [router]);

  return null;
}
