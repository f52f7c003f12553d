import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { DemoButton } from '@/components/demo/demo-dialog';
import { LocalizedContactForm } from '@/components/forms/localized/contact-form';
import { LocalizedPartnerForm } from '@/components/forms/localized/partner-form';
import { PartnerApplicationButton } from '@/components/forms/localized/dialog-buttons';
import { ContactPage, contactMetadata } from '@/components/pages/contact-page';
import { PartnershipsPage, partnershipsMetadata } from '@/components/pages/partnerships-page';
import { commonFormCopyEs, formCopyFor, leadFormCopyEs, PARTNER_EMPTY_FIELDS_ES } from '@/content/es/forms';
import { locationCounts } from '@/lib/forms/options';
import { businessTypeOptions as businessTypes } from '@/content/trades';
import { commonFormCopy, dialogCopy, leadFormCopy, validationCopy } from '@/content/forms';
import { dialogButtonCopy } from '@/content/form-buttons';
import { sendContactForm } from '@/lib/email/client';
import { notify } from '@/lib/toast';

/**
 * The lead forms, their dialogs and the two form pages in Spanish: the server wrappers pick
 * the Spanish copy and pass it to the same client components, so labels, validation
 * messages, outcomes and the lead's `language` follow the page's language.
 */

jest.mock('@/lib/email/client', () => ({
  sendContactForm: jest.fn(async () => ({ ok: false, status: 0, text: 'Network Error' })),
  sendDemoRequest: jest.fn(async () => ({ ok: false, status: 0, text: 'Network Error' })),
  sendPartnerApplication: jest.fn(async () => ({ ok: false, status: 0, text: 'Network Error' })),
}));
jest.mock('@/lib/toast', () => ({ notify: jest.fn(async () => undefined) }));

// The first submit loads zod, which takes seconds on a busy machine.
jest.setTimeout(30_000);

const es = formCopyFor('es');
const contactEs = es.forms.contact;
const messagesEs = es.common.messages;

/** Every English string a visitor of the forms could read. */
const englishFormWords = [
  ...Object.values(validationCopy).filter((message) => !message.includes('{')),
  'Send Message',
  'Send Request',
  'Submit Application',
  'Apply for Partnership',
  leadFormCopy.contact.success,
  leadFormCopy.contact.failure,
  commonFormCopy.optional,
  commonFormCopy.consent.answers.yes,
  commonFormCopy.consent.answers.no,
  dialogButtonCopy.demo,
  dialogButtonCopy.partner,
];

