import { render, screen } from '@testing-library/react';
import { LeadDialog } from '@/components/forms/lead-dialog';
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
 * inline forms do not bring content/site.ts to the browser); the dialog fills them in.
 * jsdom draws a closed <dialog>'s content in the tree, so `hidden: true` finds it by role.
 */

describe('the lead dialogs say the brand and the reply time', () => {
  it('in the demo dialog and its success message', () => {
    render(<LeadDialog id="demo-request" form="demo" />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent(`See ${site.name} on your own menu. A specialist will call you within ${site.replyWithin} to set up a 20-minute walkthrough.`);
    expect(screen.getByTestId('success')).toHaveTextContent(`Demo request sent! We'll call you within ${site.replyWithin} to set it up.`);
    expect(dialog).not.toHaveTextContent(/\{\w+\}/);
  });

  it('in the partner dialog', () => {
    render(<LeadDialog id="partner-application" form="partner" />);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveTextContent(`Tell us how to reach you. Our partnerships team replies within ${site.replyWithin}.`);
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveTextContent(/\{\w+\}/);
  });

  it('in Spanish too', () => {
    render(<LeadDialog id="demo-request" form="demo" copy={formCopyFor('es').dialogs.demo} />);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveTextContent(`Vea ${site.name} funcionando con su propio menú.`);
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveTextContent(/\{\w+\}/);
    expect(screen.getByTestId('success')).not.toHaveTextContent(/\{\w+\}/);
  });
});
