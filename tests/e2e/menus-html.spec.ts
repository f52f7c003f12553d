import { test as plainTest, type Page } from '@playwright/test';
import { expect, test, untilInteractive } from './fixtures';
import { menus } from '../../content/navigation';
import { dismissCookieBanner, expectNoAxeViolations } from './support';
import { exposedExpanded, MOBILE_BUTTON, panelSelector, triggerSelector } from './menus';

/**
 * The header's menus work from the HTML alone (components/layout/desktop-nav.tsx,
 * mobile-nav.tsx): with JavaScript off they open, close on Escape with focus back on their
 * button, and their links navigate; with it, opening one fetches nothing, and axe finds
 * nothing with each one open. The scripted extras are in header.spec.ts.
 */

const business = menus.find((menu) => menu.id === 'business')!;

plainTest.describe('without JavaScript', () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest.describe('desktop menus @desktop-only', () => {
    plainTest('each menu opens under its trigger, one at a time, and its links navigate', async ({ page }) => {
      plainTest.slow(); // three menus, then a page load
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const menu of menus) {
        const trigger = nav.getByRole('button', { name: menu.label });
        const panel = page.locator(panelSelector(menu.id));
        await expect(panel).toBeHidden();
        await trigger.click();
        await expect(panel).toBeVisible();
        expect(await exposedExpanded(page, triggerSelector(menu.id))).toBe(true);
        const [t, p] = [(await trigger.boundingBox())!, (await panel.boundingBox())!];
        expect(Math.round(p.x)).toBe(Math.round(t.x));
        expect(Math.round(p.y)).toBe(Math.round(t.y + t.height));
        const hrefs = await panel.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
        expect(hrefs).toEqual(menu.items.map((item) => item.href));
        // The others are closed.
        for (const other of menus.filter((m) => m !== menu)) await expect(page.locator(panelSelector(other.id))).toBeHidden();
      }

      // A click elsewhere closes the open menu.
      await page.getByRole('heading', { level: 1 }).click();
      await expect(page.locator(panelSelector(menus.at(-1)!.id))).toBeHidden();

      await nav.getByRole('button', { name: business.label }).click();
      await page.locator(panelSelector('business')).getByRole('link', { name: /Bakeries/ }).click();
      await expect(page).toHaveURL(/\/business\/bakeries$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    plainTest('by keyboard: Enter opens, Tab enters the menu, Escape closes it and focus returns to the trigger', async ({ page }) => {
      await page.goto('/');
      const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: business.label });
      const panel = page.locator(panelSelector('business'));
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(await exposedExpanded(page, triggerSelector('business'))).toBe(false);
    });
  });

  plainTest.describe('phone menu @mobile-only', () => {
    plainTest('opens from the button, its groups expand, its links navigate', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
      // Holding the page behind still is the script's (components/ui/page-scroll-hold.ts): header.spec.
      const bakeries = panel.getByRole('link', { name: 'Bakeries' });
      await expect(bakeries).toBeHidden();
      await panel.locator('summary', { hasText: business.label }).click();
      await expect(bakeries).toBeVisible();
      await bakeries.click();
      await expect(page).toHaveURL(/\/business\/bakeries$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    });

    plainTest('Escape, the close button and a tap outside each close it, focus back on the menu button', async ({ page }) => {
      await page.goto('/');
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      const panel = page.getByRole('dialog', { name: 'Menu' });

      await menuButton.click();
      await expect(panel).toBeVisible();
      expect(await exposedExpanded(page, MOBILE_BUTTON)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(menuButton).toBeFocused();
      expect(await exposedExpanded(page, MOBILE_BUTTON)).toBe(false);

      await menuButton.click();
      await panel.getByRole('button', { name: 'Close menu' }).click();
      await expect(panel).toBeHidden();
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await expect(panel).toBeVisible();
      await page.mouse.click(360, 400);
      await expect(panel).toBeHidden();
    });
  });
});

