import { expect, test } from '@playwright/test';

/**
 * Next's chunks come after the page's first seconds (lib/html/chunk-loader.mjs), read from
 * the browser's own requests on a page nobody touches (Playwright's plain `test`: the suite's
 * fixture moves the mouse, which brings them at once). One width: the loader does not look at it.
 */
const CHUNK = /\/_next\/static\/chunks\/.+\.js$/;

test.describe('the chunk loader @mobile-only', () => {
  test('left alone, a page asks for no chunk before its load, then hydrates with no input', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (CHUNK.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto('/pricing');
    // `goto` returns on the load event: nothing asked for by then (the form tools' idle preload
    // is a <link>, and comes later too).
    expect(requested).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/, { timeout: 15_000 });
    expect(requested.length).toBeGreaterThan(1);
    // What only the script draws comes: the cookie question (two seconds after hydration).
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible({ timeout: 10_000 });
  });

  test('an image that never arrives holds the load, and a scroll brings the chunks', async ({ page }) => {
    // Every image hangs: the load event never comes.
    await page.route(/\.(png|jpe?g|webp|avif|svg)(\?|$)|\/_next\/image/, () => undefined);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (CHUNK.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto('/business/coffee-shops', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    // A tap is not enough (it needs no script, and the loader stays out of its way): past the
    // 300 ms in which an input that counts brings them (AFTER_INPUT_MS), none was asked for.
    await page.getByRole('heading', { level: 1 }).tap();
    // eslint-disable-next-line no-restricted-syntax -- the absence's window is the loader's own AFTER_INPUT_MS, a scheduler.postTask delay Playwright's clock does not stop, and nothing marks a decision not to load.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 400))));
    expect(requested).toEqual([]);
    const chunk = page.waitForRequest((request) => CHUNK.test(new URL(request.url()).pathname));
    await page.mouse.wheel(0, 400);
    await chunk;
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/, { timeout: 15_000 });
  });

  test('an image that never arrives, and nobody touches the page: it hydrates all the same', async ({ page }) => {
    await page.route(/\.(png|jpe?g|webp|avif|svg)(\?|$)|\/_next\/image/, () => undefined);
    await page.goto('/business/coffee-shops', { waitUntil: 'domcontentloaded' });
    // By the loader's deadline (8 s from the document's start).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/, { timeout: 20_000 });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });
});
