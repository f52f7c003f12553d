'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { commonFormCopy, leadFormCopy, type CommonFormCopy, type LeadFormCopy } from '@/content/forms';
import type { Locale } from '@/lib/i18n/locale';

type DemoRequestFormProps = {
  source?: string;
  /** Called after a successful send: the dialog closes. */
  onSent: () => void;
  copy?: LeadFormCopy;
  common?: CommonFormCopy;
  language?: Locale;
};

/**
 * The short form inside the shared demo dialog, sent as JSON (emailjs.send) with the demo
 * template. Success is a toast (the dialog closes); a failure is said in the dialog.
 */
export function DemoRequestForm({ source, onSent, copy = leadFormCopy.demo, common = commonFormCopy, language }: DemoRequestFormProps) {
  return (
    <LeadForm
      form="demo"
      copy={copy}
      common={common}
      source={source}
      language={language}
      announce={{ success: 'toast', failure: 'inline' }}
      onSent={onSent}
    />
  );
}
