import { expect, type Page } from '@playwright/test';

/**
 * Clicks every Get Started / Request Demo button in the page's main landmark in turn and checks
 * each opens the shared demo dialog, which Escape closes with focus back on that button.
 */
export async function expectEveryDemoButtonOpensTheDialog(page: Page) {
  const buttons = page.getByRole('main').getByRole('button', { name: /^(Get Started|Request Demo)$/ });
  const count = await buttons.count();
  expect(count, 'demo buttons on the page').toBeGreaterThan(0);
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
  return count;
}

/** The text of the page's h1 in server HTML (no JavaScript). */
export function h1Of(html: string) {
  return html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, '').trim();
}
