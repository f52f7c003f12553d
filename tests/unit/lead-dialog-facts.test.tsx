import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { LeadFormDialog } from '@/components/forms/lead-form-dialog';
import { site } from '@/content/site';
import { formCopyFor } from '@/content/es/forms';

// The forms stand in as their copy's success message: what a visitor reads once the lead is sent.
jest.mock('@/components/forms/demo-request-form', () => ({
  DemoRequestForm: ({ copy }: { copy: { success: string } }) => <p data-testid="success">{copy.success}</p>,
}));
jest.mock('@/components/forms/partner-application-form', () => ({
  PartnerApplicationForm: ({ copy }: { copy: { success: string } }) => <p data-testid="success">{copy.success}</p>,
}));

/**
 * content/forms.ts marks the brand and the reply time with `{brand}` and `{replyWithin}` (so the
 * inline forms do not bring content/site.ts to the browser); the lazily loaded dialog fills them in.
 */
const state = { open: true, onOpenChange: () => undefined, returnFocusTo: createRef<HTMLElement>() };

describe('the lead dialogs say the brand and the reply time', () => {
  it('in the demo dialog and its success message', () => {
    render(<LeadFormDialog form="demo" {...state} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(`See ${site.name} on your own menu. A specialist will call you within ${site.replyWithin} to set up a 20-minute walkthrough.`);
    expect(screen.getByTestId('success')).toHaveTextContent(`Demo request sent! We'll call you within ${site.replyWithin} to set it up.`);
    expect(dialog).not.toHaveTextContent(/\{\w+\}/);
  });

  it('in the partner dialog', () => {
    render(<LeadFormDialog form="partner" {...state} />);
    expect(screen.getByRole('dialog')).toHaveTextContent(`Tell us how to reach you. Our partnerships team replies within ${site.replyWithin}.`);
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/\{\w+\}/);
  });

  it('in Spanish too', () => {
    render(<LeadFormDialog form="demo" {...state} copy={formCopyFor('es').dialogs.demo} />);
    expect(screen.getByRole('dialog')).toHaveTextContent(`Vea ${site.name} funcionando con su propio menú.`);
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/\{\w+\}/);
    expect(screen.getByTestId('success')).not.toHaveTextContent(/\{\w+\}/);
  });
});
