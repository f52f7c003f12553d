import { expect, test } from './fixtures';
import { chrome } from '../../content/chrome';
import { dismissCookieBanner, isMobile, serverHtml } from './support';

/**
 * The pages' JavaScript waits for the content (lib/html/chunks-after-paint.mjs): what a
 * visitor came for is on screen before a single chunk is requested, and the page is fully
 * interactive right after.
 */
for (const route of ['/terms', '/about', '/es/pricing']) {
  test(`${route}: no chunk is requested before the page has loaded and painted its largest element, and the menus then work`, async ({ page }, testInfo) => {
    await dismissCookieBanner(page);
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { largestPaints: number[] }).largestPaints = seen;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(entry.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    });

    const { html } = await serverHtml(page, route);
    expect(html, 'no chunk tag in the server HTML').not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).toContain('data-chunks-after-paint');

    await page.goto(route);
    const timings = await page.evaluate(() => ({
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      largestPaints: (window as unknown as { largestPaints: number[] }).largestPaints,
    }));
    expect(timings.chunks.length, 'chunks requested').toBeGreaterThan(3);
    const firstChunk = Math.min(...timings.chunks);
    expect(firstChunk, 'first chunk after the load event').toBeGreaterThan(timings.loaded);
    const paintedBefore = timings.largestPaints.filter((time) => time < firstChunk);
    expect(paintedBefore.length, 'a largest paint before the first chunk').toBeGreaterThan(0);

    // Hydrated: the header's menus answer, with what only their script adds (the menus
    // themselves open from the HTML alone): the phone panel's focus trap declares itself
    // modal, the desktop bar's ArrowDown enters the open menu.
    if (isMobile(testInfo)) {
      await page.getByRole('button', { name: chrome[route.startsWith('/es') ? 'es' : 'en'].openMenu }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    } else {
      const trigger = page.getByRole('banner').getByRole('button').first();
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      const panel = page.locator(`#${await trigger.getAttribute('popovertarget')}`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link').first()).toBeFocused();
    }
  });
}
