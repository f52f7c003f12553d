'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * Sonner's toast host, fetched after the page is interactive rather than with it: toasts only
 * follow a user action (a form sent, a link copied), so ~18 KB gzipped leave every page's
 * first load. `toast()` calls import sonner themselves and find this host mounted by then.
 */
const SonnerToaster = lazy(() => import('sonner').then((mod) => ({ default: mod.Toaster })));

export function Toaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
