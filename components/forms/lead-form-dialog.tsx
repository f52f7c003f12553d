'use client';

import { site } from '@/content/site';
import { DialogPanel } from '@/components/ui/dialog-panel';
import type { DialogStateProps } from '@/components/ui/lazy-dialog';
import { DemoRequestForm } from '@/components/forms/demo-request-form';
import { PartnerApplicationForm } from '@/components/forms/partner-application-form';
import { aroundSlot, dialogCopy, type LeadDialogCopy } from '@/content/forms';

export type LeadFormDialogProps = {
  form: 'demo' | 'partner';
  /** Where a demo request came from, so sales know which page the lead saw. */
  source?: string;
  /** The dialog's and its form's words in the page's language; English without it. */
  copy?: LeadDialogCopy;
};

/**
 * The demo request and partner application dialogs: the site's modal around the form.
 * Loaded on demand by the buttons of components/forms/lead-dialog.tsx.
 */
export function LeadFormDialog({ form, source, copy, ...state }: LeadFormDialogProps & DialogStateProps) {
  const close = () => state.onOpenChange(false);
  const words = copy?.dialog ?? dialogCopy[form];
  const [beforePhone, afterPhone] = aroundSlot(words.callPrompt ?? '', 'phone');
  return (
    <DialogPanel
      {...state}
      closeLabel={copy?.close}
      title={words.title}
      description={
        <>
          {words.description.replace('{brand}', site.name)}
          {words.callPrompt ? (
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
        <DemoRequestForm source={source} onSent={close} copy={copy?.form} common={copy?.common} language={copy?.language} />
      ) : (
        <PartnerApplicationForm
          variant="modal"
          onSuccess={close}
          copy={copy?.form}
          common={copy?.common}
          language={copy?.language}
        />
      )}
    </DialogPanel>
  );
}
