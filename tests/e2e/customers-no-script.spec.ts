import { expect, test } from '@playwright/test';
import { customerPages } from '../../content/customers';

/**
 * The customer pages' tabs are buttons that script drives (components/customers/content-tabs.tsx):
 * with no script they could never switch, so the page shows every panel, one after another under
 * its own heading, and no tab list (tabs-shared.ts, the `scripting: none` media query).
 * Playwright's own `test`: the site's waits for hydration, which never comes here.
 */

test.use({ javaScriptEnabled: false });

const pages: [string, string, string[]][] = [
  ['/customers/notifications', 'Notification channels', customerPages.notifications.channels.map((channel) => channel.title)],
  ['/customers/pos-demo', 'POS screens', customerPages.posDemo.tabs.map((tab) => tab.title)],
];

for (const [path, label, titles] of pages) {
  test(`${path} without script shows every panel under its heading, and no tab list @desktop-only`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('tablist', { name: label })).toBeHidden();
    await expect(page.getByRole('tabpanel')).toHaveCount(titles.length);
    for (const title of titles) await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  });
}
