import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks the first `count` of `buttons` in turn: each must open the dialog named `dialogName`,
 * and Escape must close it and put focus back on that same button.
 */
export async function expectEachButtonOpensDialog(page: Page, buttons: Locator, count: number, dialogName: string) {
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  }
}

/** The Request Demo and Get Started buttons in the page's main content. */
export const demoButtonsIn = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Request Demo|Get Started)$/ });

/**
 * Clicks every Request Demo and Get Started button in the page's main content: each must open
 * the shared demo dialog, and Escape must close it with focus back on that button. Returns how
 * many there were.
 */
export async function expectEveryDemoButtonOpensTheDialog(page: Page) {
  const buttons = demoButtonsIn(page);
  const count = await buttons.count();
  expect(count, 'demo buttons on the page').toBeGreaterThan(0);
  await expectEachButtonOpensDialog(page, buttons, count, 'Request a demo');
  return count;
}
