import { expect, test, untilInteractive, type Page, type TestInfo } from './fixtures';
import { spanishRoutes } from '../../content/routes';
import { buildFooterColumns, buildMenus, companyLinks, footerColumnsFor, headerLinks, headerLinksFor, menusFor } from '../../content/navigation';
import { chrome } from '../../content/chrome';
import { dismissCookieBanner, escapeHtml, expectNoAxeViolations, isMobile, serverHtml } from './support';

/**
 * The Spanish site as a search engine and a visitor meet it: every /es page's server HTML
 * (language, hreflang, title, no English menu words), the language switch on a device page
 * that keeps ?device=, and the Spanish 404.
 */

/** Visible words of the English header and footer that have a different Spanish word. */
function englishMenuWords(): string[] {
  const english = [
    ...buildMenus().flatMap((menu) => [menu.label, ...menu.items.map((item) => item.title)]),
    ...buildFooterColumns().flatMap((column) => [column.title, ...column.links.map((link) => link.label)]),
    ...companyLinks.map((link) => link.label),
    ...headerLinks.map((link) => link.label),
    chrome.en.signIn,
    chrome.en.contactSales,
    chrome.en.skipLink,
  ];
  const spanish = new Set([
    ...menusFor('es').flatMap((menu) => [menu.label, ...menu.items.map((item) => item.title)]),
    ...footerColumnsFor('es').flatMap((column) => [column.title, ...column.links.map((link) => link.label)]),
    ...headerLinksFor('es').map((link) => link.label),
  ]);
  return [...new Set(english)].filter((word) => !spanish.has(word));
}

const hrefLangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/g)].flatMap(([tag]) => {
      const lang = /hrefLang="([^"]+)"/i.exec(tag)?.[1];
      const href = /href="([^"]+)"/.exec(tag)?.[1];
      return lang && href ? [[lang, href]] : [];
    }),
  ) as Record<string, string>;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#x27;/g, "'");

test.describe('every Spanish page in its server HTML @desktop-only', () => {
  const englishWords = englishMenuWords();

  for (const route of spanishRoutes) {
    test(`${route.path} is Spanish for search engines and readers without JavaScript`, async ({ page }) => {
      const { status, html } = await serverHtml(page, route.path);
      expect(status).toBe(200);
      expect(html).toMatch(/<html lang="es"/);

      const english = route.path.replace(/^\/es(?=\/|$)/, '') || '/';
      const langs = hrefLangs(html);
      expect(new URL(langs['en-US']!).pathname).toBe(english);
      expect(new URL(langs['es-US']!).pathname).toBe(route.path);
      expect(new URL(langs['x-default']!).pathname).toBe(english);
      expect(html).toContain('<meta property="og:locale" content="es_US"/>');

      const title = titleOf(html);
      const englishTitle = titleOf((await serverHtml(page, english)).html);
      expect(title, 'a Spanish title').toBeTruthy();
      expect(title).not.toBe(englishTitle);

      const found = englishWords.filter((word) => html.includes(`>${escapeHtml(word)}<`));
      expect(found, 'English menu words in the Spanish page').toEqual([]);
    });
  }
});

/** The header's language link: in the bar on a desktop, in the menu panel on a phone. */
async function switchLanguage(page: Page, testInfo: TestInfo, name: 'Español' | 'English') {
  // The previous switch loaded a new document (each language has its own root layout).
  await untilInteractive(page);
  if (isMobile(testInfo)) {
    const open = name === 'Español' ? chrome.en.openMenu : chrome.es.openMenu;
    await page.getByRole('button', { name: open }).click();
    await page.getByRole('dialog').getByRole('link', { name }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name }).click();
  }
}

test('the language switch keeps the page and its ?device=, both ways', async ({ page }, testInfo) => {
  await dismissCookieBanner(page);
  await page.goto('/hardware/terminal?device=VP3300');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('VP3300');

  await switchLanguage(page, testInfo, 'Español');
  await expect(page).toHaveURL(/\/es\/hardware\/terminal\?device=VP3300$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('VP3300');

  await switchLanguage(page, testInfo, 'English');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/hardware/terminal');
  expect(new URL(page.url()).search).toBe('?device=VP3300');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('an unknown Spanish address answers 404 in Spanish with a way back to /es', async ({ page }) => {
  await dismissCookieBanner(page);
  for (const path of ['/es/no-existe', '/es/business/no-existe', '/es/hardware/terminal/no-existe']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Página no encontrada');
  }
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the Spanish 404 is in the server HTML @desktop-only', async ({ page }) => {
  const { status, html } = await serverHtml(page, '/es/no-existe');
  expect(status).toBe(404);
  expect(html).toMatch(/<html lang="es"/);
  expect(html).toContain('404 - Página no encontrada');
  expect(html).toContain('<title>Página no encontrada | Ladle</title>');
});
