'use client';

import { LeadForm, type LeadFormOptions } from '@/components/forms/lead-form';
import { commonFormCopy, leadFormCopy } from '@/content/forms';

/**
 * The contact form (/contact, /mwaa2025, /resources). It goes out as multipart form data
 * (emailjs.sendForm) with the contact template; the outcome is a toast. Another language's
 * copy comes as props from the server (components/forms/localized.tsx picks it).
 */
export function ContactForm({ copy = leadFormCopy.contact, common = commonFormCopy, ...options }: LeadFormOptions) {
  return <LeadForm form="contact" copy={copy} common={common} announce={{ success: 'toast', failure: 'toast' }} {...options} />;
}
