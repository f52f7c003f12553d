'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { commonFormCopy, leadFormCopy, type CommonFormCopy, type LeadFormCopy } from '@/lib/forms/copy';

export type PartnerApplicationFormProps = {
  /** "page": the home page section (Apply for Partnership); "modal": inside the dialog (Submit Application). */
  variant: 'page' | 'modal';
  /** Called after a successful send (the modal closes itself with it). */
  onSuccess?: () => void;
  copy?: LeadFormCopy;
  common?: CommonFormCopy;
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
}: PartnerApplicationFormProps) {
  const modal = variant === 'modal';
  return (
    <LeadForm
      form="partner"
      copy={modal ? { ...copy, submit: copy.submitInDialog ?? copy.submit } : copy}
      common={common}
      announce={{ success: modal ? 'toast' : 'inline', failure: 'inline' }}
      onSent={onSuccess}
    />
  );
}
