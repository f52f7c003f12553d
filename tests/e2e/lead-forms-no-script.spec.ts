import { rmSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { startMailServer, waitFor } from '../fixtures/lead-receivers';
import { newOutboxDir, siteEnv, startSite, storedLeads, type Site } from './delivery-support';
import { useSpareServer } from './spare-server';
import { DELIVERY_PORT_BASE } from './env.mjs';
import { uniqueEmail, untilTicketHeld } from './lead-forms-support';
import { pageWithoutJavaScript } from './support';
import { formCopyFor } from '../../content/es/forms';
import { siteFor } from '../../content/es/site';
import { fillTemplate } from '../../components/sections/fill-template';
import type { Locale } from '../../lib/i18n/locale';

/**
 * HTML first: the partner (home page), contact (/contact) and demo (/demo) forms in both
 * languages, sent from a browser with JavaScript off. The browser posts the form itself; the
 * server validates it, checks the honeypot and the fill-time ticket, stores the lead and
 * mails it to the sales inbox (a real SMTP server), and answers with the form's page showing
 * the catalogue's message. A refused post keeps everything typed and is never stored.
 */

type Mail = Awaited<ReturnType<typeof startMailServer>>;
type FormId = 'partner' | 'contact' | 'demo';

const pages: { form: FormId; locale: Locale; path: string; landsOn: string }[] = [
  { form: 'partner', locale: 'en', path: '/', landsOn: '/#partner' },
  { form: 'partner', locale: 'es', path: '/es', landsOn: '/es#partner' },
  { form: 'contact', locale: 'en', path: '/contact', landsOn: '/contact' },
  { form: 'contact', locale: 'es', path: '/es/contact', landsOn: '/es/contact' },
  { form: 'demo', locale: 'en', path: '/demo', landsOn: '/demo' },
  { form: 'demo', locale: 'es', path: '/es/demo', landsOn: '/es/demo' },
];

const words = (form: FormId, locale: Locale) => {
  const { forms, common, posted } = formCopyFor(locale);
  const copy = forms[form];
  const success = fillTemplate(copy.success, { replyWithin: siteFor(locale).replyWithin });
  return { copy, common, posted, success, label: (field: string) => new RegExp(`^${copy.fields[field]!.label}`) };
};

/** Opens `path` with JavaScript off and returns its lead form. */
async function openForm(page: Page, form: FormId, locale: Locale, url: string) {
  await page.goto(url);
  const lead = page.getByRole('form', { name: words(form, locale).copy.name });
  await expect(lead).toBeVisible();
  return lead;
}

/** Types what a visitor types in the fields every form has, and answers the consent question. */
async function fillIn(form: Locator, id: FormId, locale: Locale, values: { name: string; email: string }) {
  const { label, common } = words(id, locale);
  await form.getByLabel(label('name')).fill(values.name);
  await form.getByLabel(label('email')).fill(values.email);
  await form.getByLabel(label('phone')).fill('(954) 555-0100');
  await form.getByRole('radio', { name: common.consent.answers.no }).check();
  await untilTicketHeld(form.page());
}

/** Presses Submit and waits for the answer's page. */
async function submit(page: Page, form: Locator, id: FormId, locale: Locale) {
  await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: words(id, locale).copy.submit.idle }).click()]);
}

