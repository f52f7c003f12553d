import { expect, test } from './fixtures';
import { publicRoutes } from '../../content/routes';
import { site } from '../../content/site';
import { lastReviewedLabel, statementSections } from '../../content/accessibility';
import { dismissCookieBanner, serverHtml } from './support';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('the statement names the standard, the checks with the route table’s page count, its limits and its review date', async ({ page }) => {
  await page.goto('/accessibility');
  await expect(page).toHaveTitle('Accessibility | Ladle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const section of statementSections) {
    await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'The standard we build to' })).toContainText('WCAG) 2.2 at level AA');
  await expect(page.getByRole('region', { name: 'How we check it' })).toContainText(
    `all ${publicRoutes.length} pages of the site at a phone width (375 pixels) and a desktop width (1280 pixels)`,
  );
  await expect(page.getByRole('region', { name: 'Known limitations' })).toContainText('tagged PDFs with a document title and language');
  await expect(page.getByText(lastReviewedLabel)).toBeVisible();
});

test('a barrier can be reported through the support contacts of the site configuration @desktop-only', async ({ page }) => {
  await page.goto('/accessibility');
  const report = page.getByRole('region', { name: 'Report a barrier' });
  await expect(report.getByRole('link', { name: site.support.email })).toHaveAttribute('href', `mailto:${site.support.email}`);
  await expect(report.getByRole('link', { name: site.support.phone.display })).toHaveAttribute('href', `tel:${site.support.phone.e164}`);
  await expect(report.getByRole('link', { name: new RegExp(site.support.chatHandle) })).toHaveAttribute('href', site.support.chatUrl);
  await expect(report).toContainText(`We reply within ${site.replyWithin}`);
});

test('both new pages are static, in the sitemap, and reached from the footer', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const path of ['/pricing', '/accessibility']) {
    expect(sitemap).toContain(`${path}</loc>`);
    const { status, headers } = await serverHtml(page, path);
    expect(status).toBe(200);
    // Pre-rendered pages carry the long shared-cache lifetime, never a per-request render.
    expect(headers['cache-control']).toMatch(/s-maxage=\d+/);
  }

  await page.goto('/');
  const company = page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' });
  await company.getByRole('link', { name: 'Accessibility', exact: true }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Estimate your savings' })).toBeVisible();
});
