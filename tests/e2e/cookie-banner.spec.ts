import { expect, test } from './fixtures';
import { COOKIE_BANNER_DELAY_MS } from '../../lib/consent';
import { axeViolations } from './axe';
import { expectNoAxeViolations, queuedTasksRun, stopPageClock } from './support';

const BANNER = 'section[aria-label="Cookie consent"]';

for (const [button, stored] of [
  ['Accept All', 'accepted'],
  ['Decline', 'declined'],
] as const) {
  test(`the cookie banner appears 2 s after load and ${button} stores "${stored}"`, async ({ page }) => {
    test.slow(); // axe runs over the whole home page
    // The page's clock stands still until the test moves it, so "2 s" is the page's 2 s, not
    // the test's: a slow load cannot make the banner look early or its absence look right.
    await stopPageClock(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS - 100);
    await queuedTasksRun(page);
    await expect(banner, 'not yet, 100 ms before the delay').toHaveCount(0);
    await page.clock.runFor(100);
    await expect(banner).toBeVisible();
    await page.clock.resume();
    await expectNoAxeViolations(page);

    // Reachable by keyboard: tab order reaches its buttons.
    const target = banner.getByRole('button', { name: button });
    await target.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('ladle-cookie-consent'))).toBe(stored);

    // With the choice stored, the same delay passes on the same clock and nothing appears
    // (above, the same page on the same clock showed it).
    await page.reload();
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS + 500);
    await queuedTasksRun(page);
    await expect(banner).toHaveCount(0);
  });
}

test('on a phone the banner leaves the main call to action uncovered', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible({ timeout: 4000 });
  const cta = page.getByRole('main').getByRole('button', { name: /Request Demo/ }).first();
  const [a, b] = [await banner.boundingBox(), await cta.boundingBox()];
  expect(a && b).toBeTruthy();
  const overlaps = a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlaps).toBe(false);
});

test('the banner text is fully opaque and passes colour contrast at every moment of its entrance', async ({ page }) => {
  // Three full axe runs on one page: allow for a busy machine.
  test.setTimeout(90_000);
  // Pause the banner's animations the moment React inserts it, so each moment can be inspected.
  await page.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      const banner = document.querySelector(selector);
      if (!banner) return;
      observer.disconnect();
      const animations = banner.getAnimations({ subtree: true });
      for (const animation of animations) animation.pause();
      (window as unknown as { bannerAnimations: Animation[] }).bannerAnimations = animations;
    }).observe(document, { childList: true, subtree: true });
  }, BANNER);
  await page.goto('/');
  await expect(page.locator(BANNER)).toHaveCount(1, { timeout: 4000 });
  expect(await page.evaluate(() => (window as unknown as { bannerAnimations: Animation[] }).bannerAnimations.length)).toBeGreaterThan(0);

  for (const progress of [0, 0.25, 0.5, 0.75, 1]) {
    const opacity = await page.evaluate(
      ({ selector, progress }) => {
        for (const animation of (window as unknown as { bannerAnimations: Animation[] }).bannerAnimations) {
          animation.currentTime = Number(animation.effect!.getComputedTiming().endTime) * progress;
        }
        // The text's effective opacity: its own times every ancestor's.
        let value = 1;
        for (let el: Element | null = document.querySelector(`${selector} p`); el; el = el.parentElement) value *= Number(getComputedStyle(el).opacity);
        return value;
      },
      { selector: BANNER, progress },
    );
    expect(opacity, `text opacity at ${progress * 100}% of the entrance`).toBe(1);
    if (progress === 0.25 || progress === 0.75) continue;
    const violations = await axeViolations(page, { within: BANNER, rules: ['color-contrast'] });
    expect(violations.flatMap((v) => v.targets.map((target) => `${v.id}: ${target}`)), `axe at ${progress * 100}% of the entrance`).toEqual([]);
  }
});
