import { expect, test } from './fixtures';
import { dismissCookieBanner, expectNoAxeViolations } from './support';

test('an unknown path answers 404 with the not-found page inside the normal chrome', async ({ page }) => {
  await dismissCookieBanner(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the 404 text is in the server HTML @desktop-only', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('404 - Page Not Found');
  expect(html).toContain('The page you are looking for does not exist.');
});
