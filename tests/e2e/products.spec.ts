import { expect, test } from './fixtures';
import { products } from '../../content/products';
import { dismissCookieBanner, serverHtml } from './support';
import { expectEveryDemoButtonOpensTheDialog } from './demo-buttons';
import { h1Of } from './families-support';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

// The spec's promise for each page, as words that must be in the server HTML.
const promised: Record<string, string[]> = {
  payments: ['Same-day funding', 'Cash discount', 'dual pricing', 'Multi-gateway'],
  customers: ['Guest profiles', 'Loyalty program', 'CRM', 'SMS campaigns', 'Email campaigns'],
  staff: ['Roles and permissions', 'Schedules', 'Shifts and swaps', 'Clock in and out', 'Instant tip payouts', 'Labour analytics'],
  banking: ['Business account', 'Instant deposits', 'Instant payouts', 'Cash-flow tools', 'Line of credit', 'next business day', 'at least 90 days of processing history'],
};

for (const product of products) {
  test(`/products/${product.slug} answers 200 with its content in the server HTML @desktop-only`, async ({ page }) => {
    const { status, html } = await serverHtml(page, `/products/${product.slug}`);
    expect(status).toBe(200);
    expect(h1Of(html)).toBe(product.hero.title.replace(/'/g, '&#x27;'));
    for (const words of promised[product.slug]!) expect(html).toContain(words);
    expect(html).toContain(`<title>${product.metaTitle} | Ladle</title>`);
  });

  test(`every demo button on /products/${product.slug} opens the demo dialog`, async ({ page }) => {
    await page.goto(`/products/${product.slug}`);
    expect(await expectEveryDemoButtonOpensTheDialog(page)).toBeGreaterThanOrEqual(2);
  });
}

test('an unknown product answers 404 @desktop-only', async ({ page }) => {
  const { status } = await serverHtml(page, '/products/crypto');
  expect(status).toBe(404);
});
