'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { commonFormCopy, leadFormCopy, type CommonFormCopy, type LeadFormCopy } from '@/content/forms';
import type { Locale } from '@/lib/i18n/locale';

/**
 * The contact form (/contact, /mwaa2025, /resources). It goes out as multipart form data
 * (emailjs.sendForm) with the contact template; the outcome is a toast. Another language's
 * copy comes as props from the server (components/forms/localized.tsx picks it).
 */
export function ContactForm({
  source,
  copy = leadFormCopy.contact,
  common = commonFormCopy,
  language,
}: {
  source?: string;
  copy?: LeadFormCopy;
  common?: CommonFormCopy;
  language?: Locale;
}) {
  return (
    <LeadForm
      form="contact"
      copy={copy}
      common={common}
      source={source}
      language={language}
      announce={{ success: 'toast', failure: 'toast' }}
    />
  );
}
