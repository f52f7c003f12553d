import { expect, test, type Locator, type Page } from './fixtures';
import { dismissCookieBanner, expectNoAxeViolations, pressUnavailable } from './support';
import { routeEmailJsTo, useSpareServer } from './spare-server';
import {
  answerEmailWith,
  blockedEmail,
  failureAnswers,
  formHosts,
  holdRequests,
  multipartFields,
  outboxRecordFor,
  recordConsoleErrors,
  recordEmailRequests,
  tabTo,
  uniqueEmail,
} from './lead-forms-support';
import { leadFormCopy, validationCopy } from '../../content/forms';

/** The contact form (/contact, /mwaa2025, /resources): multipart to /api/v1.0/email/send-form, toasts. */
const { success: SUCCESS, failure: FAILURE } = leadFormCopy.contact;

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

async function openForm(page: Page) {
  await page.goto(formHosts.contact);
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form).toBeVisible();
  return form;
}

const filled = {
  name: 'Bo Chen',
  company: 'Bo Bakes LLC',
  phone: '(305) 555-0199',
  businessType: 'Bakeries',
  locations: '2-5',
  message: 'We run two bakeries and want pre-orders.',
};

async function fillAll(form: Locator, email: string) {
  await form.getByLabel('Name').fill(filled.name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Company').fill(filled.company);
  await form.getByLabel('Phone').fill(filled.phone);
  await form.getByLabel('Business type').selectOption(filled.businessType);
  await form.getByLabel('Number of locations').selectOption(filled.locations);
  await form.getByLabel(/^Message/).fill(filled.message);
  await form.getByRole('radio', { name: 'Yes, text me' }).check();
}

async function expectKept(form: Locator, email: string) {
  await expect(form.getByLabel('Name')).toHaveValue(filled.name);
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Company')).toHaveValue(filled.company);
  await expect(form.getByLabel('Phone')).toHaveValue(filled.phone);
  await expect(form.getByLabel('Business type')).toHaveValue(filled.businessType);
  await expect(form.getByLabel('Number of locations')).toHaveValue(filled.locations);
  await expect(form.getByLabel(/^Message/)).toHaveValue(filled.message);
  await expect(form.getByRole('radio', { name: 'Yes, text me' })).toBeChecked();
}

test('Send waits for a consent answer: pressed before one, it refuses under the question and sends nothing', async ({ page }, testInfo) => {
  const requests = recordEmailRequests(page);
  const form = await openForm(page);
  const submit = form.getByRole('button', { name: 'Send Message' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await form.getByLabel('Name').fill('Bo Baker');
  await form.getByLabel('Email').fill('bo@example.com');
  await pressUnavailable(submit, testInfo);
  await expect(form.getByRole('radiogroup')).toHaveAccessibleDescription(new RegExp(validationCopy.consent.replace(/\./g, '\\.')));
  await expect(form.getByRole('radio', { name: 'Yes, text me' })).toBeFocused();
  expect(requests).toHaveLength(0);
  const options = await form.getByLabel('Business type').locator('option').allTextContents();
  expect(options).toEqual(expect.arrayContaining(['Food Trucks', 'Coffee Shops', 'Ghost Kitchens', 'Quick Service', 'Other']));
});

test('name and email are required and the email is checked, errors next to the fields', async ({ page }) => {
  test.slow(); // axe over a long page
  const requests = recordEmailRequests(page);
  const form = await openForm(page);
  await form.getByLabel('Email').fill('bo@bakes');
  await form.getByRole('radio', { name: 'No, thanks' }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Enter your name.');
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
  await expect(form.getByRole('alert')).toHaveText('Please correct the 2 highlighted fields.');
  expect(requests).toHaveLength(0);
  await expectNoAxeViolations(page, 'contact form with errors');
});

test('a message goes out as multipart form data to the built-in endpoint; Sending... disables every input; success resets', async ({ page }, testInfo) => {
  const requests = recordEmailRequests(page);
  const form = await openForm(page);
  const email = uniqueEmail(testInfo, 'contact');
  await fillAll(form, email);
  const release = await holdRequests(page, 'send-form');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  for (const label of ['Name', 'Email', 'Company', 'Phone', 'Business type', 'Number of locations', 'Message']) {
    await expect(form.getByLabel(new RegExp(`^${label}`))).toBeDisabled();
  }
  await expect(form.getByRole('radio', { name: 'Yes, text me' })).toBeDisabled();
  release();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  for (const label of ['Name', 'Email', 'Company', 'Phone', 'Business type', 'Number of locations', 'Message']) {
    await expect(form.getByLabel(new RegExp(`^${label}`))).toHaveValue('');
  }
  await expect(form.getByRole('radio', { name: 'Yes, text me' })).not.toBeChecked();
  // Reset, consent too: Submit waits for an answer again.
  await expect(form.getByRole('button', { name: 'Send Message' })).toHaveAttribute('aria-disabled', 'true');

  expect(requests).toHaveLength(1);
  const request = requests[0]!;
  expect(new URL(request.url()).pathname).toBe('/api/v1.0/email/send-form');
  const fields = await multipartFields(request);
  expect(Object.keys(fields).sort()).toEqual(
    [
      'attr_landing', 'attr_lang', 'attr_page', 'attr_viewport',
      'business_type', 'company', 'fill_ms', 'from_email', 'from_name', 'lib_version', 'message', 'number_of_locations', 'phone',
      'service_id', 'subject', 'template_id', 'to_name', 'user_id',
    ].sort(),
  );
  expect(fields.attr_page).toBe(new URL(page.url()).pathname);
  expect(fields.lib_version).toBe('4.4.1');
  expect(fields.from_name).toBe(filled.name);
  expect(fields.from_email).toBe(email);
  expect(fields.company).toBe(filled.company);
  expect(fields.phone).toBe(filled.phone);
  expect(fields.business_type).toBe(filled.businessType);
  expect(fields.number_of_locations).toBe(filled.locations);
  expect(fields.to_name).toBe('Ladle Sales Team');
  expect(fields.subject).toBe('New contact request from the Ladle website');
  expect(fields.message).toContain(filled.message);
  expect(fields.message).toContain('Business type: Bakeries');
  expect(fields.message).toContain('Number of locations: 2-5');
  expect(fields.message).toContain('Text-message consent: Yes');

  const stored = outboxRecordFor(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ form: 'contact', via: 'send-form' });
  expect(stored[0]!.template_params.message).toBe(fields.message);
});

for (const answer of failureAnswers) {
  test(`the failure toast shows, the error is logged and the input kept on ${answer.label}`, async ({ page }) => {
    const errors = recordConsoleErrors(page);
    const form = await openForm(page);
    await answerEmailWith(page, 'send-form', answer);
    await fillAll(form, 'bo@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(FAILURE)).toBeVisible();
    await expectKept(form, 'bo@example.com');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    const expected = answer.status === 0 ? '(0 Network Error)' : `(${answer.status} ${answer.body})`;
    expect(errors.join('\n')).toContain(`The contact form could not be sent ${expected}`);
  });
}

/** A real 507 from `next start` with a tiny OUTBOX_MAX_BYTES, not a faked answer. */
test.describe('when the outbox is full @desktop-only', () => {
  const spare = useSpareServer({ OUTBOX_MAX_BYTES: '64' });

  test('the endpoint answers 507 and the form shows its failure message with the input kept', async ({ page }) => {
    const errors = recordConsoleErrors(page);
    await routeEmailJsTo(page, spare());
    await page.goto(`${spare().baseURL}${formHosts.contact}`);
    const form = page.getByRole('form', { name: 'Contact form' });
    await fillAll(form, 'full@example.com');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1.0/email/send-form'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(507);
    expect(await (await answer).text()).toBe('The message store is full; the message was not stored');
    await expect(page.getByText(FAILURE)).toBeVisible();
    await expectKept(form, 'full@example.com');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(errors.join('\n')).toContain('The contact form could not be sent (507');
  });
});

test('a blocklisted from_email is refused before sending (form variant too)', async ({ page }) => {
  const requests = recordEmailRequests(page);
  const form = await openForm(page);
  await fillAll(form, blockedEmail);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(FAILURE)).toBeVisible();
  await expectKept(form, blockedEmail);
  // Refused before sending; the failure message comes after that decision, and a request, had
  // one left, is recorded when it starts, before its answer could show a message.
  expect(requests).toHaveLength(0);
});

test('the contact form can be completed with the keyboard alone', async ({ page }, testInfo) => {
  const form = await openForm(page);
  const email = uniqueEmail(testInfo, 'contact-keys');
  await tabTo(page, form.getByLabel('Name'), 80);
  await page.keyboard.type('Kay Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kay Coffee');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Business type')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hello from the keyboard.');
  await tabTo(page, form.getByRole('radio', { name: 'Yes, text me' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(SUCCESS)).toBeVisible();
  const [stored] = outboxRecordFor(email);
  expect(stored?.template_params).toMatchObject({ from_name: 'Kay Board', company: 'Kay Coffee', business_type: 'Food Trucks', number_of_locations: '1' });
});

test('the contact form is on /contact, /mwaa2025 and /resources', async ({ page }) => {
  for (const path of ['/contact', '/mwaa2025', '/resources']) {
    await page.goto(path);
    await expect(page.getByRole('form', { name: 'Contact form' }), path).toBeVisible();
  }
});
