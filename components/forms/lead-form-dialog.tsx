'use client';

import { site } from '@/content/site';
import { fillTemplate } from '@/components/sections/fill-template';
import { DialogPanel } from '@/components/ui/dialog-panel';
import type { DialogStateProps } from '@/components/ui/lazy-dialog';
import { DemoRequestForm } from '@/components/forms/demo-request-form';
import { PartnerApplicationForm } from '@/components/forms/partner-application-form';
import { aroundSlot, dialogCopy, leadFormCopy, type LeadDialogCopy, type LeadFormCopy } from '@/content/forms';

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
  // The copy marks where the brand and the reply time go; they are filled in here, from the one place that holds them.
  const facts = { brand: site.name, replyWithin: site.replyWithin };
  const words = copy?.dialog ?? dialogCopy[form];
  const formWords: LeadFormCopy = copy?.form ?? leadFormCopy[form];
  const formCopy = { ...formWords, success: fillTemplate(formWords.success, facts) };
  const [beforePhone, afterPhone] = aroundSlot(words.callPrompt ?? '', 'phone');
  return (
    <DialogPanel
      {...state}
      closeLabel={copy?.close}
      title={words.title}
      description={
        <>
          {fillTemplate(words.description, facts)}
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
        <DemoRequestForm source={source} onSent={close} copy={formCopy} common={copy?.common} language={copy?.language} />
      ) : (
        <PartnerApplicationForm
          variant="modal"
          onSuccess={close}
          copy={formCopy}
          common={copy?.common}
          language={copy?.language}
        />
      )}
    </DialogPanel>
  );
}
