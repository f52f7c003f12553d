import { expect, test } from './fixtures';
import { site } from '../../content/site';
import { menus } from '../../content/navigation';
import { dismissCookieBanner } from './support';

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
    await business.focus();
    await page.keyboard.press('Enter');
    await expect(business).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('[data-menu-panel="business"]');
    await expect(panel).toBeVisible();

    // Arrow down moves into the panel, then along its links.
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();

    // Escape closes it and returns focus to the trigger.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(business).toBeFocused();

    // Space opens too; opening another menu closes the first.
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await nav.getByRole('button', { name: 'Hardware' }).click();
    await expect(page.locator('[data-menu-panel="hardware"]')).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('following a dropdown link navigates there and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Features' }).click();
    await page.locator('[data-menu-panel="features"]').getByRole('link', { name: /Payments/ }).click();
    await expect(page).toHaveURL(/\/products\/payments$/);
    await expect(page.locator('[data-menu-panel="features"]')).toBeHidden();
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
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();

    // Once the slide-in ends the panel sits flush left at 85% of the viewport.
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    expect(await panel.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(Math.round(375 * 0.85));

    // Several groups open at once.
    await panel.getByRole('button', { name: 'Business Type' }).click();
    await panel.getByRole('button', { name: 'Hardware' }).click();
    await expect(panel.getByRole('button', { name: 'Business Type' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('button', { name: 'Hardware' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Bakeries' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Self-Service Kiosk' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    await expect(panel.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', site.external.signIn);

    // The page behind does not scroll while the panel is open.
    const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(overflow).toBe('hidden');

    await panel.getByRole('link', { name: 'Bakeries' }).click();
    await expect(page).toHaveURL(/\/business\/bakeries$/);
    await expect(panel).toBeHidden();
  });

  test('Escape closes the panel and focus returns to the menu button; focus stays inside while open', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('a click outside the panel closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(panel).toBeHidden();
  });
});
