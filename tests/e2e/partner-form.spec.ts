import { expect, test, type Page } from './fixtures';
import { dismissCookieBanner, expectNoAxeViolations, pressUnavailable } from './support';
import {
  answerEmailWith,
  blockedEmail,
  failureAnswers,
  formHosts,
  holdRequests,
  outboxRecordFor,
  recordConsoleErrors,
  recordEmailRequests,
  tabTo,
  throttleMs,
  uniqueEmail,
} from './lead-forms-support';
import { leadFormCopy, PARTNER_EMPTY_FIELDS, validationCopy } from '../../content/forms';

/**
 * The partner application: the page form (home page, section #partner) and the modal
 * opened by Apply Now on /partnerships. Sent as JSON to /api/v1.0/email/send.
 */
const { success: SUCCESS, failure: FAILURE } = leadFormCopy.partner;
const EMPTY = PARTNER_EMPTY_FIELDS;

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

async function openPageForm(page: Page) {
  await page.goto(`${formHosts.partnerPage}#partner`);
  const form = page.getByRole('form', { name: 'Partner application' });
  await expect(form).toBeVisible();
  return form;
}

async function openModalForm(page: Page) {
  await page.goto(formHosts.partnerModal);
  await page.getByRole('main').getByRole('button', { name: 'Apply Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Apply to become a partner' });
  const form = dialog.getByRole('form', { name: 'Partner application' });
  await expect(form).toBeVisible();
  return { dialog, form };
}

async function fill(form: ReturnType<Page['getByRole']>, values: { name: string; phone: string; email: string }, consent: 'Yes, text me' | 'No, thanks' = 'Yes, text me') {
  await form.getByLabel('Full name').fill(values.name);
  await form.getByLabel('Phone').fill(values.phone);
  await form.getByLabel('Email').fill(values.email);
  await form.getByRole('radio', { name: consent }).check();
}

test('Apply waits for a consent answer: pressed before one, it refuses under the question and sends nothing', async ({ page }, testInfo) => {
  const requests = recordEmailRequests(page);
  const form = await openPageForm(page);
  const submit = form.getByRole('button', { name: 'Apply for Partnership' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await form.getByLabel('Full name').fill('Ana Ruiz');
  await form.getByLabel('Phone').fill('(954) 555-0100');
  await form.getByLabel('Email').fill('ana@example.com');
  await pressUnavailable(submit, testInfo);
  const group = form.getByRole('radiogroup');
  await expect(group).toHaveAccessibleDescription(new RegExp(validationCopy.consent.replace(/\./g, '\\.')));
  await expect(form.getByRole('radio', { name: 'Yes, text me' })).toBeFocused();
  expect(requests).toHaveLength(0);
});

for (const empty of ['name', 'phone', 'email'] as const) {
  test(`a ${empty} left blank (spaces only) shows the catalogue message and sends nothing`, async ({ page }) => {
    const requests = recordEmailRequests(page);
    const form = await openPageForm(page);
    const values = { name: 'Ana Ruiz', phone: '(954) 555-0100', email: 'ana@example.com', [empty]: '   ' };
    await fill(form, values);
    await form.getByRole('button', { name: 'Apply for Partnership' }).click();
    await expect(form.getByRole('alert')).toHaveText(EMPTY);
    const label = { name: 'Full name', phone: 'Phone', email: 'Email' }[empty];
    const field = form.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(EMPTY.replace(/\./g, '\\.')));
    await expect(field).toBeFocused();
    expect(requests).toHaveLength(0);
  });
}

test('the page form sends the application through the built-in endpoint, says Applying..., then clears', async ({ page }, testInfo) => {
  const requests = recordEmailRequests(page);
  const form = await openPageForm(page);
  const email = uniqueEmail(testInfo, 'partner-page');
  await fill(form, { name: '  Ana Ruiz ', phone: '(954) 555-0100', email }, 'No, thanks');
  const release = await holdRequests(page, 'send');
  await form.getByRole('button', { name: 'Apply for Partnership' }).click();
  await expect(form.getByRole('button', { name: 'Applying...' })).toBeDisabled();
  release();
  await expect(form.getByRole('status').or(form.getByRole('alert'))).toHaveText(SUCCESS);
  for (const label of ['Full name', 'Phone', 'Email']) await expect(form.getByLabel(label)).toHaveValue('');
  await expect(form.getByRole('radio', { name: 'No, thanks' })).not.toBeChecked();

  expect(requests).toHaveLength(1);
  const request = requests[0]!;
  expect(request.method()).toBe('POST');
  expect(new URL(request.url()).pathname).toBe('/api/v1.0/email/send');
  expect(request.headers()['content-type']).toBe('application/json');
  const body = request.postDataJSON();
  expect(Object.keys(body).sort()).toEqual(['lib_version', 'service_id', 'template_id', 'template_params', 'user_id']);
  expect(body.lib_version).toBe('4.4.1');
  expect(body.user_id).toEqual(expect.any(String));
  expect(body.service_id).toEqual(expect.any(String));
  expect(body.template_id).toEqual(expect.any(String));
  const params = body.template_params;
  expect(Object.keys(params).sort()).toEqual(['attr_landing', 'attr_lang', 'attr_page', 'attr_viewport', 'fill_ms', 'from_email', 'from_name', 'message', 'phone', 'subject', 'to_name']);
  expect(params.attr_page).toBe(new URL(page.url()).pathname);
  expect(params.from_name).toBe('Ana Ruiz');
  expect(params.from_email).toBe(email);
  expect(params.phone).toBe('(954) 555-0100');
  expect(params.message).toContain('Name: Ana Ruiz');
  expect(params.message).toContain(`Email: ${email}`);
  expect(params.message).toContain('Text-message consent: No');
  expect(params.to_name).toBe('Ladle Sales Team');
  expect(params.subject).toBe('New Ladle partner program application');

  // Answered 200 only after it was flushed: the line is there now.
  const stored = outboxRecordFor(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ form: 'partner', via: 'send', template_params: params });
});

