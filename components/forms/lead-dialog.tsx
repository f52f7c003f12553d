import { siteFor } from '@/content/es/site';
import type { LeadDialogCopy } from '@/content/forms';
import { LeadDialogFrame } from '@/components/forms/lead-dialog-frame';

export type LeadDialogProps = {
  /** The element id its launchers name in `commandfor`. */
  id: string;
  form: 'demo' | 'partner';
  /** Where a demo request came from when its launcher does not say (the first launcher's source). */
  source?: string;
  /** The dialog's and its form's words in the page's language; English without it. */
  copy?: LeadDialogCopy;
};

/**
 * The demo request or partner application dialog (components/forms/lead-dialog-frame.tsx).
 * A server component: it hands the frame the few facts its words name, so content/site.ts
 * and the modules it imports stay out of the browser's code (0.9 KB gzipped on /pricing).
 */
export function LeadDialog(props: LeadDialogProps) {
  const site = siteFor(props.copy?.language ?? 'en');
  return <LeadDialogFrame {...props} facts={{ brand: site.name, replyWithin: site.replyWithin }} salesPhone={site.sales.phone} />;
}
