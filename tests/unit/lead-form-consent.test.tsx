import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ContactForm } from '@/components/forms/contact-form';
import { DemoRequestForm } from '@/components/forms/demo-request-form';
import { PartnerApplicationForm } from '@/components/forms/partner-application-form';
import { commonFormCopy, leadFormCopy, type CommonFormCopy, type LeadFormCopy } from '@/content/forms';
import { formCopyFor } from '@/content/es/forms';
import { leadForms, type FieldSpec } from '@/content/lead-forms';
import type { ConsentAnswer } from '@/lib/forms/options';
import type { Locale } from '@/lib/i18n/locale';
import { postLead } from '@/services/forms/post-lead';
import { sendLead } from '@/services/forms/send';

/**
 * The spec's consent rule (SPEC §4 "Submit is disabled until a consent choice is made",
 * §5 "consent choice must be picked before submit is enabled"), in both languages, on the
 * three forms that ask the question. With script, Submit is unavailable (aria-disabled, so
 * it keeps focus and its name) until yes or no is chosen; pressing it sends nothing and
 * points at the question. The server's HTML carries no such mark, so the button works
 * before script (tests/e2e/lead-forms-no-script.spec.ts covers the post itself).
 *
 * The sender is replaced by a recorder here: what it sends is covered end to end by the
 * Playwright specs against the real endpoint; this file checks whether the form calls it.
 */

jest.mock('@/services/forms/send', () => ({ sendLead: jest.fn(async () => ({ ok: true, status: 200, text: 'OK' })) }));
jest.mock('@/lib/toast', () => ({ notify: jest.fn(async () => undefined) }));

// The first submit loads zod, which takes seconds on a busy machine.
jest.setTimeout(30_000);

type FormId = 'contact' | 'demo' | 'partner';

const wordsFor = (form: FormId, locale: Locale): { copy: LeadFormCopy; common: CommonFormCopy } =>
  locale === 'en' ? { copy: leadFormCopy[form], common: commonFormCopy } : { copy: formCopyFor(locale).forms[form], common: formCopyFor(locale).common };

function draw(form: FormId, locale: Locale) {
  const { copy, common } = wordsFor(form, locale);
  const language = locale === 'en' ? undefined : locale;
  if (form === 'contact') return <ContactForm copy={copy} common={common} language={language} />;
  if (form === 'demo') return <DemoRequestForm copy={copy} common={common} language={language} onSent={() => undefined} />;
  return <PartnerApplicationForm variant="page" copy={copy} common={common} language={language} />;
}

const typed: Record<string, string> = { name: 'Ana Ruiz', email: 'ana@example.com', phone: '(954) 555-0100' };

const cases = (['contact', 'demo', 'partner'] as const).flatMap((form) => (['en', 'es'] as const).map((locale) => ({ form, locale })));

describe.each(cases)('the $form form ($locale)', ({ form, locale }) => {
  const { copy, common } = wordsFor(form, locale);
  const submitName = copy.submit.idle;

  beforeEach(() => jest.clearAllMocks());

  it('keeps Submit unavailable until a consent answer is chosen: aria-disabled, still focusable and named', () => {
    render(draw(form, locale));
    const submit = screen.getByRole('button', { name: submitName });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    // Not the native attribute: it stays in the tab order and keeps its name.
    expect(submit).not.toHaveAttribute('disabled');
    submit.focus();
    expect(submit).toHaveFocus();
  });

  it('sends nothing when the unavailable Submit is pressed, says why under the question and focuses it', async () => {
    const user = userEvent.setup();
    render(draw(form, locale));
    const lead = screen.getByRole('form', { name: copy.name });
    const fields: readonly FieldSpec[] = leadForms[form].fields;
    for (const field of fields.filter((spec) => spec.required)) {
      await user.type(within(lead).getByLabelText(new RegExp(`^${copy.fields[field.name]!.label}`)), typed[field.name]!);
    }
    await user.click(screen.getByRole('button', { name: submitName }));

    const group = within(lead).getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(expect.stringContaining(common.messages.consent));
    expect(within(lead).getByText(common.messages.consent)).toBeVisible();
    expect(within(lead).getByRole('radio', { name: common.consent.answers.yes })).toHaveFocus();
    expect(within(lead).getByRole('alert')).toHaveTextContent(copy.invalid.one);

    // Enter in a field (the browser's implicit submission) is refused the same way.
    await user.type(within(lead).getByLabelText(new RegExp(`^${copy.fields.email!.label}`)), '{Enter}');
    expect(within(lead).getByRole('radio', { name: common.consent.answers.yes })).toHaveFocus();

    // Neither the script's sender nor the form's no-script action ran.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sendLead).not.toHaveBeenCalled();
    expect(postLead).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: submitName })).toHaveAttribute('aria-disabled', 'true');
  });

  it.each(['yes', 'no'] as const)('makes Submit available once "%s" is chosen, and the form sends', async (answer: ConsentAnswer) => {
    const user = userEvent.setup();
    let finish!: (result: { ok: true; status: number; text: string }) => void;
    jest.mocked(sendLead).mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    render(draw(form, locale));
    const lead = screen.getByRole('form', { name: copy.name });
    const fields: readonly FieldSpec[] = leadForms[form].fields;
    for (const field of fields.filter((spec) => spec.required)) {
      await user.type(within(lead).getByLabelText(new RegExp(`^${copy.fields[field.name]!.label}`)), typed[field.name]!);
    }
    await user.click(within(lead).getByRole('radio', { name: common.consent.answers[answer] }));
    const submit = screen.getByRole('button', { name: submitName });
    expect(submit).not.toHaveAttribute('aria-disabled');
    expect(submit).toBeEnabled();

    await user.click(submit);
    // While sending, the button is disabled outright, as before.
    const sending = await screen.findByRole('button', { name: copy.submit.sending });
    expect(sending).toBeDisabled();
    expect(sendLead).toHaveBeenCalledTimes(1);
    expect(jest.mocked(sendLead).mock.calls[0]![1]).toMatchObject({ name: 'Ana Ruiz', email: 'ana@example.com', consent: answer });
    await act(async () => finish({ ok: true, status: 200, text: 'OK' }));
    // A sent form is cleared, consent too: Submit waits for an answer again.
    await waitFor(() => expect(screen.getByRole('button', { name: submitName })).toHaveAttribute('aria-disabled', 'true'));
  });

  it('ships a working Submit in the server HTML and marks it unavailable once hydrated, without a mismatch', async () => {
    const html = renderToString(draw(form, locale));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const served = within(container).getByRole('button', { name: submitName });
    // Before script (and without it) the button posts the form; the server checks the answer.
    expect(served).not.toHaveAttribute('aria-disabled');
    expect(served).not.toHaveAttribute('disabled');

    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, draw(form, locale), { onRecoverableError: (error) => mismatches.push(error) }));
    expect(within(container).getByRole('button', { name: submitName })).toHaveAttribute('aria-disabled', 'true');
    expect(mismatches).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
