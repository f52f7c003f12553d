/**
 * The default words of the buttons that open the lead-form dialogs. Those buttons are on
 * nearly every page, so their words are kept apart from the forms' own copy
 * (content/forms.ts), which loads only with a form.
 */
export const dialogButtonCopy = {
  demo: 'Request Demo',
  partner: 'Apply Now',
} as const satisfies Record<'demo' | 'partner', string>;
