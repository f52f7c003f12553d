'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { commonFormCopy, leadFormCopy, type CommonFormCopy, type LeadFormCopy } from '@/content/forms';
import type { Locale } from '@/lib/i18n/locale';
import { leadFormPages } from '@/content/lead-form-pages';
import { localizeHref } from '@/content/language-paths';

export type PartnerApplicationFormProps = {
  /** "page": the home page section (Apply for Partnership); "modal": inside the dialog (Submit Application). */
  variant: 'page' | 'modal';
  /** Called after a successful send (the modal closes itself with it). */
  onSuccess?: () => void;
  copy?: LeadFormCopy;
  common?: CommonFormCopy;
  language?: Locale;
  /** Where it posts without script; default: the home page's partner section, in `language` (/#partner, /es#partner). */
  permalink?: string;
};

/**
 * The partner program application, sent with the partner template as JSON (emailjs.send).
 * On the page, the outcome is said in the form; in the modal, success is a toast because
 * the modal closes. Without script, in the modal or on the page, it posts to the home page's
 * partner section, which shows the outcome in the form there.
 */
export function PartnerApplicationForm({
  variant,
  onSuccess,
  copy = leadFormCopy.partner,
  common = commonFormCopy,
  language,
  permalink = localizeHref(leadFormPages.partner, language ?? 'en'),
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
      permalink={permalink}
    />
  );
}
