'use client';

import dynamic from 'next/dynamic';

/**
 * Sonner's toast host, fetched after the page is interactive rather than with it: toasts only
 * follow a user action (a form sent, a link copied), so ~18 KB gzipped leave every page's
 * first load. `toast()` calls import sonner themselves and find this host mounted by then.
 */
const SonnerToaster = dynamic(() => import('sonner').then((mod) => mod.Toaster), { ssr: false });

export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton />;
}
