import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from './axe';
import { htmlcsErrors } from './htmlcs';

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/**
 * Presses a button that says aria-disabled="true", as a visitor can (a click at 1280 px, a tap
 * at 375 px). Playwright waits for such a button to become available, so the press is forced,
 * and a forced press skips Playwright's wait for the button to stand still. The site scrolls
 * smoothly (app/globals.css): a press aimed while the page is still gliding towards a button far
 * down lands beside it (lead-consent.spec.ts's partner form on /es, 1 run in 2). So the button is
 * brought into view first and the press waits until its box is the same twice in a row.
 */
export async function pressUnavailable(button: Locator, testInfo: TestInfo) {
  await button.scrollIntoViewIfNeeded();
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await button.boundingBox());
      const still = box === last;
      last = box;
      return still;
    }, { intervals: [50] })
    .toBe(true);
  if (isMobile(testInfo)) await button.tap({ force: true });
  else await button.click({ force: true });
}

/**
 * A page of its own browser context with JavaScript off, as wide as `like` (the project's
 * page) when given; close it with `page.context().close()`. Not the fixture's page: that one
 * waits for React, which never comes here.
 */
export async function pageWithoutJavaScript(browser: Browser, baseURL: string | undefined, like?: Page) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: like?.viewportSize() ?? undefined });
  return context.newPage();
}

/**
 * Fails with the list of rule ids and targets when axe finds any WCAG 2.x A/AA violation, in
 * the whole page or in the part `within` selects (an open menu or dialog).
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), within?: string) {
  const violations = await axeViolations(page, { within });
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * HTML_CodeSniffer's errors at WCAG 2 AA (tests/e2e/htmlcs.ts), as a test reads them: code,
 * then the element at fault. `language` is the page's.
 */
export async function expectNoHtmlcsErrors(page: Page, language: 'en' | 'es', label = page.url()) {
  const errors = (await htmlcsErrors(page, language)).map((error) => `${error.code}: ${error.element}`);
  expect(errors, `HTML_CodeSniffer errors on ${label}`).toEqual([]);
}

/**
 * The boxes the page leaves out of layout while they are off screen (`content-visibility: auto`,
 * app/globals.css), each with its placeholder's height and its real height. Measuring renders
 * every box once, after which each keeps its real size as its placeholder: call it last.
 */
export async function offscreenBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((box) => getComputedStyle(box).contentVisibility === 'auto')
      .map((box) => {
        // A placeholder the stylesheet failed to size (`none`) counts as 0 px, so it fails the check.
        const placeholder = parseFloat(getComputedStyle(box).containIntrinsicBlockSize.replace(/^auto\s*/, '')) || 0;
        const skipped = !box.checkVisibility({ contentVisibilityAuto: true });
        box.style.contentVisibility = 'visible';
        const real = box.getBoundingClientRect().height;
        box.style.contentVisibility = '';
        const name = box.querySelector('h2')?.textContent?.trim() ?? box.className;
        return { name, placeholder: Math.round(placeholder), real: Math.round(real), skipped };
      }),
  );
}

/** The layout shifts the page has made since it started loading, summed as CLS sums them. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/** Stores a cookie choice before any page script runs, so the banner stays out of the way. */
export async function dismissCookieBanner(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('ladle-cookie-consent', 'declined'));
}

/** Fetches a route's server HTML with no JavaScript involved. */
export async function serverHtml(page: Page, path: string) {
  const response = await page.request.get(path);
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

/** React escapes apostrophes, ampersands and quotes in server HTML; compare against the escaped form. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

/** Every file of the built site's browser assets (the static dir of the build under test). */
export function browserBundleFiles() {
  const staticDir = path.resolve(process.env.NEXT_DIST_DIR || '.next-e2e', 'static');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(staticDir);
  return { staticDir, files };
}

/**
 * Stops the page's clock (Playwright's fake timers) before it loads: the page's timers then run
 * only when the test moves the clock with `page.clock.runFor`, however slowly the page loaded.
 * Call before `goto`; `page.clock.resume()` lets time flow again (axe needs it).
 */
export async function stopPageClock(page: Page) {
  const start = new Date('2026-11-26T12:00:00Z').getTime();
  await page.clock.install({ time: start });
  // Installed, the clock runs on: stop it a minute ahead, a moment it cannot have passed yet.
  await page.clock.pauseAt(start + 60_000);
}

/**
 * Resolves once the page has run the tasks already queued when it is called, three deep. React
 * renders a state update made in a timer in such a task (its scheduler posts messages), so after
 * `page.clock.runFor` this is the moment by which a timer's visible effect would be on screen:
 * an absence checked after it cannot pass merely because the render was late.
 */
export async function queuedTasksRun(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let hops = 0;
        channel.port1.onmessage = () => (++hops === 3 ? resolve() : channel.port2.postMessage(0));
        channel.port2.postMessage(0);
      }),
  );
}
