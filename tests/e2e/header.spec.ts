import { expect, test } from './fixtures';
import { site } from '../../content/site';
import { menus } from '../../content/navigation';
import { dismissCookieBanner } from './support';
import { exposedExpanded, MOBILE_BUTTON, panelSelector, triggerSelector } from './menus';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('desktop header @desktop-only', () => {
  for (const menu of menus) {
    test(`${menu.label} menu lists its links with the spec's hrefs`, async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: menu.label }).click();
      const panel = page.locator(`[data-menu-panel="${menu.id}"]`);
      await expect(panel).toBeVisible();
      const hrefs = await panel.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(hrefs).toEqual(menu.items.map((item) => item.href));
      for (const item of menu.items) {
        await expect(panel.getByRole('link', { name: new RegExp(item.title) })).toContainText(item.description);
      }
    });
  }

  test('a dropdown works by keyboard alone and only one is open at a time', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const business = nav.getByRole('button', { name: 'Business Type' });
    const panel = page.locator(panelSelector('business'));
    expect(await exposedExpanded(page, triggerSelector('business'))).toBe(false);
    await business.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    expect(await exposedExpanded(page, triggerSelector('business'))).toBe(true);

    // Arrow down moves into the panel, then along its links; End and Home jump.
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(panel.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(panel.getByRole('link').first()).toBeFocused();

    // Escape closes it and returns focus to the trigger.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(business).toBeFocused();
    expect(await exposedExpanded(page, triggerSelector('business'))).toBe(false);

    // Space opens too; ArrowRight carries the open menu to the next trigger.
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('button', { name: 'Features' })).toBeFocused();
    await expect(page.locator(panelSelector('features'))).toBeVisible();
    await expect(panel).toBeHidden();

    // Opening another menu by pointer closes the first.
    await nav.getByRole('button', { name: 'Hardware' }).click();
    await expect(page.locator(panelSelector('hardware'))).toBeVisible();
    await expect(page.locator(panelSelector('features'))).toBeHidden();

    // Tab out of the bar closes the menu.
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).focus();
    await expect(page.locator(panelSelector('hardware'))).toBeHidden();
  });

  test('hovering a trigger with the mouse opens its menu, leaving closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const features = page.locator(panelSelector('features'));
    await nav.getByRole('button', { name: 'Features' }).hover();
    await expect(features).toBeVisible();
    // The way down to a link stays inside the menu.
    await features.getByRole('link', { name: /Payments/ }).hover();
    await expect(features).toBeVisible();
    // Moving to the next trigger swaps the menus.
    await nav.getByRole('button', { name: 'Hardware' }).hover();
    await expect(page.locator(panelSelector('hardware'))).toBeVisible();
    await expect(features).toBeHidden();
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(page.locator(panelSelector('hardware'))).toBeHidden();
  });

  test('each dropdown hangs from its own trigger', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const menu of menus) {
      const trigger = nav.getByRole('button', { name: menu.label });
      await trigger.click();
      const panel = page.locator(panelSelector(menu.id));
      await expect(panel).toBeVisible();
      const [t, p] = [(await trigger.boundingBox())!, (await panel.boundingBox())!];
      expect(Math.round(p.x)).toBe(Math.round(t.x));
      expect(Math.round(p.y)).toBe(Math.round(t.y + t.height));
    }
  });

  test('following a dropdown link navigates there and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Features' }).click();
    await page.locator(panelSelector('features')).getByRole('link', { name: /Payments/ }).click();
    await expect(page).toHaveURL(/\/products\/payments$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(panelSelector('features'))).toBeHidden();
  });

  test('Contact Sales goes to /contact and Sign In leaves for the POS login site', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    const signIn = header.getByRole('link', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('href', site.external.signIn);
    await expect(signIn).not.toHaveAttribute('target', /.+/);
    await expect(header.getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/');
  });

  test('the dropdown panel is 400, 500 or 600 px wide by breakpoint', async ({ page }) => {
    for (const [viewportWidth, expected] of [
      [900, 400],
      [1100, 500],
      [1400, 600],
    ] as const) {
      await page.setViewportSize({ width: viewportWidth, height: 800 });
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Hardware' }).click();
      // offsetWidth is the laid-out width, unaffected by the opening animation's scale.
      const width = await page.locator('[data-menu-panel="hardware"]').evaluate((el) => (el as HTMLElement).offsetWidth);
      expect(width).toBe(expected);
    }
  });
});

test.describe('mobile menu panel @mobile-only', () => {
  test('opens from the left, groups open together, closes after navigating and returns focus', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    expect(await exposedExpanded(page, MOBILE_BUTTON)).toBe(false);
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    expect(await exposedExpanded(page, MOBILE_BUTTON)).toBe(true);
    // Focus moves into the panel, onto its close button.
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();

    // Once the slide-in ends the panel sits flush left at 85% of the viewport.
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    expect(await panel.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(Math.round(375 * 0.85));

    // Several groups open at once; each says whether it is open.
    const business = panel.locator('summary', { hasText: 'Business Type' });
    const hardware = panel.locator('summary', { hasText: 'Hardware' });
    await expect(panel.getByRole('link', { name: 'Bakeries' })).toBeHidden();
    expect(await exposedExpanded(page, '#mobile-menu details:first-of-type > summary')).toBe(false);
    await business.click();
    await hardware.click();
    expect(await exposedExpanded(page, '#mobile-menu details:first-of-type > summary')).toBe(true);
    await expect(panel.getByRole('link', { name: 'Bakeries' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Self-Service Kiosk' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    await expect(panel.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', site.external.signIn);

    // The page behind does not scroll while the panel is open (held from the frame after it opens).
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await panel.getByRole('link', { name: 'Bakeries' }).click();
    await expect(page).toHaveURL(/\/business\/bakeries$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('Escape closes the panel and focus returns to the menu button; focus stays inside while open', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the close button closes the panel and focus returns to the menu button', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('a click outside the panel closes it and focus returns to the menu button', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
