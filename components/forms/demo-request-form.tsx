'use client';

import { LeadForm, type LeadFormOptions } from '@/components/forms/lead-form';
import { commonFormCopy, leadFormCopy } from '@/content/forms';
import { leadFormPages } from '@/content/lead-form-pages';
import { localizeHref } from '@/content/language-paths';

type DemoRequestFormProps = LeadFormOptions & {
  /** Called after a successful send: the dialog closes. Without it (the /demo page) success is said in the form. */
  onSent?: () => void;
};

/**
 * The short demo request form, sent as JSON (emailjs.send) with the demo template: inside
 * the shared demo dialog, where success is a toast (the dialog closes) and a failure is said
 * in the dialog, and inline on /demo, where both are said in the form. Without script it
 * posts to /demo (/es/demo) wherever it is, and that page shows the outcome.
 */
export function DemoRequestForm({ copy = leadFormCopy.demo, common = commonFormCopy, ...options }: DemoRequestFormProps) {
  const announce = { success: options.onSent ? 'toast' : 'inline', failure: 'inline' } as const;
  const permalink = options.permalink ?? localizeHref(leadFormPages.demo, options.language ?? 'en');
  return <LeadForm form="demo" copy={copy} common={common} announce={announce} {...options} permalink={permalink} />;
}
