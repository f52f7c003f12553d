'use client';

import type { RefObject } from 'react';
import { DialogPanel } from '@/components/ui/dialog-panel';
import { PartnerApplicationForm } from '@/components/forms/partner-application-form';

type PartnerApplicationDialogPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** The partner application modal; loaded on demand by PartnerApplicationButton. */
export function PartnerApplicationDialogPanel({ open, onOpenChange, returnFocusTo }: PartnerApplicationDialogPanelProps) {
  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Apply to become a partner"
      description="Tell us how to reach you. Our partnerships team replies within one business day."
    >
      <PartnerApplicationForm variant="modal" onSuccess={() => onOpenChange(false)} />
    </DialogPanel>
  );
}
