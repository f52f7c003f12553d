import { expect, test } from './fixtures';
import { aboutHero, aboutPage, aboutStats, companyTimeline, valueSlides } from '../../content/company';
import { dismissCookieBanner, escapeHtml, serverHtml } from './support';
import { expectEveryDemoButtonOpensTheDialog } from './demo-buttons';

test.describe('about page', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('server HTML holds the hero, stats, every value slide and every milestone @desktop-only', async ({ page }) => {
    const { status, html } = await serverHtml(page, '/about');
    expect(status).toBe(200);
    const has = (text: string) => expect(html.includes(text), text).toBe(true);
    has(escapeHtml(aboutHero.title));
    for (const heading of [aboutPage.values.title, aboutPage.journey.title, aboutPage.cta.title])
      has(escapeHtml(heading));
    for (const stat of aboutStats) has(`>${stat.number}</dd>`);
    expect(aboutStats.map((s) => s.number)).toEqual(['12+', '80+', '5,000+', '10+']);
    for (const slide of valueSlides) has(escapeHtml(slide.title));
    expect(companyTimeline.map((e) => e.year)).toEqual(['2007', '2013', '2014', '2016', '2017', '2023', '2024', '2025']);
    for (const entry of companyTimeline) has(escapeHtml(entry.title));
  });

  test('the carousel loops both ways by click and announces the slide', async ({ page }) => {
    await page.goto('/about');
    const carousel = page.getByRole('region', { name: 'Who We Are' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const current = carousel.locator('[aria-roledescription="slide"][data-current]');
    const live = carousel.locator('[aria-live="polite"]');
    await expect(current).toHaveAttribute('aria-label', '1 of 5');

    await carousel.getByRole('button', { name: 'Previous value' }).click();
    await expect(current).toHaveAttribute('aria-label', '5 of 5');
    await expect(current.getByRole('heading')).toHaveText(valueSlides[4]!.title);
    await expect(live).toHaveText(`Slide 5 of 5: ${valueSlides[4]!.title}`);

    await carousel.getByRole('button', { name: 'Next value' }).click();
    await expect(current).toHaveAttribute('aria-label', '1 of 5');
    await expect(live).toHaveText(`Slide 1 of 5: ${valueSlides[0]!.title}`);

    for (let i = 0; i < 5; i++) await carousel.getByRole('button', { name: 'Next value' }).click();
    await expect(current).toHaveAttribute('aria-label', '1 of 5');
    // Only the current slide is exposed to assistive tech.
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveCount(1);
  });

  test('the carousel moves with ArrowLeft and ArrowRight while it has focus, looping at both ends', async ({ page }) => {
    await page.goto('/about');
    const carousel = page.getByRole('region', { name: 'Who We Are' });
    const current = carousel.locator('[aria-roledescription="slide"][data-current]');
    await carousel.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('aria-label', '5 of 5');
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('aria-label', '1 of 5');
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('aria-label', '2 of 5');
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText(`Slide 2 of 5: ${valueSlides[1]!.title}`);

    // Keyboard-only: Tab reaches the buttons and Enter works them.
    await carousel.getByRole('button', { name: 'Next value' }).focus();
    await page.keyboard.press('Enter');
    await expect(current).toHaveAttribute('aria-label', '3 of 5');
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('aria-label', '4 of 5');
  });

  test('a slide image that fails to load is hidden', async ({ page }) => {
    const broken = valueSlides[1]!.image.src;
    await page.route(`**${broken}`, (route) => route.abort());
    await page.goto('/about');
    const carousel = page.getByRole('region', { name: 'Who We Are' });
    await carousel.getByRole('button', { name: 'Next value' }).click();
    const current = carousel.locator('[aria-roledescription="slide"][data-current]');
    await expect(current).toHaveAttribute('aria-label', '2 of 5');
    await expect(current.locator('img')).toHaveCount(0);
    await expect(current.getByRole('heading')).toHaveText(valueSlides[1]!.title);
    // The other slides keep their pictures.
    await carousel.getByRole('button', { name: 'Next value' }).click();
    await expect(current.locator('img')).toHaveCount(1);
    await expect(current.locator('img')).toBeVisible();
  });

  test('every Request Demo and Get Started button opens the demo dialog and Escape returns focus', async ({ page }) => {
    await page.goto('/about');
    expect(await expectEveryDemoButtonOpensTheDialog(page)).toBeGreaterThanOrEqual(2);
  });
});
