'use client';

import type { RefObject } from 'react';
import { site } from '@/content/site';
import { DialogPanel } from '@/components/ui/dialog-panel';
import { DemoRequestForm } from '@/components/forms/demo-request-form';

type DemoDialogPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  source?: string;
};

/** The shared demo-request dialog; loaded on demand by DemoButton. */
export function DemoDialogPanel({ open, onOpenChange, returnFocusTo, source }: DemoDialogPanelProps) {
  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Request a demo"
      description={
        <>
          See {site.name} on your own menu. A specialist will call you within one business day to set up a 20-minute
          walkthrough. Prefer to talk now? Call{' '}
          <a className="font-medium text-brand underline" href={`tel:${site.sales.phone.e164}`}>
            {site.sales.phone.display}
          </a>
          .
        </>
      }
    >
      <DemoRequestForm source={source} onSent={() => onOpenChange(false)} />
    </DialogPanel>
  );
}
