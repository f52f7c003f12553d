import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { BUCKET_COOKIE } from '../../lib/experiments/assignment';
import { startMailServer, waitFor } from '../fixtures/lead-receivers';
import { newOutboxDir, siteEnv, startSite, storedLeads, type Site } from './delivery-support';
import { DELIVERY_PORT_BASE, E2E_EXPERIMENTS_FILE } from './env.mjs';
import { BROWSER_USER_AGENT, control, experiment, headlineOf, META, variant, VARIANT_BUCKET } from './experiment-fixture';
import { uniqueEmail } from './lead-forms-support';
import { pageWithoutJavaScript } from './support';
import { formCopyFor } from '../../content/es/forms';
import { siteFor } from '../../content/es/site';
import { fillTemplate } from '../../components/sections/fill-template';

/**
 * The end-to-end build rendered the variants of tests/fixtures/e2e-experiments.json. Here a
 * server of that build starts with EXPERIMENTS_FILE naming a file that broke after the build, or
 * one that was changed (still valid) without a rebuild: either turns experiments off for the
 * process (content/experiments-file.ts). A visitor holding a bucket gets the pages as they are,
 * every page answers, and a lead posted without JavaScript is stored and mailed. @desktop-only
 */

const scratch = path.resolve(__dirname, '../../.test-output/experiments-file');

/** The build's list with its second variant renamed and reworded: valid, but never rendered. */
function changedList() {
  const list = JSON.parse(readFileSync(E2E_EXPERIMENTS_FILE, 'utf8')) as { variants: { key: string; overrides?: Record<string, string> }[]; split: Record<string, number> }[];
  const [only] = list;
  const renamed = `${variant.key}-changed`;
  only!.variants[1] = { ...only!.variants[1]!, key: renamed, overrides: { 'hero.headline': 'A headline no build has rendered.' } };
  only!.split = { [control.key]: only!.split[control.key]!, [renamed]: only!.split[variant.key]! };
  return JSON.stringify(list, null, 2);
}

const cases = [
  { name: 'broken after the build (not JSON)', file: 'broken.json', text: '[{ "key": "e2e-home-headline", ', offset: 50 },
  { name: 'changed after the build, without a rebuild', file: 'changed.json', text: changedList(), offset: 60 },
];

const partner = formCopyFor('en').forms.partner;
const label = (field: string) => new RegExp(`^${partner.fields[field]!.label}`);

/** Sends the home page's partner form from a browser with JavaScript off: the server's native post. */
async function postPartnerLead(noScript: Page, email: string) {
  await noScript.goto('/');
  const form = noScript.getByRole('form', { name: partner.name });
  await form.getByLabel(label('name')).fill('Fiona Fallback');
  await form.getByLabel(label('email')).fill(email);
  await form.getByLabel(label('phone')).fill('(954) 555-0100');
  await form.getByRole('radio', { name: formCopyFor('en').common.consent.answers.no }).check();
  await Promise.all([noScript.waitForEvent('load'), form.getByRole('button', { name: partner.submit.idle }).click()]);
  return noScript.getByRole('form', { name: partner.name });
}

for (const { name, file, text, offset } of cases) {
  test.describe(`an experiments file ${name}`, () => {
    let site: Site;
    let mail: Awaited<ReturnType<typeof startMailServer>>;
    const siteUrl = () => `http://127.0.0.1:${site.port}`;

    test.beforeAll(async ({}, testInfo) => {
      testInfo.setTimeout(90_000);
      mkdirSync(scratch, { recursive: true });
      const experimentsFile = path.join(scratch, `${testInfo.parallelIndex}-${file}`);
      writeFileSync(experimentsFile, text);
      const port = DELIVERY_PORT_BASE + offset + testInfo.parallelIndex;
      mail = await startMailServer();
      // LEAD_MIN_FILL_MS=0: a script types faster than a person.
      site = await startSite(
        port,
        siteEnv(newOutboxDir(`experiments-file-${port}`), { SMTP_URL: mail.url, LEAD_RELAY_INTERVAL_MS: '300', LEAD_MIN_FILL_MS: '0', EXPERIMENTS_FILE: experimentsFile }),
      );
    });

    test.afterAll(async () => {
      await site?.stop();
      await mail?.close();
      if (site) rmSync(site.outboxDir, { recursive: true, force: true });
    });

    test('a visitor holding a bucket gets every page as it is, with 200', async ({ request }) => {
      // Eight pages and a 404 rendered on request, on a server that just started.
      test.slow();
      const headers = { 'User-Agent': BROWSER_USER_AGENT, Cookie: `${BUCKET_COOKIE}=${VARIANT_BUCKET}` };
      for (const route of ['/', '/es', '/business', '/es/business/bakeries', '/pricing', '/contact', '/demo']) {
        const response = await request.get(`${siteUrl()}${route}`, { headers });
        expect(response.status(), route).toBe(200);
        const html = await response.text();
        expect(html, route).not.toContain(META);
        if (route === '/') {
          expect(html).toContain(headlineOf(control));
          expect(html).not.toContain(headlineOf(variant));
          expect(html).not.toContain('A headline no build has rendered.');
        }
      }
      // An unknown address is still the site's own 404, not an error page.
      expect((await request.get(`${siteUrl()}/no-such-page`, { headers })).status()).toBe(404);
      // And an enrolled visitor's exposure is refused (400): this process runs no experiment.
      const exposure = await request.post(`${siteUrl()}/api/insights`, { headers, data: { type: 'exposure', experiment: `${experiment.key}:${variant.key}` } });
      expect(exposure.status()).toBe(400);
    });

    test('a lead posted without JavaScript is stored and mailed, and the form says so', async ({ browser, page }, testInfo) => {
      test.slow();
      const noScript = await pageWithoutJavaScript(browser, siteUrl(), page);
      try {
        await noScript.context().addCookies([{ name: BUCKET_COOKIE, value: String(VARIANT_BUCKET), url: siteUrl() }]);
        const email = uniqueEmail(testInfo, 'experiments-file');
        const answered = await postPartnerLead(noScript, email);
        await expect(answered.getByRole('alert')).toHaveText(fillTemplate(partner.success, { replyWithin: siteFor('en').replyWithin }));

        const [stored] = storedLeads(site.outboxDir, email);
        expect(stored).toMatchObject({ form: 'partner', via: 'form-post', spam: false, template_params: { from_email: email, attr_page: '/' } });
        // No experiment runs in this process, so the lead names none.
        expect(stored!.template_params.attr_experiment).toBeUndefined();
        expect(await waitFor(() => mail.messages.some((message) => message.leadId === stored!.id), 15_000)).toBe(true);
        expect(mail.messages.find((message) => message.leadId === stored!.id)!.body).toContain(email);
      } finally {
        await noScript.context().close();
      }
    });
  });
}
