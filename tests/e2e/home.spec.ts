import { expect, test } from './fixtures';
import { companyCounters } from '../../content/company';
import { dashboardVideo, featuresIntro, operatorsIntro, partnerSection, solutionsIntro, whyChooseIntro, homeHero, companyIntro } from '../../content/home';
import { dismissCookieBanner, escapeHtml, queuedTasksRun, serverHtml } from './support';
import { expectEveryDemoButtonOpensTheDialog } from './demo-buttons';

const sectionHeadings = [
  homeHero.title,
  whyChooseIntro.title,
  solutionsIntro.title,
  dashboardVideo.title,
  operatorsIntro.title,
  featuresIntro.title,
  companyIntro.title,
  partnerSection.title,
];

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('server HTML holds every section heading and the final counter values @desktop-only', async ({ page }) => {
    const { status, html } = await serverHtml(page, '/');
    expect(status).toBe(200);
    // Booleans with a message: a failure names the missing text instead of printing the page.
    for (const heading of sectionHeadings) expect(html.includes(escapeHtml(heading)), heading).toBe(true);
    for (const counter of companyCounters) {
      // The visible (animated) slot starts at the final value, and so does the screen-reader text.
      const display = new RegExp(`data-count-display=""[^>]*>${counter.number.replace('+', '\\+')}</span>`);
      expect(display.test(html), `counter ${counter.number}`).toBe(true);
      expect(html.includes(`<span class="sr-only">${counter.number}</span>`), `sr-only ${counter.number}`).toBe(true);
      expect(html.includes(escapeHtml(counter.label)), counter.label).toBe(true);
    }
    expect(html.includes('id="partner"'), 'partner anchor').toBe(true);
    expect(html.includes('up to $1,000 for every merchant'), 'commission').toBe(true);
    // The fee figure belongs to /solutions only.
    expect(html.includes('0.5%'), 'fee figure').toBe(false);
  });

  test('the page shows its sections in the order of the spec @desktop-only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.title);
    const h2s = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = sectionHeadings.slice(1).map((heading) => h2s.indexOf(heading));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test('company counters count up over about 2 s and end at their final values', async ({ page }) => {
    await page.goto('/');
    const counters = page.locator('[data-count-state]');
    await expect(counters).toHaveCount(companyCounters.length);
    // Before they scroll into view, the client resets them to zero, waiting for the viewer.
    await expect(counters.first()).toHaveAttribute('data-count-state', 'waiting');
    await expect(counters.first().locator('[data-count-display]')).toHaveText('0+');
    await page.getByRole('heading', { name: companyIntro.title }).scrollIntoViewIfNeeded();
    await counters.last().scrollIntoViewIfNeeded();
    await expect(counters.first()).toHaveAttribute('data-count-state', 'running');
    for (const [i, counter] of companyCounters.entries()) {
      await expect(counters.nth(i)).toHaveAttribute('data-count-state', 'done', { timeout: 5000 });
      await expect(counters.nth(i).locator('[data-count-display]')).toHaveText(counter.number);
    }
    // Screen readers read the final value, not the moving digits.
    await expect(page.getByText(companyCounters[0]!.number, { exact: true }).and(page.locator('.sr-only'))).toHaveCount(1);
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('counters show their final values at once and the video stays paused', async ({ page }) => {
      await page.goto('/');
      const counters = page.locator('[data-count-state]');
      await expect(counters.first()).toHaveAttribute('data-count-state', 'done');
      for (const [i, counter] of companyCounters.entries())
        await expect(counters.nth(i).locator('[data-count-display]')).toHaveText(counter.number);

      const video = page.locator('video');
      await video.scrollIntoViewIfNeeded();
      // The moment the page would have started it: an observer of the test's own, with the
      // page's threshold, reports the video in view (observers are told in the same step),
      // then the page runs what that queued.
      await video.evaluate(
        (v) =>
          new Promise<void>((resolve) => {
            const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && (observer.disconnect(), resolve()), { threshold: 0.25 });
            observer.observe(v);
          }),
      );
      await queuedTasksRun(page);
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await expect(page.getByRole('button', { name: 'Play dashboard video' })).toBeVisible();
    });
  });

  test('the dashboard video has both sources, plays in view, and its button pauses and resumes it', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', dashboardVideo.poster);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop && v.playsInline)).toBe(true);
    const sources = await video.locator('source').evaluateAll((nodes) =>
      nodes.map((n) => ({ src: n.getAttribute('src'), type: n.getAttribute('type') })),
    );
    expect(sources).toEqual([
      { src: dashboardVideo.sources.webm, type: 'video/webm' },
      { src: dashboardVideo.sources.mp4, type: 'video/mp4' },
    ]);
    for (const source of [...sources.map((s) => s.src!), dashboardVideo.poster]) {
      const response = await page.request.get(source);
      expect(response.status(), source).toBe(200);
      expect(response.headers()['content-type'], source).toMatch(/^(video\/(webm|mp4)|image\/webp)/);
      expect((await response.body()).length, source).toBeGreaterThan(10_000);
    }

    await video.scrollIntoViewIfNeeded();
    const pause = page.getByRole('button', { name: 'Pause dashboard video' });
    await expect(pause).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);

    await pause.click();
    const play = page.getByRole('button', { name: 'Play dashboard video' });
    await expect(play).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    await play.click();
    await expect(page.getByRole('button', { name: 'Pause dashboard video' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test('operator cards link to their business pages @desktop-only', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: operatorsIntro.title }) });
    const hrefs = await section.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/business/food-trucks', '/business/bakeries', '/business/coffee-shops']));
    for (const href of hrefs) expect(href).toMatch(/^\/business/);
  });

  test('every Request Demo and Get Started button opens the demo dialog and Escape returns focus', async ({ page }) => {
    await page.goto('/');
    expect(await expectEveryDemoButtonOpensTheDialog(page)).toBeGreaterThanOrEqual(2);
  });
});
