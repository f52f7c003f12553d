import path from 'node:path';
import { mkdirSync, rmSync } from 'node:fs';
import { test as plainTest, expect, type Page } from '@playwright/test';
import { startSpareServer, type SpareServer } from './spare-server';
import { FileInsightsStore } from '../../lib/insights/file-store';
import { FileLeadStore } from '../../lib/leads/file-store';
import { signInAs } from './team-support';
import { expectNoAxeViolations } from './support';

/**
 * "What works" (/team/insights, issue 56) on a spare server of the production build with a known
 * insights and lead store: who may open it, the charts drawn in the server HTML with no chart
 * script, the period form without script, axe at both widths, the CSV downloads. With
 * DOCS_SCREENSHOTS=1 it also writes the screenshots docs/team.md shows (docs/images/).
 */

const root = path.resolve(__dirname, '..', '..');
const DAY = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Strings of d3-scale's and d3-shape's own code (error texts a minifier keeps): in a page's script, chart code was sent. */
const CHART_CODE = ['invalid format: ', 'negative radius: '];

plainTest.describe('what works, the overview', () => {
  plainTest.describe.configure({ mode: 'serial' });
  let spare: SpareServer | undefined;
  let dir = '';
  const teamDir = () => path.join(dir, 'team');

  plainTest.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    dir = path.join(root, '.test-output', `team-insights-${testInfo.parallelIndex}-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    // The known store: this week 40 views of / (10 arrivals from a newsletter, 5 from a search engine), 20 of /pricing, 8 of /es;
    // 30 views of / in the week before.
    const insights = new FileInsightsStore(path.join(dir, 'insights'));
    const now = new Date();
    const record = (count: number, event: Parameters<FileInsightsStore['record']>[0], at: Date) => Promise.all(Array.from({ length: count }, () => insights.record(event, at)));
    await record(25, { type: 'view', route: '/' }, now);
    await record(10, { type: 'view', route: '/', source: 'newsletter' }, now);
    await record(5, { type: 'view', route: '/', source: 'www.example.org' }, new Date(now.getTime() - 2 * DAY));
    await record(20, { type: 'view', route: '/pricing' }, new Date(now.getTime() - DAY));
    await record(8, { type: 'view', route: '/es' }, now);
    await record(30, { type: 'view', route: '/' }, new Date(now.getTime() - 9 * DAY));
    const leads = new FileLeadStore({ dir: path.join(dir, 'outbox'), maxBytes: 1024 ** 3 });
    const lead = (form: 'demo' | 'partner', params: Record<string, string>) =>
      leads.append({ form, service_id: 's', template_id: 't', via: 'send', spam: false, template_params: { from_name: 'Bea', from_email: 'bea@example.com', ...params } }, { channels: [] });
    const { record: booked } = await lead('demo', { attr_page: '/pricing', utm_source: 'newsletter', attr_lang: 'en' });
    await leads.recordBooking(booked.id, { id: 'b-e2e', state: 'booked', start: new Date(now.getTime() + DAY).toISOString(), end: new Date(now.getTime() + DAY + 1_800_000).toISOString(), rep: { id: 'r', name: 'Rep' }, sequence: 0, updated_at: now.toISOString() });
    await lead('demo', { attr_page: '/', attr_lang: 'en' });
    await lead('partner', { attr_page: '/es', attr_lang: 'es' });
    // No mail: with an insights folder of its own, this server would find the week's digest unsent and mail it to the run's mail server, where other specs read their mail.
    spare = await startSpareServer(testInfo, { TEAM_DIR: teamDir(), INSIGHTS_DIR: path.join(dir, 'insights'), OUTBOX_DIR: path.join(dir, 'outbox'), SMTP_URL: '' });
  });
  plainTest.afterAll(async () => {
    await spare?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const open = async (page: Page, role: 'admin' | 'marketing' | 'sales', query = '') => {
    await signInAs(page, role, { teamDir: teamDir(), base: spare!.baseURL });
    return page.goto(`${spare!.baseURL}/team/insights${query}`);
  };

  plainTest('marketing and admin open it; sales gets 403, for the page and its CSV', async ({ page, browser }) => {
    const response = await open(page, 'marketing');
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What works');
    await expect(page.getByRole('navigation', { name: 'Team room' }).getByRole('link', { name: 'What works' })).toHaveAttribute('aria-current', 'page');
    const figures = page.getByRole('region', { name: 'The period at a glance' });
    await expect(figures.getByRole('row', { name: /^Visits \(page views\)/ })).toHaveText(/Visits \(page views\)\s*68\s*30\s*up 126\.7%/);
    await expect(figures.getByRole('row', { name: /^Requests per 100 visits/ })).toHaveText(/Requests per 100 visits\s*4\.41\s*0\s*new/);
    await expect(figures.getByRole('row', { name: /^Demo requests booked/ })).toHaveText(/Demo requests booked\s*50%\s*–\s*–/);

    const admin = await browser.newPage();
    expect((await open(admin, 'admin'))!.status()).toBe(200);
    await admin.close();

    const sales = await browser.newPage();
    const refused = await open(sales, 'sales');
    expect(refused!.status()).toBe(403);
    await expect(sales.getByRole('heading', { level: 1 })).toHaveText('Not for your role');
    expect((await sales.request.get(`${spare!.baseURL}/team/insights/csv?table=routes`)).status()).toBe(403);
    await sales.close();
  });

  plainTest('the charts are SVG in the server HTML, with their tables, and the page loads no chart code', async ({ page }) => {
    await open(page, 'marketing');
    const html = await (await page.request.get(`${spare!.baseURL}/team/insights`)).text();
    for (const title of ['Visits per day', 'Requests and booked meetings per day', 'The funnel', 'Pages by what they bring', 'Sources by what they bring', 'English and Spanish side by side']) {
      expect(html).toContain(`>${title}</h2>`);
    }
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(6);
    expect(html.match(/<table/g)?.length).toBeGreaterThanOrEqual(7);
    const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const code = await (await page.request.get(src)).text();
      for (const marker of CHART_CODE) expect(code, `${src} holds chart code`).not.toContain(marker);
    }
    // The funnel and the sources, as the tables beside the charts say them.
    const funnel = page.getByRole('region', { name: 'Figures: The funnel' });
    await expect(funnel.getByRole('row')).toHaveText([/Step\s*Count/, /Visits\s*68/, /Requests\s*3/, /Booked meetings\s*1/]);
    const sources = page.getByRole('region', { name: 'Figures: Sources by what they bring' });
    await expect(sources.getByRole('row', { name: /^newsletter/ })).toHaveText(/^newsletter\s*10\s*1\s*10\s*1\s*1\s*100$/);
  });

  plainTest('a CSV download holds the table, every row', async ({ page }) => {
    await open(page, 'marketing');
    const href = await page.locator('a[href*="table=routes"]').getAttribute('href');
    expect(href).toMatch(/^\/team\/insights\/csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&table=routes$/);
    const response = await page.request.get(`${spare!.baseURL}${href}`);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="what-works-routes-/);
    expect((await response.text()).split('\r\n')).toEqual([
      'Page,Visits,Requests,Requests per 100 visits,Demo requests,Booked,Share booked (%)',
      '/pricing,20,1,5,1,1,100',
      '/,40,1,2.5,1,0,0',
      '/es,8,1,12.5,0,0,',
      '',
    ]);
  });

  plainTest('axe finds nothing at 1280 and 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, 'admin');
    await expectNoAxeViolations(page, '/team/insights at 1280');
    if (process.env.DOCS_SCREENSHOTS) await page.screenshot({ path: path.join(root, 'docs/images/team-insights-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page, '/team/insights at 375');
    if (process.env.DOCS_SCREENSHOTS) await page.screenshot({ path: path.join(root, 'docs/images/team-insights-375.png'), fullPage: true });
  });

  plainTest.describe('without script', () => {
    plainTest.use({ javaScriptEnabled: false });

    plainTest('the period form works, bad dates get a plain message, and the tables stand in for the pictures', async ({ page }) => {
      await open(page, 'marketing');
      await expect(page.getByRole('status')).toHaveText(/\(7 days\)/);
      await page.getByLabel('Last', { exact: true }).selectOption('28');
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await expect(page).toHaveURL(/\/team\/insights\?days=28$/);
      await expect(page.getByRole('status')).toHaveText(/\(28 days\)/);
      await expect(page.getByRole('region', { name: 'Figures: The funnel' }).getByRole('row', { name: /Visits/ })).toHaveText(/Visits\s*98/);

      // Dates in the wrong order; then dates that are none, as an address may hold them.
      await page.getByLabel('From', { exact: true }).fill(dayOf(new Date()));
      await page.getByLabel('To (included)').fill(dayOf(new Date(Date.now() - DAY)));
      await page.getByRole('button', { name: 'Show these dates' }).click();
      await expect(page.getByRole('alert')).toHaveText('The first date comes after the second. Showing the last 7 days instead.');
      await expect(page.getByLabel('From', { exact: true })).toHaveValue(dayOf(new Date()));
      await page.goto(`${spare!.baseURL}/team/insights?from=2026-02-30&to=tomorrow`);
      await expect(page.getByRole('alert')).toHaveText('Type both dates as year-month-day, like 2026-11-02. Showing the last 7 days instead.');
      await expect(page.getByRole('status')).toHaveText(/\(7 days\)/);

      const from = dayOf(new Date(Date.now() - 2 * DAY));
      await page.getByLabel('From', { exact: true }).fill(from);
      await page.getByLabel('To (included)').fill(dayOf(new Date()));
      await page.getByRole('button', { name: 'Show these dates' }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveText(new RegExp(`^${from} to ${dayOf(new Date())} \\(3 days\\)`));
      await expect(page.getByRole('region', { name: 'Figures: Pages by what they bring' }).getByRole('row').nth(1)).toHaveText(/^\/pricing\s*20\s*1/);
    });
  });
});
