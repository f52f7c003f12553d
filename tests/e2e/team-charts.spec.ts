import { readFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { startSpareServer, type SpareServer } from './spare-server';
import { signInAs, type TeamRole } from './team-support';
import { expectNoAxeViolations } from './support';
import { FileInsightsStore } from '../../lib/insights/file-store';
import { FileLeadStore } from '../../lib/leads/file-store';
import type { InsightEvent } from '../../lib/insights/events';

/**
 * The team room's Field vitals and Experiments pages (issue 56) on the production build, on a
 * spare server whose insights store holds a known week: who sees them, the charts in the
 * server HTML with no chart script, the period form without JavaScript, axe and reflow at
 * 1280 and 375 px, and the CSV downloads. The figures themselves equal `npm run insights` and
 * `npm run experiments` (tests/unit/team-charts-figures.test.tsx). @desktop-only
 */
const root = path.resolve(__dirname, '..', '..');
const PAGES = ['/team/vitals', '/team/experiments'] as const;
const DAY = 86_400_000;

/** A week of Web Vitals on two routes (the pricing page slow on phones) and the e2e experiment's enrolled visitors. */
async function seedInsights(insightsDir: string) {
  const store = new FileInsightsStore(insightsDir);
  const writes: Promise<void>[] = [];
  const now = Date.now();
  for (let back = 0; back < 7; back += 1) {
    const at = new Date(now - back * DAY);
    const vital = (route: string, viewport: string, metric: string, values: number[]) => {
      for (const value of values) writes.push(store.record({ type: 'vital', route, viewport, metric, value } as InsightEvent, at));
    };
    vital('/pricing', 'phone', 'LCP', [3200 + back * 150, 4100, 4600]);
    vital('/pricing', 'desktop', 'LCP', [1400, 1900 + back * 40]);
    vital('/pricing', 'phone', 'INP', [180, 260 + back * 10]);
    vital('/pricing', 'phone', 'CLS', [0.04, 0.12]);
    vital('/', 'desktop', 'LCP', [1100, 1500 + back * 60]);
    vital('/', 'tablet', 'INP', [90, 140]);
    vital('/', 'phone', 'CLS', [0.01, 0.03]);
  }
  for (const [variant, enrolled] of [
    ['control', 70],
    ['same-day-money', 64],
  ] as const) {
    for (let i = 0; i < enrolled; i += 1) {
      writes.push(store.record({ type: 'exposure', experiment: 'e2e-home-headline', variant } as InsightEvent));
      writes.push(store.record({ type: 'view', route: '/', experiment: 'e2e-home-headline', variant } as InsightEvent));
    }
  }
  await Promise.all(writes);
}

/** The experiment's leads: 3 from the control, 6 from the variant. */
async function seedLeads(outboxDir: string) {
  const leads = new FileLeadStore({ dir: outboxDir, maxBytes: 10_000_000 });
  for (const [variant, count] of [
    ['control', 3],
    ['same-day-money', 6],
  ] as const) {
    for (let i = 0; i < count; i += 1) {
      await leads.append(
        { form: 'demo', service_id: 's', template_id: 't', via: 'send', spam: false, template_params: { from_name: `Lead ${i}`, attr_experiment: 'e2e-home-headline', attr_variant: variant } },
        { channels: [] },
      );
    }
  }
  await leads.close();
}

test.describe('team room charts @desktop-only', () => {
  test.describe.configure({ mode: 'serial' });
  let spare: SpareServer;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    const insightsDir = path.join(root, '.test-output', `insights-team-charts-${testInfo.parallelIndex}`);
    rmSync(insightsDir, { recursive: true, force: true });
    await seedInsights(insightsDir);
    spare = await startSpareServer(testInfo, { INSIGHTS_DIR: insightsDir });
    // The spare server empties its outbox folder as it starts: the leads go in after.
    await seedLeads(spare.outboxDir);
  });
  test.afterAll(() => spare?.stop());

  for (const [role, opens] of [
    ['marketing', true],
    ['admin', true],
    ['sales', false],
    ['editor', false],
  ] as [TeamRole, boolean][]) {
    test(`${role}: ${opens ? 'sees' : 'is refused (403)'} both pages and their CSV`, async ({ page }) => {
      await signInAs(page, role, { base: spare.baseURL });
      const nav = page.getByRole('navigation', { name: 'Team room' });
      await expect(nav.getByRole('link', { name: 'Field vitals' })).toHaveCount(opens ? 1 : 0);
      await expect(nav.getByRole('link', { name: 'Experiments' })).toHaveCount(opens ? 1 : 0);
      for (const path of PAGES) {
        const response = await page.goto(`${spare.baseURL}${path}`);
        expect(response?.status(), path).toBe(opens ? 200 : 403);
      }
      for (const csv of ['/team/vitals/csv?days=7&table=ranking', '/team/experiments/csv?experiment=e2e-home-headline&table=rates']) {
        const response = await page.request.get(`${spare.baseURL}${csv}`, { maxRedirects: 0 });
        expect(response.status(), csv).toBe(opens ? 200 : 403);
      }
    });
  }

  test('the charts are SVG in the server HTML, and the pages load no chart script', async ({ page }) => {
    await signInAs(page, 'marketing', { base: spare.baseURL });
    for (const path of PAGES) {
      const html = await (await page.request.get(`${spare.baseURL}${path}`)).text();
      const charts = html.match(/<svg viewBox="0 0 360 \d+" width="360" height="\d+" role="img"/g) ?? [];
      expect(charts.length, path).toBeGreaterThanOrEqual(path === '/team/vitals' ? 6 : 3);
      expect(html, path).toContain('<path d="M');
      const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) {
        const code = await (await page.request.get(new URL(src, spare.baseURL).href)).text();
        // The charts' drawing code (components/team/charts, d3-scale, d3-shape) stays on the server.
        for (const mark of ['strokeDasharray', 'data-series', 'scaleLinear', 'symbolDiamond']) expect(code, `${src} carries ${mark}`).not.toContain(mark);
      }
    }
    await page.goto(`${spare.baseURL}/team/vitals?days=7`);
    await expect(page.getByRole('img', { name: 'Largest Contentful Paint (LCP) p75 per day on /pricing' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Routes, worst first' }).getByRole('row').nth(1)).toContainText('/pricing');
    await page.goto(`${spare.baseURL}/team/experiments`);
    const enrolled = page.getByRole('table', { name: 'e2e-home-headline: Conversion rate per variant' }).getByRole('row');
    await expect(enrolled.nth(1)).toContainText(/control\s*5070703\s*4\.29/);
    await expect(enrolled.nth(2)).toContainText(/same-day-money\s*5064646\s*9\.38/);
  });

  test('the period form works with JavaScript off, and the tables stand in for the pictures', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAs(page, 'marketing', { base: spare.baseURL });
    await page.goto(`${spare.baseURL}/team/vitals`);
    await expect(page.getByText(/, 28 days\.$/)).toBeVisible();
    await page.getByLabel('Period', { exact: true }).selectOption('7');
    await page.getByLabel('Route over time').selectOption('/');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/team\/vitals\?days=7&route=%2F$/);
    await expect(page.getByText(/, 7 days\.$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Over time: /' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Largest Contentful Paint (LCP) p75 per day on /' }).getByRole('row')).toHaveCount(8);
    await context.close();
  });

  for (const width of [1280, 375]) {
    test(`axe finds nothing and nothing but the tables scrolls sideways at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, 'admin', { base: spare.baseURL });
      for (const path of PAGES) {
        await page.goto(`${spare.baseURL}${path}`);
        await expectNoAxeViolations(page, `${path} at ${width} px`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} wider than the screen`).toBeLessThanOrEqual(0);
        // Each table sits in a labelled region that scrolls on its own.
        for (const region of await page.getByRole('region', { name: /^Figures: / }).all()) {
          expect(await region.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
        }
        // The screenshots of docs/team.md: the top of the page down to its first charts.
        await page.screenshot({ path: testInfo.outputPath(`team-${path.slice(6)}-${width}.png`), fullPage: true, clip: { x: 0, y: 0, width, height: width === 375 ? 2200 : 1500 } });
      }
    });
  }

  test('Download CSV gives the table beside the chart', async ({ page }) => {
    await signInAs(page, 'marketing', { base: spare.baseURL });
    await page.goto(`${spare.baseURL}/team/vitals?days=7`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV (Routes, worst first)' }).click()]);
    expect(download.suggestedFilename()).toBe('field-vitals-ranking-7-days.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toBe('Route,Worst metric,Times the good limit,LCP p75 (ms),LCP band,INP p75 (ms),INP band,CLS p75,CLS band,Values measured');
    // The same rows as the table beside it, worst route first.
    await expect(page.getByRole('table', { name: 'Routes, worst first' }).getByRole('rowheader')).toHaveText(['/pricing', '/']);
    expect(lines.slice(1, 3).map((line) => line.split(',').slice(0, 2).join(','))).toEqual(['/pricing,LCP', '/,INP']);
    await page.goto(`${spare.baseURL}/team/experiments`);
    const [rates] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV (e2e-home-headline: Conversion rate per variant)' }).click()]);
    const text = await readFile((await rates.path())!, 'utf8');
    expect(text.split('\r\n').slice(0, 2)).toEqual(['Variant,Split (%),Enrolled,Views,Leads,Rate (%),Low (%),High (%)', expect.stringMatching(/^control,50,70,70,3,4\.29,[\d.]+,[\d.]+$/)]);
  });
});
