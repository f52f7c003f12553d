'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { commonFormCopy, leadFormCopy, type CommonFormCopy, type LeadFormCopy } from '@/content/forms';
import type { Locale } from '@/lib/i18n/locale';

export type PartnerApplicationFormProps = {
  /** "page": the home page section (Apply for Partnership); "modal": inside the dialog (Submit Application). */
  variant: 'page' | 'modal';
  /** Called after a successful send (the modal closes itself with it). */
  onSuccess?: () => void;
  copy?: LeadFormCopy;
  common?: CommonFormCopy;
  language?: Locale;
};

/**
 * The partner program application, sent with the partner template as JSON (emailjs.send).
 * On the page, the outcome is said in the form; in the modal, success is a toast because
 * the modal closes.
 */
export function PartnerApplicationForm({
  variant,
  onSuccess,
  copy = leadFormCopy.partner,
  common = commonFormCopy,
  language,
}: PartnerApplicationFormProps) {
  const modal = variant === 'modal';
  return (
    <LeadForm
      form="partner"
      copy={modal ? { ...copy, submit: copy.submitInDialog ?? copy.submit } : copy}
      common={common}
      language={language}
      announce={{ success: modal ? 'toast' : 'inline', failure: 'inline' }}
      onSent={onSuccess}
    />
  );
}
