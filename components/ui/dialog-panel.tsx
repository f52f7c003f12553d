'use client';

import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { DialogStateProps } from '@/components/ui/lazy-dialog';

export type DialogPanelProps = DialogStateProps & {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  /** The close button's name, in the page's language. */
  closeLabel?: string;
};

/**
 * The site's modal: Radix Dialog (focus trap, Escape, click outside, scroll lock) with the
 * shared look. Only ever imported lazily, by a LazyDialog launcher, on first open.
 */
export function DialogPanel({ open, onOpenChange, returnFocusTo, title, description, children, closeLabel = 'Close' }: DialogPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-night/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-panel bg-surface p-6 shadow-pop sm:p-8"
        >
          <div className="pr-10">
            <Dialog.Title className="text-2xl font-bold tracking-tight text-ink">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm leading-6 text-ink-muted">{description}</Dialog.Description>
          </div>
          <div className="mt-6">{children}</div>
          <Dialog.Close
            aria-label={closeLabel}
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
