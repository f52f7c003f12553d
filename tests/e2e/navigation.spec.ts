import { expect, test, type Page } from './fixtures';
import { dismissCookieBanner } from './support';

/** Marks the current document; the mark survives only a client-side navigation. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('an internal link opens the next page without reloading the document', async ({ page }) => {
  await page.goto('/');
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
  expect(await sameDocument(page)).toBe(true);

  // Back returns to the home page, still within the same document.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(await sameDocument(page)).toBe(true);
});

test('pointing at an internal link fetches that page ahead of the click', async ({ page }) => {
  await page.goto('/');
  const prefetch = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/privacy' && request.headers()['rsc'] === '1',
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).hover();
  await prefetch;
});
