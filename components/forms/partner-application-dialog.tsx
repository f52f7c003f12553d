'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useLazyDialog } from '@/components/ui/use-lazy-dialog';

const loadDialog = () => import('@/components/forms/partner-application-dialog-panel');
// The dialog and its form are fetched when a visitor first reaches for the button.
const PartnerDialogPanel = lazy(() => loadDialog().then((m) => ({ default: m.PartnerApplicationDialogPanel })));

/** A button that opens the partner application in a dialog (used on /partnerships). */
export function PartnerApplicationButton({
  children = 'Apply Now',
  ...buttonProps
}: Omit<ButtonProps, 'asChild' | 'onClick' | 'ref'> & { children?: ReactNode }) {
  const { open, setOpen, mounted, triggerRef, triggerProps } = useLazyDialog(loadDialog);
  return (
    <>
      <Button {...buttonProps} {...triggerProps}>
        {children}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <PartnerDialogPanel open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
