'use client';

import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import * as Dialog from '@radix-ui/react-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';

// Form code loads only when the dialog first opens.
const PartnerApplicationForm = dynamic(
  () => import('@/components/forms/partner-application-form').then((m) => m.PartnerApplicationForm),
  { ssr: false, loading: () => <p className="py-8 text-center text-sm text-ink-muted">Loading the form…</p> },
);

/** A button that opens the partner application in a dialog (used on /partnerships). */
export function PartnerApplicationButton({ children = 'Apply Now', ...buttonProps }: Omit<ButtonProps, 'asChild' | 'onClick'> & { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button {...buttonProps}>{children}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-night/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-panel bg-surface p-6 shadow-pop sm:p-8">
          <Dialog.Title className="pr-10 text-2xl font-bold tracking-tight text-ink">Apply to become a partner</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-6 text-ink-muted">
            Tell us how to reach you. Our partnerships team replies within one business day.
          </Dialog.Description>
          <div className="mt-6">
            <PartnerApplicationForm variant="modal" onSuccess={() => setOpen(false)} />
          </div>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-4 top-4 inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunk hover:text-ink"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
