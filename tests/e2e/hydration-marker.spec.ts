import { expect, problemsOf, test, untilInteractive } from './fixtures';
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

// The fixture fails a test whose page throws or hydrates what the server did not send: its
// page's problemsOf list must be empty at the end. Here that list, on a page of the test's own
// (the fixture's would fail these tests), holds exactly the planted fault. A self-test under
// test.fail() passed on any error: with the page's load aborted it passed too.
test.describe('the page fixture', () => {
  test('sees a hydration mismatch', async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL });
    const problems = problemsOf(page);
    // The server's HTML says something the page's script does not render.
    await page.route('**/pricing', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('>Skip to content</a>', '>Skip to the content</a>') });
    });
    await page.goto('/pricing');
    await untilInteractive(page);
    await expect.poll(() => problems).toEqual([expect.stringMatching(/^page error: Minified React error #418\b/)]);
    await page.close();
  });

  test('sees an uncaught error in the page', async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL });
    const problems = problemsOf(page);
    await page.goto('/pricing');
    await untilInteractive(page);
    expect(problems).toEqual([]);
    await page.evaluate(() => void window.setTimeout(() => {
      throw new Error('uncaught');
    }));
    await expect.poll(() => problems).toEqual(['page error: uncaught']);
    await page.close();
  });
});
