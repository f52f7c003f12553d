import { rmSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from './fixtures';
import { startMailServer, startWebhookReceiver, waitFor } from '../fixtures/lead-receivers';
import { newOutboxDir, siteEnv, startSite, storedLeads, type Site } from './delivery-support';
import { DELIVERY_PORT_BASE } from './env.mjs';
import { EMAIL_PATH, recordEmailRequests, sendDemoRequest, uniqueEmail } from './lead-forms-support';
import { dismissCookieBanner } from './support';

/**
 * Where a lead came from, end to end: a campaign link, a page reached through the menu, a
 * demo request sent there; then what the stored lead, the notification mail (a real SMTP
 * server) and the webhook (a real HTTP receiver) say about it. And what the cookie choice
 * changes: the first touch is kept in the browser only after Accept All, for 90 days.
 */

const CAMPAIGN = '/?utm_source=news&utm_medium=email&utm_campaign=fall&email=a@b.example';
const DAY = 24 * 60 * 60 * 1000;

type Mail = Awaited<ReturnType<typeof startMailServer>>;
type Hook = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** Through the site's main menu, as a visitor would: the desktop dropdown or the mobile panel. */
async function openBakeriesFromMenu(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    // Each group of the panel is a <details>: its summary opens it.
    await panel.locator('summary', { hasText: 'Business Type' }).click();
    await panel.getByRole('link', { name: 'Bakeries' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Business Type' }).click();
    await page.locator('[data-menu-panel="business"]').getByRole('link', { name: 'Bakeries' }).click();
  }
  await expect(page).toHaveURL(/\/business\/bakeries$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('a campaign visit that ends in a demo request', () => {
  let site: Site;
  let mail: Mail;
  let hook: Hook;

  test.beforeAll(async ({}, testInfo) => {
    // One site per worker, each with its own port, outbox, mail server and webhook receiver.
    const port = DELIVERY_PORT_BASE + 20 + testInfo.parallelIndex;
    mail = await startMailServer();
    hook = await startWebhookReceiver({ status: () => 200 });
    const outboxDir = newOutboxDir(`attribution-${port}`);
    site = await startSite(
      port,
      // A script fills the form faster than a person: without LEAD_MIN_FILL_MS=0 the lead would be kept as spam, unsent.
      siteEnv(outboxDir, { SMTP_URL: mail.url, LEAD_WEBHOOK_URL: hook.url, LEAD_RETRY_SCHEDULE_MS: '300', LEAD_RELAY_INTERVAL_MS: '300', LEAD_MIN_FILL_MS: '0' }),
    );
  });

  test.afterAll(async () => {
    await site?.stop();
    await mail?.close();
    await hook?.close();
    if (site) rmSync(site.outboxDir, { recursive: true, force: true });
  });

  test('the stored lead, the mail and the webhook say news / email / fall, landed on /, sent from /business/bakeries, and never the e-mail from the link', async ({ page }, testInfo) => {
    test.slow();
    await dismissCookieBanner(page);
    const siteUrl = `http://127.0.0.1:${site.port}`;
    // The build sends leads to its configured EmailJS origin; this site stands in for it here.
    await page.route(`**${EMAIL_PATH}**`, (route) => route.continue({ url: `${siteUrl}${new URL(route.request().url()).pathname}` }));
    const requests = recordEmailRequests(page);
    const email = uniqueEmail(testInfo, 'attribution');

    await page.goto(`${siteUrl}${CAMPAIGN}`);
    await openBakeriesFromMenu(page, testInfo);
    await sendDemoRequest(page, email);

    const viewport = testInfo.project.name === 'mobile' ? 'phone' : 'desktop';
    const expected = {
      attr_landing: '/',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'fall',
      attr_page: '/business/bakeries',
      attr_lang: 'en',
      attr_viewport: viewport,
    };
    expect(requests).toHaveLength(1);
    expect(requests[0]!.postDataJSON().template_params).toMatchObject(expected);

    // Stored.
    expect(await waitFor(() => storedLeads(site.outboxDir, email).length === 1, 10_000)).toBe(true);
    const [stored] = storedLeads(site.outboxDir, email);
    expect(stored!.template_params).toMatchObject({ ...expected, business_type: 'Bakeries' });

    // Mailed, with the block a person reads.
    expect(await waitFor(() => mail.messages.some((m) => m.leadId === stored!.id), 15_000)).toBe(true);
    const message = mail.messages.find((m) => m.leadId === stored!.id)!;
    for (const line of ['Where this lead came from:', 'Landing page: /', 'Campaign source: news', 'Campaign medium: email', 'Campaign: fall', 'Sent from page: /business/bakeries', `Screen: ${viewport}`]) {
      expect(message.body).toContain(line);
    }

    // Posted to the webhook, with the attribution object.
    expect(await waitFor(() => hook.received.some((r) => r.headers['x-lead-id'] === stored!.id), 15_000)).toBe(true);
    const posted = JSON.parse(hook.received.find((r) => r.headers['x-lead-id'] === stored!.id)!.body);
    expect(posted.attribution).toEqual({ landing: '/', source: 'news', medium: 'email', campaign: 'fall', page: '/business/bakeries', lang: 'en', viewport });

    // The address in the campaign link is nowhere.
    for (const text of [JSON.stringify(stored), message.raw, JSON.stringify(posted), requests[0]!.postData() ?? '']) {
      expect(text).not.toContain('a@b.example');
    }
  });
});

test.describe('what the cookie choice changes', () => {
  test('Decline: nothing in local storage but the choice, and a new visit has no first touch', async ({ page }) => {
    test.slow(); // two page loads and a demo request
    const requests = recordEmailRequests(page);
    await page.goto(CAMPAIGN);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual(['ladle-cookie-consent']);

    await page.goto('/pricing');
    await sendDemoRequest(page, 'declined-visitor@example.com');
    const params = requests[0]!.postDataJSON().template_params;
    expect(params.attr_landing).toBe('/pricing');
    expect(params).not.toHaveProperty('utm_source');
    expect(params).not.toHaveProperty('utm_campaign');
  });

  test('Accept All: a page load days later keeps the first touch; after 90 days it is gone', async ({ page }) => {
    test.slow(); // three page loads and two demo requests
    const start = new Date('2026-11-02T15:00:00Z').getTime();
    await page.clock.setFixedTime(start);
    await page.goto(CAMPAIGN);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('ladle-first-touch') ?? 'null'));
    expect(stored).toEqual({ at: start, touch: { landing: '/', source: 'news', medium: 'email', campaign: 'fall' } });

    const requests = recordEmailRequests(page);
    await page.clock.setFixedTime(start + 12 * DAY);
    await page.goto('/pricing');
    await sendDemoRequest(page, 'accepted-visitor@example.com');
    expect(requests[0]!.postDataJSON().template_params).toMatchObject({ attr_landing: '/', utm_source: 'news', utm_medium: 'email', utm_campaign: 'fall', attr_page: '/pricing' });

    await page.clock.setFixedTime(start + 90 * DAY + 1000);
    await page.goto('/pricing');
    await sendDemoRequest(page, 'accepted-visitor-later@example.com');
    const later = requests[1]!.postDataJSON().template_params;
    expect(later.attr_landing).toBe('/pricing');
    expect(later).not.toHaveProperty('utm_source');
    // The expired first touch was replaced by this visit's.
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('ladle-first-touch') ?? 'null'))).toEqual({
      at: start + 90 * DAY + 1000,
      touch: { landing: '/pricing' },
    });
  });
});