test.describe('sent without JavaScript', () => {
  let site: Site;
  let mail: Mail;
  let noScript: Page;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(90_000);
    const port = DELIVERY_PORT_BASE + 30 + testInfo.parallelIndex;
    mail = await startMailServer();
    // LEAD_MIN_FILL_MS=0: a script types faster than a person; the fill time is tested on its own below.
    site = await startSite(port, siteEnv(newOutboxDir(`no-script-${port}`), { SMTP_URL: mail.url, LEAD_RELAY_INTERVAL_MS: '300', LEAD_RETRY_SCHEDULE_MS: '300', LEAD_MIN_FILL_MS: '0' }));
  });

  test.afterAll(async () => {
    await site?.stop();
    await mail?.close();
    if (site) rmSync(site.outboxDir, { recursive: true, force: true });
  });

  test.beforeEach(async ({ browser, page }) => {
    noScript = await pageWithoutJavaScript(browser, `http://127.0.0.1:${site.port}`, page);
  });
  test.afterEach(async () => {
    await noScript.context().close();
  });

  for (const { form, locale, path, landsOn } of pages) {
    test(`the ${form} form on ${path} reaches the sales inbox and says the catalogue's success`, async ({}, testInfo) => {
      test.slow();
      const email = uniqueEmail(testInfo, `no-script-${form}-${locale}`);
      const lead = await openForm(noScript, form, locale, path);
      await fillIn(lead, form, locale, { name: 'Nadia Noscript', email });
      await submit(noScript, lead, form, locale);

      const { copy, success, label } = words(form, locale);
      expect(new URL(noScript.url()).pathname + new URL(noScript.url()).hash).toBe(landsOn);
      const answered = noScript.getByRole('form', { name: copy.name });
      await expect(answered.getByRole('alert')).toHaveText(success);
      await expect(answered.getByLabel(label('email'))).toHaveValue('');

      const [stored] = storedLeads(site.outboxDir, email);
      expect(stored).toMatchObject({
        form,
        via: 'form-post',
        spam: false,
        template_params: { from_name: 'Nadia Noscript', from_email: email, phone: '(954) 555-0100', attr_page: path, attr_lang: locale },
      });
      expect(stored!.template_params.language).toBe(locale === 'es' ? 'es' : undefined);
      expect(stored!.template_params.message).toContain('Text-message consent: No');
      expect(await waitFor(() => mail.messages.some((message) => message.leadId === stored!.id), 15_000)).toBe(true);
      expect(mail.messages.find((message) => message.leadId === stored!.id)!.body).toContain(email);
    });
  }

  // The dialogs' forms are the same forms: they post to the page holding them inline.
  for (const { form, locale, path, launcher, landsOn } of [
    { form: 'demo', locale: 'en', path: '/pricing', launcher: 'Request Demo', landsOn: '/demo' },
    { form: 'demo', locale: 'es', path: '/es/business/bakeries', launcher: formCopyFor('es').buttons.demo, landsOn: '/es/demo' },
    { form: 'partner', locale: 'en', path: '/partnerships', launcher: 'Apply Now', landsOn: '/#partner' },
  ] as const) {
    test(`the ${form} dialog opened on ${path} sends and lands on ${landsOn}`, async ({}, testInfo) => {
      test.slow();
      const email = uniqueEmail(testInfo, `no-script-dialog-${form}-${locale}`);
      await noScript.goto(path);
      await noScript.getByRole('main').getByRole('button', { name: launcher, exact: true }).first().click();
      const lead = noScript.getByRole('dialog').getByRole('form', { name: words(form, locale).copy.name });
      await expect(lead).toBeVisible();
      await fillIn(lead, form, locale, { name: 'Dina Dialog', email });
      // In a dialog the partner form's button says "Submit Application".
      const { submit: label, submitInDialog } = words(form, locale).copy;
      await Promise.all([noScript.waitForEvent('load'), lead.getByRole('button', { name: (submitInDialog ?? label).idle }).click()]);

      expect(new URL(noScript.url()).pathname + new URL(noScript.url()).hash).toBe(landsOn);
      const answered = noScript.getByRole('main').getByRole('form', { name: words(form, locale).copy.name });
      await expect(answered.getByRole('alert')).toHaveText(words(form, locale).success);
      const [stored] = storedLeads(site.outboxDir, email);
      expect(stored).toMatchObject({ form, via: 'form-post', spam: false, template_params: { from_email: email, attr_page: path, attr_lang: locale } });
    });
  }

  test('a bad e-mail address is refused in words, with everything typed kept, and nothing is stored', async ({}, testInfo) => {
    for (const locale of ['en', 'es'] as const) {
      const email = `${uniqueEmail(testInfo, `no-script-bad-${locale}`).replace('@example.com', '')}@bakes`;
      const lead = await openForm(noScript, 'contact', locale, locale === 'es' ? '/es/contact' : '/contact');
      await fillIn(lead, 'contact', locale, { name: 'Bo Baker', email });
      await submit(noScript, lead, 'contact', locale);

      const { copy, common, label } = words('contact', locale);
      const answered = noScript.getByRole('form', { name: copy.name });
      await expect(answered.getByRole('alert')).toHaveText(copy.invalid.one);
      const field = answered.getByLabel(label('email'));
      await expect(field).toHaveValue(email);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(common.messages.emailFormat);
      await expect(answered.getByLabel(label('name'))).toHaveValue('Bo Baker');
      await expect(answered.getByLabel(label('phone'))).toHaveValue('(954) 555-0100');
      await expect(answered.getByRole('radio', { name: common.consent.answers.no })).toBeChecked();
      expect(storedLeads(site.outboxDir, email)).toEqual([]);
    }
  });

  test('a filled honeypot is told what a person is told, and nothing is stored', async ({}, testInfo) => {
    const email = uniqueEmail(testInfo, 'no-script-honeypot');
    const lead = await openForm(noScript, 'demo', 'en', '/demo');
    await fillIn(lead, 'demo', 'en', { name: 'Spam Bot', email });
    await lead.locator('input[name="website"]').fill('https://cheap-leads.example');
    await submit(noScript, lead, 'demo', 'en');
    await expect(noScript.getByRole('form', { name: words('demo', 'en').copy.name }).getByRole('alert')).toHaveText(words('demo', 'en').success);
    expect(storedLeads(site.outboxDir, email)).toEqual([]);
  });

  test('a post without the fill-time cookie is not stored: it asks to send again, and the second press sends', async ({}, testInfo) => {
    const email = uniqueEmail(testInfo, 'no-script-no-ticket');
    const lead = await openForm(noScript, 'partner', 'en', '/');
    await fillIn(lead, 'partner', 'en', { name: 'Nadia Noscript', email });
    // Focusing a field fetched the ticket: an HttpOnly, SameSite=Strict cookie.
    await expect.poll(async () => (await noScript.context().cookies()).find((cookie) => cookie.name === 'ladle-form-ticket')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    await noScript.context().clearCookies();
    await submit(noScript, lead, 'partner', 'en');

    const { copy, posted, label } = words('partner', 'en');
    const answered = noScript.getByRole('form', { name: copy.name });
    await expect(answered.getByRole('alert')).toHaveText(posted.resend);
    await expect(answered.getByLabel(label('email'))).toHaveValue(email);
    expect(storedLeads(site.outboxDir, email)).toEqual([]);

    await noScript.context().clearCookies();
    await submit(noScript, answered, 'partner', 'en');
    await expect(noScript.getByRole('form', { name: copy.name }).getByRole('alert')).toHaveText(words('partner', 'en').success);
    expect(storedLeads(site.outboxDir, email)).toHaveLength(1);
  });
});

test.describe('sent without JavaScript faster than LEAD_MIN_FILL_MS', () => {
  const spare = useSpareServer({ LEAD_MIN_FILL_MS: '600000' });

  test('is not stored, and comes back asking to send again with everything typed', async ({ browser, page }, testInfo) => {
    const noScript = await pageWithoutJavaScript(browser, spare().baseURL, page);
    const email = uniqueEmail(testInfo, 'no-script-fast');
    const lead = await openForm(noScript, 'demo', 'es', '/es/demo');
    await fillIn(lead, 'demo', 'es', { name: 'Rápido Bot', email });
    await submit(noScript, lead, 'demo', 'es');

    const { copy, posted, label } = words('demo', 'es');
    const answered = noScript.getByRole('form', { name: copy.name });
    await expect(answered.getByRole('alert')).toHaveText(posted.resend);
    await expect(answered.getByLabel(label('name'))).toHaveValue('Rápido Bot');
    await expect(answered.getByLabel(label('email'))).toHaveValue(email);
    expect(storedLeads(spare().outboxDir, email)).toEqual([]);
    await noScript.context().close();
  });
});
