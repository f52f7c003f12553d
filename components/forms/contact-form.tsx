'use client';

import { site } from '@/content/site';

/**
 * Interim contact form until the lead-form work lands (issue: lead forms).
 * Same export and props as the final EmailJS form.
 */
export function ContactForm({ source }: { source?: string }) {
  return (
    <p data-source={source} className="text-sm text-ink-muted">
      Email <a className="font-medium text-brand underline" href={`mailto:${site.sales.email}`}>{site.sales.email}</a>.
    </p>
  );
}
