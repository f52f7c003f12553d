'use client';

import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import * as Dialog from '@radix-ui/react-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';
import { site } from '@/content/site';

// The form's code is fetched only when a visitor first opens the dialog.
const DemoRequestForm = dynamic(() => import('@/components/forms/demo-request-form').then((m) => m.DemoRequestForm), {
  ssr: false,
  loading: () => <p className="py-8 text-center text-sm text-ink-muted">Loading the form…</p>,
});

type DemoButtonProps = Omit<ButtonProps, 'onClick' | 'asChild'> & {
  children?: ReactNode;
  /** Where the request came from, so sales know which page the lead saw. */
  source?: string;
};

/**
 * Every Request Demo and Get Started button on the site: it opens the one shared demo
 * dialog. Radix returns focus to this button when the dialog closes.
 */
export function DemoButton({ children = 'Request Demo', source, ...buttonProps }: DemoButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button data-demo-trigger="" {...buttonProps}>
          {children}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-night/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-panel bg-surface p-6 shadow-pop sm:p-8">
          <div className="pr-10">
            <Dialog.Title className="text-2xl font-bold tracking-tight text-ink">Request a demo</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm leading-6 text-ink-muted">
              See {site.name} on your own menu. A specialist will call you within one business day to set up a
              20-minute walkthrough. Prefer to talk now? Call{' '}
              <a className="font-medium text-brand underline" href={`tel:${site.sales.phone.e164}`}>
                {site.sales.phone.display}
              </a>
              .
            </Dialog.Description>
          </div>
          <div className="mt-6">
            <DemoRequestForm source={source} onSent={() => setOpen(false)} />
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