describe('the Spanish contact form', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows Spanish labels, hints and answers, and Spanish business types with the English values', () => {
    render(<LocalizedContactForm locale="es" source="contact" />);
    const form = screen.getByRole('form', { name: 'Formulario de contacto' });
    expect(within(form).getByLabelText(/^Nombre/)).toHaveAttribute('name', 'name');
    expect(within(form).getByLabelText(/^Correo electrónico/)).toHaveAttribute('name', 'email');
    expect(within(form).getByText('Empresa').parentElement).toHaveTextContent('Empresa (opcional)');
    expect(within(form).getByRole('radio', { name: 'Sí, envíenme mensajes' })).toBeInTheDocument();
    // Unavailable, not disabled, until a consent answer is chosen (tests/unit/lead-form-consent.test.tsx).
    expect(within(form).getByRole('button', { name: 'Enviar mensaje' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(form).getByRole('link', { name: 'Política de privacidad de SMS (en inglés)' })).toHaveAttribute(
      'href',
      '/privacy-phone-text',
    );

    const businessType = within(form).getByLabelText(/^Tipo de negocio/) as HTMLSelectElement;
    const options = Array.from(businessType.options).slice(1);
    expect(options.map((option) => option.value)).toEqual([...businessTypes]);
    expect(options.map((option) => option.textContent)).toContain('Panaderías');
    expect(options.find((option) => option.value === 'Bakeries')?.textContent).toBe('Panaderías');
    const locations = within(form).getByLabelText(/^Número de locales/) as HTMLSelectElement;
    expect(Array.from(locations.options).slice(1).map((option) => option.value)).toEqual([...locationCounts]);
    expect(Array.from(locations.options).at(-1)?.textContent).toBe('26 o más');

    for (const word of englishFormWords) expect(form).not.toHaveTextContent(word);
  });

  it('says its validation errors in Spanish when sent with empty fields, and focuses the first', async () => {
    const user = userEvent.setup();
    render(<LocalizedContactForm locale="es" />);
    await user.click(screen.getByRole('radio', { name: 'No, gracias' }));
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    const name = await screen.findByLabelText(/^Nombre/, { selector: '[aria-invalid="true"]' });
    expect(name).toHaveAccessibleDescription(messagesEs.name);
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription(messagesEs.email);
    expect(screen.getByRole('alert')).toHaveTextContent('Corrija los 2 campos marcados.');
    expect(screen.queryByText(validationCopy.name)).toBeNull();
    expect(sendContactForm).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Correo electrónico/), 'bo@bakes');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription(messagesEs.emailFormat));
  });

  it('sends language "es" with the lead, says the failure in Spanish and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<LocalizedContactForm locale="es" source="contact" />);
    await user.type(screen.getByLabelText(/^Nombre/), 'Marta Gómez');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'marta@panaderia.com');
    await user.selectOptions(screen.getByLabelText(/^Tipo de negocio/), 'Panaderías');
    await user.type(screen.getByLabelText(/^Mensaje/), 'Tenemos dos panaderías.');
    await user.click(screen.getByRole('radio', { name: 'Sí, envíenme mensajes' }));
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', contactEs.failure));
    expect(contactEs.failure).toMatch(/^No se pudo enviar el mensaje/);
    const [params] = jest.mocked(sendContactForm).mock.calls[0]!;
    expect(params).toMatchObject({
      language: 'es',
      from_name: 'Marta Gómez',
      from_email: 'marta@panaderia.com',
      business_type: 'Bakeries',
    });
    expect(params.message).toContain('Business type: Bakeries');
    expect(params.message).toContain('Please reply in Spanish');

    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Marta Gómez');
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('marta@panaderia.com');
    expect(screen.getByLabelText(/^Tipo de negocio/)).toHaveValue('Bakeries');
    expect(screen.getByLabelText(/^Mensaje/)).toHaveValue('Tenemos dos panaderías.');
    expect(screen.getByRole('radio', { name: 'Sí, envíenme mensajes' })).toBeChecked();
  });

  it('sends no language from the English form', async () => {
    const user = userEvent.setup();
    render(<LocalizedContactForm source="contact" />);
    await user.type(screen.getByLabelText(/^Name/), 'Bo Chen');
    await user.type(screen.getByLabelText(/^Email/), 'bo@example.com');
    await user.click(screen.getByRole('radio', { name: 'No, thanks' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', leadFormCopy.contact.failure));
    const [params] = jest.mocked(sendContactForm).mock.calls[0]!;
    expect(params).not.toHaveProperty('language');
    expect(params.message).not.toContain('Spanish');
  });
});

it('says the partner form\'s "fill in all fields" in Spanish', async () => {
  const user = userEvent.setup();
  render(<LocalizedPartnerForm locale="es" variant="page" />);
  await user.click(screen.getByRole('radio', { name: 'Sí, envíenme mensajes' }));
  await user.click(screen.getByRole('button', { name: leadFormCopyEs.partner!.submit!.idle! }));
  expect(await screen.findByRole('alert')).toHaveTextContent(PARTNER_EMPTY_FIELDS_ES);
  expect(screen.getAllByText(PARTNER_EMPTY_FIELDS_ES)).toHaveLength(1);
  expect(screen.getByLabelText(/^Nombre completo/)).toHaveAccessibleDescription(PARTNER_EMPTY_FIELDS_ES);
});

describe('the dialog buttons', () => {
  // The dialog is closed in the page's HTML: `hidden: true` finds it (and what it holds) by role.
  const closedDialog = (title: string) => {
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent(title);
    expect(dialog).toHaveAttribute('aria-labelledby', within(dialog).getByRole('heading', { hidden: true }).id);
    return dialog;
  };

  it('open the demo dialog in Spanish: title, description, Spanish form and a "Cerrar" button', () => {
    render(<DemoButton locale="es" source="es-test" />);
    const launcher = screen.getByRole('button', { name: 'Solicitar demostración' });
    const dialog = closedDialog(es.dialogs.demo.dialog.title);
    expect(launcher).toHaveAttribute('commandfor', dialog.id);
    expect(launcher).toHaveAttribute('command', 'show-modal');
    // Where the browser knows no invoker commands, the same dialog opens as a popover.
    expect(launcher).toHaveAttribute('popovertarget', dialog.id);
    expect(dialog).toHaveTextContent('Un especialista le llamará');
    expect(within(dialog).getByRole('button', { name: 'Cerrar', hidden: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('form', { name: 'Solicitud de demostración', hidden: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enviar solicitud', hidden: true })).toBeEnabled();
    expect(dialog).not.toHaveTextContent(dialogCopy.demo.title);
  });

  it('keep English by default, with the English dialog', () => {
    render(<DemoButton source="en-test" />);
    const launcher = screen.getByRole('button', { name: 'Request Demo' });
    const dialog = closedDialog(dialogCopy.demo.title);
    expect(launcher).toHaveAttribute('commandfor', dialog.id);
    expect(within(dialog).getByRole('button', { name: 'Close', hidden: true })).toHaveAttribute('command', 'close');
  });

  it('open the partner application in Spanish', () => {
    render(<PartnerApplicationButton locale="es" />);
    const launcher = screen.getByRole('button', { name: 'Aplicar ahora' });
    const dialog = closedDialog('Solicite ser socio');
    expect(launcher).toHaveAttribute('commandfor', dialog.id);
    expect(within(dialog).getByLabelText(/^Nombre completo/)).toBeInTheDocument();
  });
});

describe('/es/contact and /es/partnerships', () => {
  it('render Spanish headings, forms and /es links, without the English form words', () => {
    const contact = renderToStaticMarkup(<ContactPage locale="es" />);
    expect(contact).toContain('Hablemos de su negocio');
    expect(contact).toContain('Formulario de contacto');
    expect(contact).toContain('Correo electrónico');
    expect(contact).toContain('inglés, español, chino, portugués y ruso');
    expect(contact).toContain('BreadcrumbList');
    expect(contact).toContain('http://localhost:3000/es/contact');

    const partnerships = renderToStaticMarkup(<PartnershipsPage locale="es" />);
    expect(partnerships).toContain('Hágase nuestro socio');
    expect(partnerships).toContain('Aplicar ahora');
    expect(partnerships).toContain('href="/es/contact"');
    expect(partnerships).toContain('Hablar con ventas');
    for (const html of [contact, partnerships]) {
      for (const word of ['Request Demo', 'Apply Now', 'Send Message', 'Contact form', 'Become Our Partner', 'Let’s talk about your business']) {
        expect(html).not.toContain(word);
      }
    }
  });

  it('keep the English pages as they were', () => {
    const contact = renderToStaticMarkup(<ContactPage />);
    expect(contact).toContain('Let’s talk about your business');
    expect(contact).toContain('Send Message');
    const partnerships = renderToStaticMarkup(<PartnershipsPage />);
    expect(partnerships).toContain('Become Our Partner');
    expect(partnerships).toContain('href="/contact"');
  });

  it('declare Spanish titles, the /es canonical and both hreflang alternates', () => {
    const contact = contactMetadata('es');
    expect(contact.title).toBe('Hable con ventas');
    expect(contact.alternates?.canonical).toBe('http://localhost:3000/es/contact');
    expect(contact.alternates?.languages).toMatchObject({
      'en-US': 'http://localhost:3000/contact',
      'es-US': 'http://localhost:3000/es/contact',
    });
    expect(partnershipsMetadata('es').title).toBe('Programa de socios');
    expect(partnershipsMetadata('es').alternates?.canonical).toBe('http://localhost:3000/es/partnerships');
    expect(partnershipsMetadata('en').title).toBe('Partner Program');
  });
});

it('translates every message of the validation catalogue and every common word', () => {
  for (const [key, english] of Object.entries(validationCopy)) {
    const spanish = messagesEs[key as keyof typeof messagesEs];
    expect(spanish).toBeTruthy();
    expect(spanish).not.toBe(english);
  }
  expect(commonFormCopyEs.messages?.tooLong).toContain('{max}');
  expect(es.toasts).toEqual({ notifications: 'Notificaciones', close: 'Cerrar aviso' });
  expect(formCopyFor('en').forms.contact).toBe(leadFormCopy.contact);
});
