'use client';

import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { LazyDialog, lazyPanel } from '@/components/ui/lazy-dialog';
import { dialogButtonCopy } from '@/lib/forms/button-copy';
import type { LeadDialogCopy } from '@/lib/forms/copy';
import type { LeadFormDialogProps } from '@/components/forms/lead-form-dialog';

// The dialog and its form are fetched when a visitor first reaches for one of these buttons.
const leadFormDialog = lazyPanel<LeadFormDialogProps>(() =>
  import('@/components/forms/lead-form-dialog').then((m) => m.LeadFormDialog),
);

export type LeadDialogButtonProps = Omit<ButtonProps, 'asChild' | 'onClick' | 'ref' | 'type'> & {
  children?: ReactNode;
  /**
   * The dialog's words in the page's language, chosen by the server wrapper
   * (components/forms/lead-buttons.tsx); the dialog speaks English without them.
   */
  copy?: LeadDialogCopy;
};

/**
 * The client half of every Request Demo and Get Started button on the site: it opens the
 * one shared demo dialog, and focus returns to it when the dialog closes. Pages use the
 * server `DemoButton` (components/demo/demo-dialog.tsx), which picks the words.
 */
export function DemoDialogButton({
  children = dialogButtonCopy.demo,
  source,
  copy,
  ...buttonProps
}: LeadDialogButtonProps & {
  /** Where the request came from, so sales know which page the lead saw. */
  source?: string;
}) {
  return (
    <LazyDialog panel={leadFormDialog} props={{ form: 'demo', source, copy }}>
      {(trigger) => (
        <Button data-demo-trigger="" {...buttonProps} {...trigger}>
          {children}
        </Button>
      )}
    </LazyDialog>
  );
}

/** A button that opens the partner application in a dialog (used on /partnerships). */
export function PartnerDialogButton({ children = dialogButtonCopy.partner, copy, ...buttonProps }: LeadDialogButtonProps) {
  return (
    <LazyDialog panel={leadFormDialog} props={{ form: 'partner', copy }}>
      {(trigger) => (
        <Button {...buttonProps} {...trigger}>
          {children}
        </Button>
      )}
    </LazyDialog>
  );
}
