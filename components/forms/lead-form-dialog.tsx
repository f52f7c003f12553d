'use client';

import { site } from '@/content/site';
import { DialogPanel } from '@/components/ui/dialog-panel';
import type { DialogStateProps } from '@/components/ui/lazy-dialog';
import { DemoRequestForm } from '@/components/forms/demo-request-form';
import { PartnerApplicationForm } from '@/components/forms/partner-application-form';
import { aroundSlot, dialogCopy, type DialogCopy } from '@/lib/forms/copy';

export type LeadFormDialogProps = {
  form: 'demo' | 'partner';
  /** Where a demo request came from, so sales know which page the lead saw. */
  source?: string;
  copy?: DialogCopy;
};

/**
 * The demo request and partner application dialogs: the site's modal around the form.
 * Loaded on demand by the buttons of components/forms/lead-dialog.tsx.
 */
export function LeadFormDialog({ form, source, copy = dialogCopy[form], ...state }: LeadFormDialogProps & DialogStateProps) {
  const close = () => state.onOpenChange(false);
  const [beforePhone, afterPhone] = aroundSlot(copy.callPrompt ?? '', 'phone');
  return (
    <DialogPanel
      {...state}
      title={copy.title}
      description={
        <>
          {copy.description.replace('{brand}', site.name)}
          {copy.callPrompt ? (
            <>
              {` ${beforePhone}`}
              <a className="font-medium text-brand underline" href={`tel:${site.sales.phone.e164}`}>
                {site.sales.phone.display}
              </a>
              {afterPhone}
            </>
          ) : null}
        </>
      }
    >
      {form === 'demo' ? (
        <DemoRequestForm source={source} onSent={close} />
      ) : (
        <PartnerApplicationForm variant="modal" onSuccess={close} />
      )}
    </DialogPanel>
  );
}
