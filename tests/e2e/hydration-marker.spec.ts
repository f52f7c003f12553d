import { expect, test } from './fixtures';
import { COOKIE_BANNER_DELAY_MS } from '../../lib/consent';

/**
 * `<html data-hydrated>` (components/ui/hydration-marker.tsx), the mark every spec waits for,
 * comes once the page's parts have hydrated and their effects have run: what a spec does the
 * next instant meets the page as a visitor would meet it a moment later. Read in the page, at
 * the mark's appearance (an observer an init script installs), not after Playwright hears of it.
 */

/** The page's state when the mark appeared: what the effects of its parts set. */
type AtMark = { closedBy: (string | null)[]; bannerTimer: boolean; counters: string[] };

for (const path of ['/', '/pricing', '/about', '/partnerships', '/es', '/demo', '/no-such-page']) {
  test(`on ${path} the mark comes after every part's effects`, async ({ page }) => {
    await page.addInitScript((bannerDelay) => {
      // The cookie banner's effect starts its timer (components/consent/cookie-banner-gate.tsx).
      let bannerTimer = false;
      const setTimeout = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
        if (delay === bannerDelay) bannerTimer = true;
        return setTimeout(handler, delay, ...rest);
      }) as typeof window.setTimeout;
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return;
        observer.disconnect();
        // The lead dialogs' effect turns a click outside into a close (components/forms/lead-dialog-frame.tsx).
        const closedBy = [...document.querySelectorAll('dialog.lead-dialog')].map((dialog) => dialog.getAttribute('closedby'));
        // The home page's counters, in a band of their own, wait to count from their effect on
        // (components/sections/count-up.tsx); the server wrote them "final".
        const counters = [...document.querySelectorAll<HTMLElement>('[data-count-state]')].map((counter) => counter.dataset.countState!);
        document.documentElement.dataset.atMark = JSON.stringify({ closedBy, bannerTimer, counters });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    }, COOKIE_BANNER_DELAY_MS);
    await page.goto(path);
    const atMark = JSON.parse((await page.locator('html').getAttribute('data-at-mark'))!) as AtMark;
    const dialogs = await page.locator('dialog.lead-dialog').count();
    const counters = await page.locator('[data-count-state]').count();
    expect(atMark).toEqual({ closedBy: Array(dialogs).fill('any'), bannerTimer: true, counters: Array(counters).fill('waiting') });
  });
}

// The fixture fails a test whose page throws or hydrates what the server did not send. Each
// of these must fail: if one passes, the fixture let the error by.
test.describe('the page fixture', () => {
  test('fails a test on a hydration mismatch', async ({ page }) => {
    test.fail();
    // The server's HTML says something the page's script does not render.
    await page.route('**/pricing', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('>Skip to content</a>', '>Skip to the content</a>') });
    });
    await page.goto('/pricing');
  });

  test('fails a test on an uncaught error in the page', async ({ page }) => {
    test.fail();
    await page.goto('/pricing');
    const thrown = page.waitForEvent('pageerror');
    await page.evaluate(() => void window.setTimeout(() => {
      throw new Error('uncaught');
    }));
    await thrown;
  });
});
