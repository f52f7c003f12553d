import { expect, test, type Page } from './fixtures';
import { calculatorCopy, pricingFaq } from '../../content/pricing';
import { headerLinks } from '../../content/navigation';
import { expectEveryDemoButtonOpensTheDialog } from './demo-buttons';
import { dismissCookieBanner, expectNoAxeViolations, serverHtml } from './support';

const { labels, problems, results, assumptions } = calculatorCopy;

const estimate = (page: Page) => page.getByRole('region', { name: results.heading });

/** The figures the estimate shows, as a visitor reads them. */
async function expectFigures(page: Page, f: { current: string; starting: string; cash: string }) {
  const region = estimate(page);
  await expect(region.getByText(`${f.current} a month`, { exact: true })).toBeVisible();
  await expect(region.getByText(f.starting, { exact: true })).toBeVisible();
  await expect(region.getByText(f.cash, { exact: true })).toBeVisible();
}

const defaults = {
  current: '$1,470',
  starting: 'You save $1,320 a month ($15,840 a year)',
  cash: 'You save $1,470 a month ($17,640 a year)',
};
const secondSet = {
  current: '$1,800',
  starting: 'You save $1,550 a month ($18,600 a year)',
  cash: 'You save $1,800 a month ($21,600 a year)',
};

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('the server HTML already reads completely: worked example, assumption, FAQ and FAQPage JSON-LD @desktop-only', async ({ page }) => {
  const { status, html } = await serverHtml(page, '/pricing');
  expect(status).toBe(200);
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
  for (const phrase of ['$1,470 a month', defaults.starting, defaults.cash, assumptions, 'Processing from 0.5%', 'Hardware by quote']) {
    expect(text).toContain(phrase);
  }
  expect(html).toContain('<title>Pricing | Ladle</title>');
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const faq = blocks.find((b) => b['@type'] === 'FAQPage');
  expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(pricingFaq.map((q) => q.question));
});

test('the defaults show the worked example; a second set typed in gives its own figures and URL', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByLabel(labels.sales)).toHaveValue('30000');
  await expect(page.getByLabel(labels.ticket)).toHaveValue('15');
  await expect(page.getByLabel(labels.rate)).toHaveValue('2.9');
  await expect(page.getByLabel(labels.fee)).toHaveValue('0.30');
  await expectFigures(page, defaults);
  await expect(estimate(page)).toContainText('2,000');
  await expect(estimate(page)).toContainText(assumptions);

  await page.getByLabel(labels.sales).fill('50,000');
  await page.getByLabel(labels.ticket).fill('25');
  await page.getByLabel(labels.rate).fill('3.2');
  await page.getByLabel(labels.fee).fill('0.10');
  await expectFigures(page, secondSet);
  await expect(page).toHaveURL(/\/pricing\?sales=50%2C000&ticket=25&rate=3\.2&fee=0\.10$/);
});

test('each bad input gets its message beside the field and hides the figures until fixed', async ({ page }) => {
  await page.goto('/pricing');
  await expectFigures(page, defaults);
  const cases: [string, string, string][] = [
    [labels.sales, '', problems.amount],
    [labels.sales, '-5', problems.amount],
    [labels.sales, 'lots', problems.amount],
    [labels.sales, '1e400', problems.amount],
    [labels.fee, '-0.10', problems.amount],
    [labels.ticket, '0', problems.ticketZero],
    [labels.rate, '12', problems.rate],
  ];
  for (const [label, value, message] of cases) {
    const field = page.getByLabel(label);
    const before = await field.inputValue();
    await field.fill(value);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.$%]/g, '\\$&')));
    await expect(estimate(page).getByText(results.invalid)).toBeVisible();
    await expect(estimate(page).getByText(/You save/)).toHaveCount(0);
    await field.fill(before);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expectFigures(page, defaults);
  }
  // Pasted oddities never break the page: "12,000.50" is a number, "-0" is zero.
  await page.getByLabel(labels.sales).fill('12,000.50');
  await expect(estimate(page).getByText('$588 a month', { exact: true })).toBeVisible();
  await page.getByLabel(labels.sales).fill('-0');
  await expect(estimate(page).getByText('$0 a month', { exact: true })).toHaveCount(2);
  await expect(estimate(page).getByText(results.noSaving)).toHaveCount(2);
});

test('a link with query values reproduces its figures on first load', async ({ page }) => {
  await page.goto('/pricing?sales=50000&ticket=25&rate=3.2&fee=0.10');
  await expect(page.getByLabel(labels.sales)).toHaveValue('50000');
  await expect(page.getByLabel(labels.fee)).toHaveValue('0.10');
  await expectFigures(page, secondSet);
});

test('a link with a bad value shows its message on load, and the page still passes axe', async ({ page }) => {
  await page.goto('/pricing?rate=25&ticket=0');
  await expect(page.getByLabel(labels.rate)).toHaveAccessibleDescription(/Enter a rate between 0% and 10%\./);
  await expect(page.getByLabel(labels.ticket)).toHaveAccessibleDescription(/Enter an average ticket of \$0\.01 or more\./);
  await expectNoAxeViolations(page, '/pricing with messages');
});

test('Request Demo buttons open the demo dialog and return focus', async ({ page }) => {
  await page.goto('/pricing');
  expect(await expectEveryDemoButtonOpensTheDialog(page)).toBeGreaterThanOrEqual(2);
});

test.describe('header @desktop-only', () => {
  test('Pricing is a plain top-level link beside the menus', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const link = nav.getByRole('link', { name: 'Pricing', exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/pricing');
    await link.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/What Ladle costs/);
  });
});

test.describe('at 375 px @mobile-only', () => {
  test('Pricing is in the mobile panel and closes it on the way', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    const link = panel.getByRole('link', { name: headerLinks[0]!.label, exact: true });
    await expect(link).toHaveAttribute('href', '/pricing');
    await link.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(panel).toBeHidden();
  });

  test('the calculator works by keyboard alone and fits the screen', async ({ page }) => {
    await page.goto('/pricing');
    await expect(estimate(page)).toBeVisible();
    const sales = page.getByLabel(labels.sales);
    // Tab from the top of the page until the first field has focus.
    for (let i = 0; i < 60 && !(await sales.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(sales).toBeFocused();
    const focusRing = await sales.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(focusRing).not.toBe('none');

    for (const value of ['50000', '25', '3.2', '0.10']) {
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await expectFigures(page, secondSet);
    await expect(page).toHaveURL(/sales=50000&ticket=25&rate=3\.2&fee=0\.10/);

    // Back to the rate by Shift+Tab, a bad value, its message, and a fix.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByLabel(labels.rate)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('11');
    await expect(page.getByText(problems.rate)).toBeVisible();
    await page.keyboard.press('Backspace');
    await expect(page.getByText(problems.rate)).toHaveCount(0);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the figures are announced politely after typing pauses', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByLabel(labels.sales).fill('50000');
  await page.getByLabel(labels.ticket).fill('25');
  await page.getByLabel(labels.rate).fill('3.2');
  await page.getByLabel(labels.fee).fill('0.10');
  const live = page.locator('[aria-live="polite"]').filter({ hasText: 'What you pay now' });
  await expect(live).toHaveText(
    `What you pay now: $1,800 a month. ${results.startingRate}: ${secondSet.starting}. ${results.cashDiscount}: ${secondSet.cash}.`,
  );
});
