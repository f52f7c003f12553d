'use client';

import { site } from '@/content/site';

export type PartnerApplicationFormProps = {
  /** "page": the home page section (button reads Applying...); "modal": inside the dialog (Submitting...). */
  variant: 'page' | 'modal';
  /** Called after a successful send (the modal closes itself with it). */
  onSuccess?: () => void;
};

/**
 * Interim partner application until the lead-form work lands (issue: lead forms):
 * a direct line to the partnerships team. Same props as the final form.
 */
export function PartnerApplicationForm({ variant }: PartnerApplicationFormProps) {
  return (
    <p data-variant={variant} className="text-sm text-ink-muted">
      Email <a className="font-medium text-brand underline" href={`mailto:${site.sales.email}`}>{site.sales.email}</a> to apply.
    </p>
  );
}