for (const answer of failureAnswers) {
  test(`the page form shows the failure message and keeps the input on ${answer.label}`, async ({ page }) => {
    const errors = recordConsoleErrors(page);
    const form = await openPageForm(page);
    await answerEmailWith(page, 'send', answer);
    await fill(form, { name: 'Ana Ruiz', phone: '(954) 555-0100', email: 'ana@example.com' });
    await form.getByRole('button', { name: 'Apply for Partnership' }).click();
    await expect(form.getByRole('alert')).toHaveText(FAILURE);
    await expect(form.getByLabel('Full name')).toHaveValue('Ana Ruiz');
    await expect(form.getByLabel('Phone')).toHaveValue('(954) 555-0100');
    await expect(form.getByLabel('Email')).toHaveValue('ana@example.com');
    await expect(form.getByRole('radio', { name: 'Yes, text me' })).toBeChecked();
    await expect(form.getByRole('button', { name: 'Apply for Partnership' })).toBeEnabled();
    const expected = answer.status === 0 ? '(0 Network Error)' : `(${answer.status} ${answer.body})`;
    expect(errors.join('\n')).toContain(expected);
  });
}

test('the modal says Submitting..., closes on success and the success stays visible as a toast', async ({ page }, testInfo) => {
  const requests = recordEmailRequests(page);
  const { dialog, form } = await openModalForm(page);
  const email = uniqueEmail(testInfo, 'partner-modal');
  await expect(form.getByRole('button', { name: 'Submit Application' })).toHaveAttribute('aria-disabled', 'true');
  await fill(form, { name: 'Dee Partner', phone: '+1 954 555 0111', email });
  const release = await holdRequests(page, 'send');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(requests[0]!.postDataJSON().template_params).toMatchObject({ from_name: 'Dee Partner', from_email: email, phone: '+1 954 555 0111' });
  expect(outboxRecordFor(email)).toHaveLength(1);

  // Reopened, the form is empty.
  await page.getByRole('main').getByRole('button', { name: 'Apply Now' }).first().click();
  await expect(page.getByRole('dialog').getByLabel('Full name')).toHaveValue('');
});

test('the modal stays open with everything typed when sending fails', async ({ page }) => {
  const { dialog, form } = await openModalForm(page);
  await answerEmailWith(page, 'send', failureAnswers[3]);
  await fill(form, { name: 'Dee Partner', phone: '+1 954 555 0111', email: 'dee@example.com' }, 'No, thanks');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByRole('alert')).toHaveText(FAILURE);
  await expect(dialog).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('Dee Partner');
  await expect(form.getByLabel('Email')).toHaveValue('dee@example.com');
  await expect(form.getByRole('radio', { name: 'No, thanks' })).toBeChecked();
});

