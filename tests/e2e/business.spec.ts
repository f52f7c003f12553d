import { expect, test } from './fixtures';
import { site } from '../../content/site';
import { industries } from '../../content/industries';
import { dismissCookieBanner, pageWithoutJavaScript, serverHtml } from './support';
import { expectEveryDemoButtonOpensTheDialog } from './demo-buttons';
import { h1Of } from './families-support';

const heroImage = '**/illustrations/industries/food-trucks.svg';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('/business', () => {
  test('has the two sections with external Learn More links from the site configuration @desktop-only', async ({ page }) => {
    const { status, html } = await serverHtml(page, '/business');
    expect(status).toBe(200);
    expect(html).toContain('Food Trucks and Pop-Ups');
    expect(html).toContain('QSRs and Cafes');

    await page.goto('/business');
    const sections: [string, string][] = [
      ['Food Trucks and Pop-Ups', site.external.foodTruckSolutions],
      ['QSRs and Cafes', site.external.qsrSolutions],
    ];
    for (const [section, href] of sections) {
      const link = page.getByRole('link', { name: `Learn More about ${section}` });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('every Get Started and Request Demo opens the demo dialog', async ({ page }) => {
    await page.goto('/business');
    expect(await expectEveryDemoButtonOpensTheDialog(page)).toBeGreaterThanOrEqual(3);
  });
});

test.describe('industry pages', () => {
  for (const industry of industries) {
    test(`/business/${industry.slug} answers 200 with its content in the server HTML @desktop-only`, async ({ page }) => {
      const { status, html } = await serverHtml(page, `/business/${industry.slug}`);
      expect(status).toBe(200);
      expect(h1Of(html)).toBe(industry.hero.title);
      for (const item of industry.features.items) expect(html).toContain(item.title);
      expect(html).toContain(industry.hardware.title);
      expect(html).toContain(`<title>${industry.metaTitle} | Ladle</title>`);
    });
  }

  test('an unknown business type answers 404 with the not-found page @desktop-only', async ({ page }) => {
    const { status, html } = await serverHtml(page, '/business/laundromats');
    expect(status).toBe(404);
    expect(html).toContain('404 - Page Not Found');
  });

  test('Learn More goes to /hardware, except on ghost kitchens where it goes to the external hardware page @desktop-only', async ({ page }) => {
    await page.goto('/business/bakeries');
    await expect(page.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/hardware');
    await page.goto('/business/ghost-kitchens');
    const external = page.getByRole('link', { name: /^Learn More/ });
    await expect(external).toHaveAttribute('href', site.external.ghostKitchenHardware);
    await expect(external).toHaveAttribute('target', '_blank');
  });

  test('the hardware section links each device to its page', async ({ page }) => {
    await page.goto('/business/food-trucks');
    await page.getByRole('link', { name: 'View Details: VP400 Compact Handheld' }).click();
    await expect(page).toHaveURL(/\/hardware\/terminal\?device=VP400$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VP400 Compact Handheld');
  });

  for (const slug of ['food-trucks', 'ghost-kitchens']) {
    test(`every Get Started on /business/${slug} opens the demo dialog`, async ({ page }) => {
      await page.goto(`/business/${slug}`);
      expect(await expectEveryDemoButtonOpensTheDialog(page)).toBeGreaterThanOrEqual(2);
    });
  }
});

test.describe('food-truck hero image', () => {
  const alt = industries.find((i) => i.slug === 'food-trucks')!.hero.image.alt;

  test('loads: the placeholder gives way to the image', async ({ page }) => {
    await page.goto('/business/food-trucks');
    await expect(page.getByRole('img', { name: alt })).toBeVisible();
    await expect(page.getByText('Loading image…')).toHaveCount(0);
    await expect(page.getByText('🚚')).toHaveCount(0);
  });

  test('while loading: a placeholder shows until the image arrives', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(heroImage, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/business/food-trucks', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('Loading image…')).toBeVisible();
    // Hydrated, with the image still on its way: now the placeholder pulses.
    await expect(page.getByText('Loading image…').locator('..')).toHaveCSS('animation-name', 'pulse');
    release();
    await expect(page.getByText('Loading image…')).toHaveCount(0);
    await expect(page.getByRole('img', { name: alt })).toBeVisible();
  });

  test('the placeholder under the image stays still until the page knows the image is late', async ({ browser, baseURL, page }) => {
    // Without JavaScript the page is what the server wrote: the image over a placeholder that
    // must not animate, or it would pulse unseen, a frame every vsync, for as long as the page is open.
    const reader = await pageWithoutJavaScript(browser, baseURL, page);
    await reader.goto('/business/food-trucks');
    await expect(reader.getByRole('img', { name: alt })).toBeVisible();
    await expect(reader.getByText('Loading image…').locator('..')).toHaveCSS('animation-name', 'none');
    await reader.context().close();
  });

  test('on failure: a fallback block with a truck emoji and a caption', async ({ page }) => {
    await page.route(heroImage, (route) => route.abort());
    await page.goto('/business/food-trucks');
    const fallback = page.getByRole('figure').filter({ hasText: '🚚' });
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Ladle on the road: handheld checkout at the truck window.');
    await expect(page.getByRole('img', { name: alt })).toHaveCount(0);
  });
});
