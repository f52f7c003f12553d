'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useLazyDialog } from '@/components/ui/use-lazy-dialog';

const loadDialog = () => import('@/components/demo/demo-dialog-panel');
// The dialog and its form are fetched when a visitor first reaches for a demo button.
const DemoDialogPanel = lazy(() => loadDialog().then((m) => ({ default: m.DemoDialogPanel })));

type DemoButtonProps = Omit<ButtonProps, 'onClick' | 'asChild' | 'ref'> & {
  children?: ReactNode;
  /** Where the request came from, so sales know which page the lead saw. */
  source?: string;
};

/**
 * Every Request Demo and Get Started button on the site: it opens the one shared demo
 * dialog, and focus returns to it when the dialog closes.
 */
export function DemoButton({ children = 'Request Demo', source, ...buttonProps }: DemoButtonProps) {
  const { open, setOpen, mounted, triggerRef, triggerProps } = useLazyDialog(loadDialog);
  return (
    <>
      <Button data-demo-trigger="" {...buttonProps} {...triggerProps}>
        {children}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <DemoDialogPanel open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} source={source} />
        </Suspense>
      ) : null}
    </>
  );
}
