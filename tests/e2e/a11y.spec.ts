import { expect, test } from './fixtures';
import { publicRoutes } from '../../content/routes';
import { dismissCookieBanner, expectNoAxeViolations } from './support';

// Every public route, at both widths (the two projects): it answers 200 and axe finds nothing.
for (const route of publicRoutes) {
  test(`axe: ${route.path}`, async ({ page }) => {
    await dismissCookieBanner(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expectNoAxeViolations(page, route.path);
  });
}
