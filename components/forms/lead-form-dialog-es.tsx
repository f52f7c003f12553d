'use client';

import { formCopyFor } from '@/content/es/forms';
import { LeadFormDialog, type LeadFormDialogProps } from '@/components/forms/lead-form-dialog';
import type { DialogStateProps } from '@/components/ui/lazy-dialog';

/**
 * The lead dialogs in Spanish. Their words (content/es/forms.ts) travel with this lazily
 * loaded module, fetched when a visitor on a Spanish page reaches for a button, instead of
 * riding in the server payload of every Spanish page as props (~1 KB gzipped each).
 */
export function LeadFormDialogEs(props: Omit<LeadFormDialogProps, 'copy'> & DialogStateProps) {
  return <LeadFormDialog {...props} copy={formCopyFor('es').dialogs[props.form]} />;
}
