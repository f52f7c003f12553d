import { expect, test } from './fixtures';
import { publicRoutes } from '../../content/routes';
import { dismissCookieBanner, expectNoAxeViolations, offscreenBoxes } from './support';

// Every public route, at both widths (the two projects): it answers 200 and axe finds nothing.
// A box left out of layout off screen must be no taller than its placeholder: axe measures text
// running past a skipped box against the colours of whatever lies below it (app/globals.css).
for (const route of publicRoutes) {
  test(`axe: ${route.path}`, async ({ page }) => {
    await dismissCookieBanner(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expectNoAxeViolations(page, route.path);
    const outgrown = (await offscreenBoxes(page)).filter((box) => box.real > box.placeholder);
    expect(outgrown, `boxes taller than their placeholder on ${route.path}`).toEqual([]);
  });
}
