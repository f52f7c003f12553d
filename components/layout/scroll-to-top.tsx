'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

/** Scrolls to the top on every change of pathname: smoothly, or at once under reduced motion. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'instant' : 'smooth' });
  }, [pathname]);
  return null;
}
