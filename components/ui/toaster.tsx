'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastHost, toastHostRequested } from '@/lib/toast';

/**
 * Sonner's toast host, mounted on the first toast rather than with the page (lib/toast.ts):
 * a page nobody sends a form from never downloads or runs sonner.
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
  const requested = useSyncExternalStore(subscribeToastHost, toastHostRequested, () => false);
  if (!requested) return null;
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
