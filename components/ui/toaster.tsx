'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * Sonner's toast host, fetched after the page is interactive rather than with it: toasts only
 * follow a user action (a form sent, a link copied), so ~18 KB gzipped leave every page's
 * first load. `toast()` calls import sonner themselves and find this host mounted by then.
 */
const SonnerToaster = lazy(() => import('sonner').then((mod) => ({ default: mod.Toaster })));

export type ToasterLabels = {
  /** The region's name ("Notifications"). */
  notifications: string;
  /** Each toast's close button. */
  close: string;
};

/** `labels`: the host's words in the page's language, passed by the server; sonner's English without them. */
export function Toaster({ labels }: { labels?: ToasterLabels }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        richColors
        closeButton
        {...(labels ? { containerAriaLabel: labels.notifications, toastOptions: { closeButtonAriaLabel: labels.close } } : {})}
      />
    </Suspense>
  );
}
