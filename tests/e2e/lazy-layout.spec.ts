import { expect, test } from './fixtures';
import { termsDocument } from '../../content/legal/terms';
import { dismissCookieBanner, recordLayoutShifts } from './support';

/**
 * On a phone, the long pages leave their off-screen bands and legal sections out of the first
 * style and layout (`content-visibility: auto`, app/globals.css) and draw each as it nears the
 * screen. A visitor must not see the difference: nothing moves, and every word can be found.
 */
const longPages = ['/', '/terms', '/solutions', '/business/coffee-shops', '/es/about'];

/** The boxes app/globals.css leaves out of layout while off screen. */
const offscreenBoxSelector = '.lazy-layout, .lazy-footer, .legal-html > section';

test.describe('layout only near the screen @mobile-only', () => {
  for (const path of longPages) {
    test(`${path} draws its last band only on the way down, and nothing shifts`, async ({ page }) => {
      await dismissCookieBanner(page);
      const layoutShift = await recordLayoutShifts(page);
      await page.goto(path);
      // After the load the last box is not drawn. Then, half a screen at a time, a frame apart, as
      // a thumb scrolls down to the footer, every box on screen at each step is drawn (off screen
      // again, one is skipped again).
      const { lastDrawnAtLoad, undrawnOnScreen } = await page.evaluate(async (selector) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        // A skipped box is itself laid out (at its placeholder's size); what it skips is its content.
        const drawn = (box: Element) => box.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
        const boxes = [...document.querySelectorAll(selector)];
        const lastDrawnAtLoad = drawn(boxes[boxes.length - 1]!);
        const undrawnOnScreen: string[] = [];
        document.documentElement.style.scrollBehavior = 'auto';
        for (;;) {
          for (const box of boxes) {
            const { top, bottom } = box.getBoundingClientRect();
            if (bottom > 0 && top < window.innerHeight && !drawn(box)) {
              undrawnOnScreen.push(`${box.querySelector('h2')?.textContent} at scrollY ${window.scrollY}`);
            }
          }
          if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) return { lastDrawnAtLoad, undrawnOnScreen };
          window.scrollBy(0, window.innerHeight / 2);
          await frame();
        }
      }, offscreenBoxSelector);
      expect(lastDrawnAtLoad).toBe(false);
      expect(undrawnOnScreen).toEqual([]);
      await expect(page.getByRole('contentinfo')).toBeInViewport();
      expect(await layoutShift()).toBe(0);
    });
  }

  test('find in page reaches a legal section that is not drawn yet', async ({ page }) => {
    await page.goto(termsDocument.path);
    const section = termsDocument.sections[termsDocument.sections.length - 2]!;
    const sentence = (section.body.find((block) => typeof block === 'string') as string).slice(0, 60);
    const heading = page.locator(`#${section.id}`);
    expect(await heading.evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);

    // window.find is Chromium's search of the page's text; its find bar then jumps to the match.
    const found = await page.evaluate((text) => (window as unknown as { find(text: string): boolean }).find(text), sentence);
    expect(found).toBe(true);
    await page.evaluate(() => window.getSelection()!.getRangeAt(0).startContainer.parentElement!.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(page.getByText(sentence)).toBeInViewport();
    await expect(heading).toBeVisible();
  });

  test('the keyboard brings every link of a long legal text into view, however far it jumps', async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto(termsDocument.path);
    const offScreen: string[] = [];
    for (let presses = 0; presses < 80; presses++) {
      await page.keyboard.press('Tab');
      // Focus scrolls smoothly: read the position once the scroll has come to rest, the same
      // for five frames in a row (a smooth scroll moves on every frame until it ends).
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            let last = -1;
            let still = 0;
            const frame = () => {
              still = window.scrollY === last ? still + 1 : 0;
              last = window.scrollY;
              if (still >= 5) resolve();
              else requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          }),
      );
      const focused = await page.evaluate(() => {
        const element = document.activeElement!;
        const { top, bottom } = element.getBoundingClientRect();
        return { name: element.textContent!.trim(), top, bottom, inFooter: !!element.closest('footer') };
      });
      if (focused.bottom <= 0 || focused.top >= page.viewportSize()!.height) offScreen.push(`${focused.name} at ${Math.round(focused.top)} px`);
      if (focused.inFooter) break;
    }
    expect(offScreen).toEqual([]);
  });
});
