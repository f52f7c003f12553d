'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locale';
import { Button, type ButtonProps } from '@/components/ui/button';
import { LazyDialog, lazyPanel } from '@/components/ui/lazy-dialog';
import { dialogButtonCopy } from '@/content/form-buttons';
import type { LeadFormDialogProps } from '@/components/forms/lead-form-dialog';

// The dialog and its form are fetched when a visitor first reaches for one of these buttons;
// the Spanish dialog brings its words with it, so English pages never load them.
const dialogs = {
  en: lazyPanel<LeadFormDialogProps>(() => import('@/components/forms/lead-form-dialog').then((m) => m.LeadFormDialog)),
  es: lazyPanel<LeadFormDialogProps>(() => import('@/components/forms/lead-form-dialog-es').then((m) => m.LeadFormDialogEs)),
};

export type LeadDialogButtonProps = Omit<ButtonProps, 'asChild' | 'onClick' | 'ref' | 'type'> & {
  children?: ReactNode;
  /** The page's language, passed by the server wrapper (components/forms/localized/dialog-buttons.tsx). */
  locale?: Locale;
};

/**
 * The client half of every Request Demo and Get Started button on the site: it opens the
 * one shared demo dialog, and focus returns to it when the dialog closes. Pages use the
 * server `DemoButton` (components/demo/demo-dialog.tsx), which picks the words.
 */
export function DemoDialogButton({
  children = dialogButtonCopy.demo,
  source,
  locale = 'en',
  ...buttonProps
}: LeadDialogButtonProps & {
  /** Where the request came from, so sales know which page the lead saw. */
  source?: string;
}) {
  return (
    <LazyDialog panel={dialogs[locale]} props={{ form: 'demo', source }}>
      {(trigger) => (
        <Button data-demo-trigger="" {...buttonProps} {...trigger}>
          {children}
        </Button>
      )}
    </LazyDialog>
  );
}

/** A button that opens the partner application in a dialog (used on /partnerships). */
export function PartnerDialogButton({ children = dialogButtonCopy.partner, locale = 'en', ...buttonProps }: LeadDialogButtonProps) {
  return (
    <LazyDialog panel={dialogs[locale]} props={{ form: 'partner' }}>
      {(trigger) => (
        <Button {...buttonProps} {...trigger}>
          {children}
        </Button>
      )}
    </LazyDialog>
  );
}
