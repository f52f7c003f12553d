import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Fails with the list of rule ids and targets when axe finds any WCAG 2.x A/AA violation. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
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
