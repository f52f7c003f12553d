import { expect, test, type Page } from './fixtures';
import { dismissCookieBanner, expectNoAxeViolations } from './support';
import { answerEmailWith, failureAnswers, formHosts, outboxRecordFor, recordEmailRequests, tabTo, uniqueEmail } from './lead-forms-support';
import { leadFormCopy } from '../../content/forms';
import { fillTemplate } from '../../components/sections/fill-template';
import { site } from '../../content/site';

/** The demo request inside the shared demo dialog: JSON to /api/v1.0/email/send with the demo template. */
const { failure: FAILURE } = leadFormCopy.demo;
/** The toast as a visitor reads it: the reply time filled in ("within one business day"). */
const SUCCESS = fillTemplate(leadFormCopy.demo.success, { replyWithin: site.replyWithin });

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

async function openDialog(page: Page) {
  await page.goto(formHosts.demo);
  await page.getByRole('main').getByRole('button', { name: 'Request Demo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request a demo' });
  const form = dialog.getByRole('form', { name: 'Demo request' });
  await expect(form).toBeVisible();
  return { dialog, form };
}

test('the demo request is sent with the demo template, the dialog closes with a toast', async ({ page }, testInfo) => {
  const requests = recordEmailRequests(page);
  const { dialog, form } = await openDialog(page);
  const email = uniqueEmail(testInfo, 'demo');
  // Unavailable until the consent question is answered (lead-consent.spec.ts).
  await expect(form.getByRole('button', { name: 'Send Request' })).toHaveAttribute('aria-disabled', 'true');
  await form.getByLabel('Name').fill('Dana Demo');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('(786) 555-0150');
  await form.getByLabel('Business type').selectOption('Coffee Shops');
  await form.getByLabel('What would you like to see?').fill('Loyalty and mobile ordering.');
  await form.getByRole('radio', { name: 'No, thanks' }).check();
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(SUCCESS)).toBeVisible();

  expect(requests).toHaveLength(1);
  const body = requests[0]!.postDataJSON();
  expect(new URL(requests[0]!.url()).pathname).toBe('/api/v1.0/email/send');
  expect(body.lib_version).toBe('4.4.1');
  const params = body.template_params;
  expect(Object.keys(params).sort()).toEqual(
    ['attr_landing', 'attr_lang', 'attr_page', 'attr_viewport', 'business_type', 'fill_ms', 'from_email', 'from_name', 'message', 'phone', 'subject', 'to_name'],
  );
  // Where the lead came from: landed on the page it was sent from, no campaign, no referrer.
  expect(params.attr_landing).toBe(formHosts.demo);
  expect(params.attr_page).toBe(formHosts.demo);
  expect(params.attr_lang).toBe('en');
  expect(params.attr_viewport).toBe(testInfo.project.name === 'mobile' ? 'phone' : 'desktop');
  expect(params.from_name).toBe('Dana Demo');
  expect(params.from_email).toBe(email);
  expect(params.phone).toBe('(786) 555-0150');
  expect(params.business_type).toBe('Coffee Shops');
  expect(params.to_name).toBe('Ladle Sales Team');
  expect(params.subject).toBe('New demo request from the Ladle website');
  expect(params.message).toContain('Loyalty and mobile ordering.');
  expect(params.message).toContain('Business type: Coffee Shops');
  expect(params.message).toContain('Text-message consent: No');

  const [stored] = outboxRecordFor(email);
  expect(stored).toMatchObject({ form: 'demo', via: 'send', template_params: params });
  expect(body.template_id).not.toBe('');
});

test('a failed demo request keeps the dialog open with everything typed', async ({ page }) => {
  const { dialog, form } = await openDialog(page);
  await answerEmailWith(page, 'send', failureAnswers[4]);
  await form.getByLabel('Name').fill('Dana Demo');
  await form.getByLabel('Email').fill('dana@example.com');
  await form.getByLabel('Phone').fill('(786) 555-0150');
  await form.getByRole('radio', { name: 'Yes, text me' }).check();
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByRole('alert')).toHaveText(FAILURE);
  await expect(dialog).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Dana Demo');
  await expect(form.getByLabel('Email')).toHaveValue('dana@example.com');
  await expect(form.getByLabel('Phone')).toHaveValue('(786) 555-0150');
});

test('demo fields are validated like the contact form, with errors linked and axe clean', async ({ page }) => {
  test.slow(); // axe runs over the whole page
  const requests = recordEmailRequests(page);
  const { form } = await openDialog(page);
  await form.getByLabel('Email').fill('dana@');
  await form.getByRole('radio', { name: 'Yes, text me' }).check();
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Enter your name.');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
  await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Enter a phone number, including the area code.');
  await expect(form.getByRole('alert')).toHaveText('Please correct the 3 highlighted fields.');
  await expect(form.getByLabel('Name')).toBeFocused();
  expect(requests).toHaveLength(0);
  await expectNoAxeViolations(page, 'demo dialog with errors');
});

test('the demo dialog can be opened and completed with the keyboard alone', async ({ page }, testInfo) => {
  await page.goto(formHosts.demo);
  const email = uniqueEmail(testInfo, 'demo-keys');
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Request Demo' }).first(), 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Request a demo' });
  await tabTo(page, dialog.getByLabel('Name'));
  await page.keyboard.type('Kay Demo');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('786 555 0151');
  await tabTo(page, dialog.getByRole('radio', { name: 'Yes, text me' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send Request' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(outboxRecordFor(email)).toHaveLength(1);
});
