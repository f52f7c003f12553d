import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { calculatorCopy, pricingFaq, startingRatePercent, type CalculatorCopy } from '../../content/pricing';
import { pricingFor } from '../../content/es/pricing';
import { headerLinks } from '../../content/navigation';
import { estimateSavings, formatDollars, savingsDefaults, savingsFields, type SavingsInput } from '../../lib/savings';
import { expectEveryDemoButtonOpensTheDialog } from './demo-buttons';
import { dismissCookieBanner, expectNoAxeViolations, expectNoHtmlcsErrors, pageWithoutJavaScript, serverHtml } from './support';

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

test('a link with a bad value shows its message on load, and the page still passes axe and HTML_CodeSniffer', async ({ page }) => {
  await page.goto('/pricing?rate=25&ticket=0');
  await expect(page.getByLabel(labels.rate)).toHaveAccessibleDescription(/Enter a rate between 0% and 10%\./);
  await expect(page.getByLabel(labels.ticket)).toHaveAccessibleDescription(/Enter an average ticket of \$0\.01 or more\./);
  await expectNoAxeViolations(page, '/pricing with messages');
  await expectNoHtmlcsErrors(page, 'en', '/pricing with messages');
});

// HTML first: the calculator's button, "Estimate my savings", sends the form by GET to the page's
// own address; the server renders the estimate for that query (proxy.ts, content/savings-estimate.ts).
const languages: { locale: 'en' | 'es'; path: string; copy: CalculatorCopy }[] = [
  { locale: 'en', path: '/pricing', copy: pricingFor('en').calculator },
  { locale: 'es', path: '/es/pricing', copy: pricingFor('es').calculator },
];
const typed: SavingsInput = { sales: '50,000', ticket: '25', rate: '3.2', fee: '0.10' };

async function typeInto(page: Page, copy: CalculatorCopy, values: Partial<SavingsInput>) {
  for (const field of savingsFields) if (values[field] !== undefined) await page.getByLabel(copy.labels[field]).fill(values[field]);
}

for (const { locale, path: pagePath, copy } of languages) {
  const region = (page: Page) => page.getByRole('region', { name: copy.results.heading });

  test(`${locale}: without script the button asks the server for the estimate, which reads as with script`, async ({ page, browser, baseURL }) => {
    const bare = await pageWithoutJavaScript(browser, baseURL, page);
    await bare.goto(pagePath);
    await typeInto(bare, copy, typed);
    await bare.getByRole('button', { name: copy.submit }).click();
    await expect(bare).toHaveURL(`${baseURL}${pagePath}?sales=50%2C000&ticket=25&rate=3.2&fee=0.10#estimate`);
    await expect(bare.getByLabel(copy.labels.sales)).toHaveValue('50,000');
    await expect(region(bare)).toContainText(`$1,800 ${copy.results.perMonth}`);
    await expect(region(bare)).toContainText(copy.results.saving.replace('{monthly}', '$1,550').replace('{yearly}', '$18,600'));
    const withoutScript = await region(bare).textContent();
    await bare.context().close();

    // With script: the same figures as the visitor types, and the button stays, reading them out.
    await page.goto(pagePath);
    await typeInto(page, copy, typed);
    await expect(region(page)).toHaveText(withoutScript!);
    const address = page.url();
    await page.getByRole('button', { name: copy.submit }).click();
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: copy.results.current })).toContainText('$1,550');
    expect(page.url()).toBe(address);
  });

  test(`${locale}: without script a bad figure gets the catalogue's message beside its field`, async ({ page, browser, baseURL }) => {
    const bare = await pageWithoutJavaScript(browser, baseURL, page);
    await bare.goto(pagePath);
    await typeInto(bare, copy, { rate: '12', ticket: '0' });
    await bare.getByRole('button', { name: copy.submit }).click();
    await expect(bare).toHaveURL(/#estimate$/);
    await expect(bare.getByLabel(copy.labels.rate)).toHaveAttribute('aria-invalid', 'true');
    await expect(bare.getByLabel(copy.labels.rate)).toHaveAccessibleDescription(`${copy.hints.percent} ${copy.problems.rate}`);
    await expect(bare.getByLabel(copy.labels.ticket)).toHaveAccessibleDescription(`${copy.hints.dollars} ${copy.problems.ticketZero}`);
    await expect(region(bare).getByText(copy.results.invalid)).toBeVisible();
    await bare.context().close();
  });
}

/** The build's files whose name says pricing or the estimate: what a per-query cache entry would add. */
function pricingFiles() {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === 'turbopack') continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (/pricing|savings/.test(full)) found.push(`${full} ${statSync(full).mtimeMs}`);
    }
  };
  walk(path.resolve(process.env.NEXT_DIST_DIR || '.next-e2e'));
  return found.sort();
}

test('a script of many distinct queries gets each its own estimate, and nothing is kept per query @desktop-only', async ({ request }) => {
  test.setTimeout(120_000);
  const before = pricingFiles();
  const queries = Array.from({ length: 100 }, (_, i) => ({ ...savingsDefaults, sales: String(20_000 + i * 7) }));
  for (let start = 0; start < queries.length; start += 10) {
    await Promise.all(
      queries.slice(start, start + 10).map(async (input) => {
        const response = await request.get(`/pricing?sales=${input.sales}`);
        expect(response.status()).toBe(200);
        expect(response.headers()['cache-control']).toContain('no-store');
        const figures = estimateSavings(input, startingRatePercent);
        if (!figures.ok) throw new Error('the test figures are valid');
        expect(await response.text()).toContain(`>${formatDollars(figures.figures.currentCost)} a month<`);
      }),
    );
  }
  expect(pricingFiles()).toEqual(before);
  // The bare page and a query without calculator fields are the pre-rendered page.
  for (const address of ['/pricing', '/pricing?utm_source=mail']) {
    const response = await request.get(address);
    expect(response.headers()['cache-control'], address).not.toContain('no-store');
  }
});

test('the estimate address itself is not a page: 404, in Spanish under /es @desktop-only', async ({ request }) => {
  for (const [address, lang] of [['/savings-estimate?sales=1', 'en'], ['/es/savings-estimate', 'es']] as const) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect(await response.text()).toMatch(new RegExp(`<html lang="${lang}[-"]`));
  }
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
