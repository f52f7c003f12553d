import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

for (const [button, stored] of [
  ['Accept All', 'accepted'],
  ['Decline', 'declined'],
] as const) {
  test(`the cookie banner appears after about 2 s and ${button} stores "${stored}"`, async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await page.waitForTimeout(1200);
    await expect(banner).toHaveCount(0);
    await expect(banner).toBeVisible({ timeout: 3000 });
    await expectNoAxeViolations(page);

    // Reachable by keyboard: tab order reaches its buttons.
    const target = banner.getByRole('button', { name: button });
    await target.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('ladle-cookie-consent'))).toBe(stored);

    await page.reload();
    await page.waitForTimeout(2600);
    await expect(banner).toHaveCount(0);
  });
}

test('on a phone the banner leaves the main call to action uncovered', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible({ timeout: 4000 });
  const cta = page.getByRole('main').getByRole('button', { name: /Request Demo/ }).first();
  const [a, b] = [await banner.boundingBox(), await cta.boundingBox()];
  expect(a && b).toBeTruthy();
  const overlaps = a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlaps).toBe(false);
});