test('a blocklisted from_email is refused by the SDK: failure message, no request leaves the browser', async ({ page }) => {
  const requests = recordEmailRequests(page);
  const form = await openPageForm(page);
  await fill(form, { name: 'Spam Bot', phone: '(954) 555-0100', email: blockedEmail });
  await form.getByRole('button', { name: 'Apply for Partnership' }).click();
  await expect(form.getByRole('alert')).toHaveText(FAILURE);
  await expect(form.getByLabel('Email')).toHaveValue(blockedEmail);
  // The SDK refuses before it sends, and the failure message comes after that decision: a
  // request, had one left, is recorded when it starts, before its answer could show a message.
  expect(requests).toHaveLength(0);
});

test('a second application inside the throttle window is refused by the SDK without a request', async ({ page }, testInfo) => {
  const requests = recordEmailRequests(page);
  const form = await openPageForm(page);
  const first = uniqueEmail(testInfo, 'throttle-first');
  await fill(form, { name: 'Ana Ruiz', phone: '(954) 555-0100', email: first });
  await form.getByRole('button', { name: 'Apply for Partnership' }).click();
  await expect(form.getByRole('status').or(form.getByRole('alert'))).toHaveText(SUCCESS);
  const started = Date.now();
  await fill(form, { name: 'Ana Ruiz', phone: '(954) 555-0100', email: 'second@example.com' });
  await form.getByRole('button', { name: 'Apply for Partnership' }).click();
  await expect(form.getByRole('alert')).toHaveText(FAILURE);
  expect(Date.now() - started).toBeLessThan(throttleMs);
  await expect(form.getByLabel('Email')).toHaveValue('second@example.com');
  // As above: the refusal message comes after the decision not to send.
  expect(requests).toHaveLength(1);
  expect(outboxRecordFor('second@example.com')).toHaveLength(0);
});

test('a filled honeypot "succeeds" without sending anything', async ({ page }) => {
  const requests = recordEmailRequests(page);
  const form = await openPageForm(page);
  await fill(form, { name: 'Bot', phone: '(954) 555-0100', email: 'bot@example.com' });
  await form.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await form.getByRole('button', { name: 'Apply for Partnership' }).click();
  await expect(form.getByRole('status').or(form.getByRole('alert'))).toHaveText(SUCCESS);
  expect(requests).toHaveLength(0);
});

test('the page form can be completed with the keyboard alone', async ({ page }, testInfo) => {
  const form = await openPageForm(page);
  const email = uniqueEmail(testInfo, 'partner-keys');
  await page.keyboard.press('Tab');
  await tabTo(page, form.getByLabel('Full name'));
  await page.keyboard.type('Kay Board');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Phone')).toBeFocused();
  await page.keyboard.type('954 555 0123');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await tabTo(page, form.getByRole('radio', { name: 'Yes, text me' }));
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'No, thanks' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Apply for Partnership' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status').or(form.getByRole('alert'))).toHaveText(SUCCESS);
  expect(outboxRecordFor(email)[0]?.template_params.message).toContain('Text-message consent: No');
});

test('the modal can be opened and completed with the keyboard alone', async ({ page }, testInfo) => {
  await page.goto(formHosts.partnerModal);
  const email = uniqueEmail(testInfo, 'partner-modal-keys');
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Apply Now' }).first(), 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Apply to become a partner' });
  await tabTo(page, dialog.getByLabel('Full name'));
  await page.keyboard.type('Kay Modal');
  await page.keyboard.press('Tab');
  await page.keyboard.type('954 555 0124');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await tabTo(page, dialog.getByRole('radio', { name: 'Yes, text me' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(outboxRecordFor(email)).toHaveLength(1);
});

test('axe finds nothing with the errors showing, on the page form and in the modal', async ({ page }) => {
  test.slow(); // axe runs over the whole page
  const form = await openPageForm(page);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('radio', { name: 'Yes, text me' }).check();
  await form.getByRole('button', { name: 'Apply for Partnership' }).click();
  await expect(form.getByRole('alert')).toHaveText(EMPTY);
  await expectNoAxeViolations(page, 'partner page form with errors');

  const { form: modal } = await openModalForm(page);
  await modal.getByLabel('Phone').fill('12');
  await modal.getByLabel('Full name').fill('A');
  await modal.getByLabel('Email').fill('a@example.com');
  await modal.getByRole('radio', { name: 'No, thanks' }).check();
  await modal.getByRole('button', { name: 'Submit Application' }).click();
  await expect(modal.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.getByText(/7 to 15 digits/)).toBeVisible();
  await expectNoAxeViolations(page, 'partner modal with errors');
});
