import { expect, test, type Page, type Request } from './fixtures';
import { dismissCookieBanner } from './support';
import { EMAIL_PATH, formHosts, outboxRecordFor, uniqueEmail } from './lead-forms-support';
import { E2E_EMAIL } from './env.mjs';

/**
 * The site's own endpoint as the safety net. The e2e build configures an EmailJS origin
 * that is not the page's (tests/e2e/env.mjs); here that origin alone is made to fail, and
 * the form must fall back to the page's own /api/v1.0/email/send — except on 403, which is
 * final. @desktop-only
 */
const SUCCESS = "Application submitted successfully! We'll contact you soon about our partnership program.";
const FAILURE = 'Failed to submit application. Please try again or contact us directly.';
const emailjsHost = new URL(E2E_EMAIL.emailjsOrigin).host;

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

/** The "EmailJS" origin answers `status`; requests to the page's own origin pass through. */
async function failEmailJs(page: Page, status: number) {
  await page.route(
    (url) => url.host === emailjsHost && url.pathname.startsWith(EMAIL_PATH),
    (route) => route.fulfill({ status, body: status === 403 ? 'Forbidden' : 'Internal Server Error', contentType: 'text/plain', headers: { 'Access-Control-Allow-Origin': '*' } }),
  );
}

function emailRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(EMAIL_PATH) && request.method() === 'POST') requests.push(request);
  });
  return requests;
}

async function apply(page: Page, email: string) {
  await page.goto(`${formHosts.partnerPage}#partner`);
  const form = page.getByRole('form', { name: 'Partner application' });
  await form.getByLabel('Full name').fill('Fay Fallback');
  await form.getByLabel('Phone').fill('(954) 555-0123');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('radio', { name: 'Yes, text me' }).check();
  await form.getByRole('button', { name: 'Apply for Partnership' }).click();
  return form;
}

test('EmailJS answering 500: the form posts the same request to the site, shows success, and the lead is stored @desktop-only', async ({ page }, testInfo) => {
  const requests = emailRequests(page);
  await failEmailJs(page, 500);
  const email = uniqueEmail(testInfo, 'fallback-500');
  const form = await apply(page, email);
  await expect(form.getByRole('status').or(form.getByRole('alert'))).toHaveText(SUCCESS);
  expect(requests.map((r) => new URL(r.url()).host)).toEqual([emailjsHost, new URL(page.url()).host]);
  const [primary, fallback] = requests;
  expect(new URL(fallback!.url()).pathname).toBe('/api/v1.0/email/send');
  expect(fallback!.postDataJSON()).toEqual(primary!.postDataJSON());
  const stored = outboxRecordFor(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ form: 'partner', template_params: { from_name: 'Fay Fallback', from_email: email } });
});

test('EmailJS answering 403: the failure message, the input kept, and no fallback request @desktop-only', async ({ page }, testInfo) => {
  const requests = emailRequests(page);
  await failEmailJs(page, 403);
  const email = uniqueEmail(testInfo, 'fallback-403');
  const form = await apply(page, email);
  await expect(form.getByRole('alert')).toHaveText(FAILURE);
  await expect(form.getByLabel('Full name')).toHaveValue('Fay Fallback');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  // The failure message is the form's last word: a fallback request comes before it or not at
  // all (on a 500 the message waits for the fallback's answer, above), and a request is
  // recorded when it starts, so by now it would be in the list.
  expect(requests.map((r) => new URL(r.url()).host)).toEqual([emailjsHost]);
  expect(outboxRecordFor(email)).toHaveLength(0);
});