plainTest.describe('opened before the page is interactive', () => {
  /**
   * Holds back the page's JavaScript chunks until `open` has run, then lets it hydrate: the open menu must stay open through
   * hydration, without an error, and then carry what only the script adds.
   */
  async function openBeforeHydration(page: Page, open: () => Promise<void>) {
    await dismissCookieBanner(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Scripts only: the stylesheet is a chunk too, and the page waits for it.
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not the load event, which a held-back preload would hold back too.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await open();
    release();
    await untilInteractive(page);
    return errors;
  }

  plainTest('a desktop menu stays open through hydration @desktop-only', async ({ page }) => {
    plainTest.slow(); // the page hydrates on a held-back start
    const panel = page.locator(panelSelector('business'));
    const errors = await openBeforeHydration(page, async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: business.label }).click();
      await expect(panel).toBeVisible();
    });
    await expect(panel).toBeVisible();
    expect(await exposedExpanded(page, triggerSelector('business'))).toBe(true);
    // Hydrated: ArrowDown, the script's, now enters the open menu.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: business.label }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await expect(panel).toBeVisible();
    expect(errors).toEqual([]);
  });

  plainTest('the phone menu stays open through hydration @mobile-only', async ({ page }) => {
    plainTest.slow(); // the page hydrates on a held-back start
    const panel = page.getByRole('dialog', { name: 'Menu' });
    const errors = await openBeforeHydration(page, async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(panel).toBeVisible();
    });
    // Hydrated: the focus trap, the script's, declares the panel modal.
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    await expect(panel).toBeVisible();
    expect(errors).toEqual([]);
  });
});

/**
 * Every request the page makes while `act` runs, once the page has settled, but the click
 * counter's beacon (components/insights/visit-beacon.tsx), which counts every click.
 */
async function requestsDuring(page: Page, act: () => Promise<void>) {
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  const record = (request: { url: () => string }) => {
    if (new URL(request.url()).pathname !== '/api/insights') requests.push(request.url());
  };
  page.on('request', record);
  await act();
  page.off('request', record);
  return requests;
}

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('opening a desktop menu fetches nothing @desktop-only', async ({ page }) => {
    await page.goto('/accessibility');
    const requests = await requestsDuring(page, async () => {
      for (const menu of menus) {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu.label }).click();
        await expect(page.locator(panelSelector(menu.id))).toBeVisible();
      }
    });
    expect(requests).toEqual([]);
  });

  test('opening the phone menu and its groups fetches nothing @mobile-only', async ({ page }) => {
    await page.goto('/accessibility');
    const requests = await requestsDuring(page, async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await expect(panel).toBeVisible();
      // By keyboard: a group opening under a still pointer would put a link under it, and
      // pointing at a link fetches its page ahead (components/layout/client-navigation.tsx).
      for (const menu of menus) {
        await panel.locator('summary', { hasText: menu.label }).focus();
        await page.keyboard.press('Enter');
      }
      await expect(panel.getByRole('link', { name: 'Bakeries' })).toBeVisible();
    });
    expect(requests).toEqual([]);
  });

  test('axe finds nothing with each desktop menu open @desktop-only', async ({ page }) => {
    test.slow(); // three axe runs
    // A panel fades in (pop-in, 180 ms): without motion axe reads its colours where they rest,
    // not mid-fade (CI saw a contrast failure on one run). The a11y sweep runs the same way.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/accessibility');
    for (const menu of menus) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu.label }).click();
      await expect(page.locator(panelSelector(menu.id))).toBeVisible();
      await expectNoAxeViolations(page, `/accessibility with the ${menu.label} menu open`);
    }
  });

  test('axe finds nothing with the phone menu open, every group expanded @mobile-only', async ({ page }) => {
    test.slow(); // axe over a whole page
    await page.goto('/accessibility');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    // Past the slide-in, so axe measures contrast on the panel where it rests.
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    for (const menu of menus) await panel.locator('summary', { hasText: menu.label }).click();
    await expect(panel.getByRole('link', { name: 'Bakeries' })).toBeVisible();
    await expectNoAxeViolations(page, '/accessibility with the phone menu open');
  });
});
