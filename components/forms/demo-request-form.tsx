'use client';

import { site } from '@/content/site';

type DemoRequestFormProps = {
  source?: string;
  onSent: () => void;
};

/**
 * Interim content of the demo dialog until the lead-form work lands: direct ways to reach sales.
 * Replaced by the validated EmailJS form (issue: lead forms).
 */
export function DemoRequestForm({ source }: DemoRequestFormProps) {
  return (
    <div data-source={source} className="space-y-3 text-sm">
      <a className="block rounded-card border border-line p-4 font-medium hover:bg-surface-warm" href={`mailto:${site.sales.email}`}>
        Email {site.sales.email}
      </a>
    </div>
  );
}
