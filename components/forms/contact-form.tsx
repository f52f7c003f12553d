'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { commonFormCopy, leadFormCopy, type CommonFormCopy, type LeadFormCopy } from '@/lib/forms/copy';

/**
 * The contact form (/contact, /mwaa2025, /resources). It goes out as multipart form data
 * (emailjs.sendForm) with the contact template; the outcome is a toast.
 */
export function ContactForm({
  source,
  copy = leadFormCopy.contact,
  common = commonFormCopy,
}: {
  source?: string;
  copy?: LeadFormCopy;
  common?: CommonFormCopy;
}) {
  return <LeadForm form="contact" copy={copy} common={common} source={source} announce={{ success: 'toast', failure: 'toast' }} />;
}
