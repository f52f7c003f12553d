'use client';

import { LeadForm, type LeadFormOptions } from '@/components/forms/lead-form';
import { commonFormCopy, leadFormCopy } from '@/content/forms';

type DemoRequestFormProps = LeadFormOptions & {
  /** Called after a successful send: the dialog closes. */
  onSent: () => void;
};

/**
 * The short form inside the shared demo dialog, sent as JSON (emailjs.send) with the demo
 * template. Success is a toast (the dialog closes); a failure is said in the dialog.
 */
export function DemoRequestForm({ copy = leadFormCopy.demo, common = commonFormCopy, ...options }: DemoRequestFormProps) {
  return <LeadForm form="demo" copy={copy} common={common} announce={{ success: 'toast', failure: 'inline' }} {...options} />;
}
