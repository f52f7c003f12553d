import { expect, test } from './fixtures';
import { site } from '../../content/site';
import { dismissCookieBanner, serverHtml } from './support';
import { htmlToText } from './legal-text';

const categories = [
  ['Getting Started', 6, 'getting-started'],
  ['Advanced Features', 4, 'advanced'],
  ['System Setup', 3, 'system-setup'],
  ['Payments', 5, 'payments'],
  ['Employees', 2, 'employees'],
  ['Menu Management', 4, 'menu'],
] as const;

const documents = [
  ['Main Presentation', '/documents/ladle-main-presentation.pdf'],
  ['Brand Messaging Brochure', '/documents/ladle-brand-messaging-brochure.pdf'],
  ['Logo and Brand Guidelines', '/documents/ladle-logo-brand-guidelines.pdf'],
] as const;

test('/resources is pre-rendered with its categories, documents and Questions section @desktop-only', async ({ page }) => {
  const { status, html } = await serverHtml(page, '/resources');
  expect(status).toBe(200);
  const text = htmlToText(html);
  const missing = [
    ...categories.flatMap(([title, count]) => [title, `${count} videos`]),
    ...documents.map(([title]) => `Download PDF of the ${title}`),
    'Questions?',
  ].filter((phrase) => !text.includes(phrase));
  expect(missing).toEqual([]);
  for (const [, href] of documents) expect(html.includes(`href="${href}"`), href).toBe(true);
  expect(html.includes('id="questions"')).toBe(true);
});

test('each training category opens its tutorials page in a new tab @desktop-only', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/resources');
  const training = page.getByRole('region', { name: 'Training videos' });
  await expect(training.getByRole('listitem')).toHaveCount(6);
  for (const [title, count, key] of categories) {
    const card = training.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card).toContainText(`${count} video`);
    const link = card.getByRole('link', { name: `Watch ${title} videos (opens in a new tab)` });
    const expected = new URL(site.external.tutorials);
    expected.searchParams.set('category', key);
    await expect(link).toHaveAttribute('href', expected.toString());
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('each marketing document is a PDF that opens in a new tab', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/resources');
  const marketing = page.getByRole('region', { name: 'Marketing materials' });
  for (const [title, href] of documents) {
    const link = marketing.getByRole('link', { name: `Download PDF of the ${title} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  }
  // Opening one really opens a new tab that asks for the PDF: a browser with a PDF viewer shows
  // it there, the headless shell the suite runs downloads it, so the tab's own request is read.
  const asked = page.context().waitForEvent('request', (request) => request.isNavigationRequest() && request.url().endsWith(documents[0][1]));
  const [popup] = await Promise.all([page.waitForEvent('popup'), marketing.getByRole('link', { name: /Main Presentation/ }).click()]);
  expect((await asked).frame().page()).toBe(popup);
  await popup.close();

  const questions = page.getByRole('region', { name: 'Questions?' });
  await expect(questions).toBeVisible();
});

for (const path of ['/resources', '/terms', '/privacy', '/cookies', '/privacy-phone-text']) {
  test(`every link that leaves ${path} or opens a tab uses a new tab with rel noopener @desktop-only`, async ({ page, baseURL }) => {
    await dismissCookieBanner(page);
    await page.goto(path);
    const links = await page.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((a) => ({ href: (a as HTMLAnchorElement).href, target: a.getAttribute('target'), rel: a.getAttribute('rel') ?? '', text: a.textContent })),
    );
    const origin = new URL(baseURL!).origin;
    const external = links.filter((l) => l.href.startsWith('http') && new URL(l.href).origin !== origin && l.href !== site.external.signIn);
    expect(external.length).toBeGreaterThan(0);
    const newTab = links.filter((l) => l.target === '_blank');
    for (const link of [...external, ...newTab]) {
      expect(link.target, `${link.text} → ${link.href}`).toBe('_blank');
      expect(link.rel, `${link.text} → ${link.href}`).toMatch(/\bnoopener\b/);
    }
  });
}
