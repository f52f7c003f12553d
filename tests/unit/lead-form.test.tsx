import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/forms/contact-form';
import { DemoRequestForm } from '@/components/forms/demo-request-form';
import { PartnerApplicationForm } from '@/components/forms/partner-application-form';
import { commonFormCopy, leadFormCopy, PARTNER_EMPTY_FIELDS, type LeadFormCopy } from '@/content/forms';
import { leadForms, type FieldSpec } from '@/content/lead-forms';
import { validationCopy as fieldMessages } from '@/content/forms';

/**
 * The one lead-form shell, through the three forms built on it: fields drawn from the
 * field lists with their copy, the label/hint/error wiring, and copy passed as props.
 * Sending is covered end to end by the Playwright specs against the real endpoint.
 */

// The first submit loads zod and the EmailJS SDK, which takes seconds on a busy machine.
jest.setTimeout(30_000);

const forms = [
  { id: 'contact', render: () => render(<ContactForm source="/contact" />) },
  { id: 'demo', render: () => render(<DemoRequestForm onSent={() => undefined} />) },
  { id: 'partner', render: () => render(<PartnerApplicationForm variant="page" />) },
] as const;

describe.each(forms)('the $id form', ({ id, render: draw }) => {
  const copy: LeadFormCopy = leadFormCopy[id];

  it('shows every field of its list with its label, required ones starred, the others "(optional)"', () => {
    draw();
    const form = screen.getByRole('form', { name: copy.name });
    const fields: readonly FieldSpec[] = leadForms[id].fields;
    for (const field of fields) {
      const label = copy.fields[field.name]!.label;
      const control = within(form).getByLabelText(new RegExp(`^${label}`));
      expect(control).toHaveAttribute('name', field.name);
      if (field.required) {
        expect(control).toBeRequired();
      } else {
        expect(control).not.toBeRequired();
        expect(control.closest('div')).toHaveTextContent(`${label} ${commonFormCopy.optional}`);
      }
    }
  });

  it('asks the consent question as a required radio group with the SMS policy link, refusing a missing answer under it', async () => {
    // Submit waits for the answer (tests/unit/lead-form-consent.test.tsx); pressing it says why.
    const user = userEvent.setup();
    draw();
    await user.click(screen.getByRole('button', { name: copy.submit.idle }));
    await waitFor(() => expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(expect.stringContaining(fieldMessages.consent)));
    const first = screen.getByRole('radio', { name: commonFormCopy.consent.answers.yes });
    expect(first).toBeRequired();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: commonFormCopy.consent.policy.label })).toHaveAttribute(
      'href',
      commonFormCopy.consent.policy.href,
    );
  });
});

it('puts each error under its field, links it, marks the field invalid and focuses the first', async () => {
  const user = userEvent.setup();
  render(<ContactForm />);
  const email = screen.getByLabelText(/^Email/);
  await user.type(email, 'bo@bakes');
  await user.click(screen.getByRole('radio', { name: 'No, thanks' }));
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  const name = await screen.findByLabelText(/^Name/, { selector: '[aria-invalid="true"]' });
  expect(name).toHaveAccessibleDescription(fieldMessages.name);
  expect(name).toHaveFocus();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription(fieldMessages.emailFormat);
  expect(screen.getByLabelText(/^Company/)).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct the 2 highlighted fields.');
  // What was typed stays.
  expect(email).toHaveValue('bo@bakes');

  await user.type(name, 'Bo');
  expect(name).not.toHaveAttribute('aria-invalid');
  expect(name).not.toHaveAccessibleDescription(fieldMessages.name);
});

it('says the partner form\'s "fill in all fields" once, as the form message every empty field points at', async () => {
  const user = userEvent.setup();
  render(<PartnerApplicationForm variant="page" />);
  await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
  await user.click(screen.getByRole('radio', { name: 'Yes, text me' }));
  await user.click(screen.getByRole('button', { name: 'Apply for Partnership' }));

  await screen.findByText(PARTNER_EMPTY_FIELDS);
  expect(screen.getAllByText(PARTNER_EMPTY_FIELDS)).toHaveLength(1);
  expect(screen.getByRole('alert')).toHaveTextContent(PARTNER_EMPTY_FIELDS);
  for (const label of ['Full name', 'Phone']) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(PARTNER_EMPTY_FIELDS);
  }
  expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
  expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
});

it('draws the same form from another copy passed as props (a translation)', async () => {
  const user = userEvent.setup();
  const copy: LeadFormCopy = {
    ...leadFormCopy.contact,
    name: 'Formulario de contacto',
    fields: {
      ...leadFormCopy.contact.fields,
      name: { label: 'Nombre', hint: 'Como quiere que le llamemos.' },
      email: { label: 'Correo electrónico' },
    },
    submit: { idle: 'Enviar mensaje', sending: 'Enviando...' },
    invalid: { one: 'Corrija el campo marcado.', many: 'Corrija los {count} campos marcados.' },
  };
  const common = {
    ...commonFormCopy,
    optional: '(opcional)',
    consent: { ...commonFormCopy.consent, answers: { yes: 'Sí, envíenme mensajes', no: 'No, gracias' } },
  };
  render(<ContactForm copy={copy} common={common} />);

  const form = screen.getByRole('form', { name: 'Formulario de contacto' });
  const name = within(form).getByLabelText(/^Nombre/);
  expect(name).toHaveAccessibleDescription('Como quiere que le llamemos.');
  expect(within(form).getByText('Company').parentElement).toHaveTextContent('Company (opcional)');
  await user.click(within(form).getByRole('radio', { name: 'No, gracias' }));
  await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Corrija los 2 campos marcados.');
  // The hint stays first in the description, the error follows it.
  expect(name).toHaveAccessibleDescription(`Como quiere que le llamemos. ${fieldMessages.name}`);
});
