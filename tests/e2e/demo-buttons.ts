import { expect, type Page } from '@playwright/test';

/**
 * Clicks every Request Demo and Get Started button in the page's main content: each must open
 * the shared demo dialog, and Escape must close it and put focus back on that same button.
 */
export async function expectEveryDemoButtonWorks(page: Page) {
  const buttons = page.getByRole('main').getByRole('button', { name: /^(Request Demo|Get Started)$/ });
  const count = await buttons.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Request a demo' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  }
}
