import { expect, test, type Page } from './fixtures';
import { caseStudies, solutionAreas, solutionsHero, solutionsSections } from '../../content/pages/solutions';
import { featureSections, featuresHero, featuresPage } from '../../content/pages/features';
import { aiManagerBlock, posHero, posPage } from '../../content/pages/point-of-sale';
import { mwaaBlocks, mwaaContact, mwaaHero, mwaaPage } from '../../content/pages/mwaa2025';
import { partnerBlocks, partnershipsHero, partnershipsPage } from '../../content/pages/partnerships';
import { contactHero } from '../../content/pages/contact';
import { dismissCookieBanner, serverHtml } from './support';
import { featureProductPaths } from '../fixtures/feature-product-paths';
import { demoButtonsIn, expectEachButtonOpensDialog } from './demo-buttons';

/**
 * The campaign and company pages of issue 3 (all but / and /about): server HTML, links,
 * the demo and partner dialogs, the /mwaa2025 scroll to the contact form, and a census of
 * every button in <main> so none is left without an effect.
 */

type PageCase = {
  title: string;
  /** Headings of the page's sections, in the order they must appear. */
  headings: string[];
  /** How many Request Demo / Get Started buttons the page carries. */
  demoButtons: number;
};

const pages: Record<string, PageCase> = {
  '/solutions': {
    title: 'Business Solutions for Food and Drink | Ladle',
    headings: [
      solutionsHero.title,
      ...solutionAreas.map((a) => a.title),
      solutionsSections.industries.title,
      solutionsSections.caseStudies.title,
      ...caseStudies.map((c) => c.business),
      solutionsSections.cta.title,
    ],
    demoButtons: 2,
  },
  '/features': {
    title: 'Features | Ladle',
    headings: [featuresHero.title, featuresPage.tools.title, ...featureSections.map((b) => b.title), featuresPage.cta.title],
    demoButtons: 2,
  },
  '/point-of-sale': {
    title: 'Point of Sale | Ladle',
    headings: [
      posHero.title,
      posPage.checkout.title,
      posPage.menu.title,
      aiManagerBlock.title,
      posPage.hardware.title,
      posPage.cta.title,
    ],
    demoButtons: 4,
  },
  '/mwaa2025': {
    title: 'Meet Ladle at MWAA 2025 | Ladle',
    headings: [
      mwaaHero.title,
      mwaaPage.showFeatures.title,
      mwaaPage.tailored.title,
      ...mwaaBlocks.map((b) => b.title),
      mwaaContact.title,
    ],
    demoButtons: 0,
  },
  '/partnerships': {
    title: 'Partner Program | Ladle',
    headings: [
      partnershipsHero.title,
      partnershipsPage.program.title,
      partnershipsPage.types.title,
      ...partnerBlocks.map((b) => b.title),
      partnershipsPage.steps.title,
      partnershipsPage.cta.title,
    ],
    demoButtons: 0,
  },
  '/contact': { title: 'Contact Sales | Ladle', headings: [contactHero.title], demoButtons: 0 },
};

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('server HTML @desktop-only', () => {
  for (const [path, expected] of Object.entries(pages)) {
    test(`${path} answers 200 with its sections in order, its own title and description`, async ({ page }) => {
      const { status, html } = await serverHtml(page, path);
      expect(status).toBe(200);
      const headings = [...html.matchAll(/<h([1-4])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => decode(m[2] ?? ''));
      expect(html.match(/<h1[\s>]/g), 'exactly one h1').toHaveLength(1);
      let cursor = -1;
      for (const heading of expected.headings) {
        const at = headings.indexOf(heading);
        expect(at, `heading "${heading}" in server HTML`).toBeGreaterThan(-1);
        expect(at, `heading "${heading}" after the previous one`).toBeGreaterThan(cursor);
        cursor = at;
      }
      expect(decode(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '')).toBe(expected.title);
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
      expect(description?.length).toBeGreaterThan(60);
    });
  }

  test('each page has its own description, and only /solutions quotes the 0.5% starting fee', async ({ page }) => {
    const descriptions = new Set<string>();
    for (const path of Object.keys(pages)) {
      const { html } = await serverHtml(page, path);
      descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '');
      if (path === '/solutions') expect(decode(html)).toContain('processing fees starting at 0.5%');
      else expect(html).not.toContain('0.5%');
    }
    expect(descriptions.size).toBe(Object.keys(pages).length);
  });
});

test('/features Learn More links go to the six product pages, in order @desktop-only', async ({ page }) => {
  await page.goto('/features');
  const links = page.getByRole('main').getByRole('link', { name: /^Learn More/ });
  await expect(links).toHaveCount(6);
  expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(featureProductPaths);
});

test('/partnerships: Contact Sales leads to /contact and every Apply Now opens the application dialog', async ({ page }) => {
  await page.goto('/partnerships');
  const main = page.getByRole('main');
  const contactLinks = main.getByRole('link', { name: 'Contact Sales' });
  expect(await contactLinks.count()).toBeGreaterThan(0);
  expect(new Set(await contactLinks.evaluateAll((els) => els.map((el) => el.getAttribute('href'))))).toEqual(new Set(['/contact']));

  const applyButtons = main.getByRole('button', { name: 'Apply Now' });
  const count = await applyButtons.count();
  expect(count).toBe(3);
  await expectEachButtonOpensDialog(page, applyButtons, count, 'Apply to become a partner');

  await contactLinks.first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: contactHero.title })).toBeVisible();
});

test('/mwaa2025 Request Demo brings the contact section into view and focus', async ({ page }) => {
  await page.goto('/mwaa2025');
  const contact = page.locator('section#contact');
  await expect(contact).not.toBeInViewport();
  await page.getByRole('main').getByRole('link', { name: 'Request Demo' }).click();
  await expect(page).toHaveURL(/\/mwaa2025#contact$/);
  await expect(contact).toBeInViewport({ ratio: 0.3 });
  // Its heading sits below the sticky header, inside the viewport.
  const box = await page.getByRole('heading', { name: mwaaContact.title }).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y).toBeGreaterThan(0);
  expect(box!.y + box!.height).toBeLessThan(viewport.height);
  // Keyboard and screen-reader users land on the section too (announced by its name).
  await expect(contact).toBeFocused();
  await expect(contact).toHaveAccessibleName(mwaaContact.title);
});

test('/mwaa2025 scrolls without animation under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/mwaa2025');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  await page.getByRole('main').getByRole('link', { name: 'Request Demo' }).click();
  await expect(page.locator('section#contact')).toBeInViewport({ ratio: 0.3 });
});

for (const [path, expected] of Object.entries(pages)) {
  test(`${path}: every Request Demo / Get Started button opens the demo dialog and Escape returns focus`, async ({ page }) => {
    await page.goto(path);
    const buttons = demoButtonsIn(page);
    await expect(buttons).toHaveCount(expected.demoButtons);
    await expectEachButtonOpensDialog(page, buttons, expected.demoButtons, 'Request a demo');
  });

  test(`${path}: no button in main is without an effect`, async ({ page }) => {
    await page.goto(path);
    const buttons = await censusOfButtons(page);
    for (const button of buttons) {
      const known =
        button.opensDialog || // demo dialog, partner application: clicked and checked below
        button.commands || // a dialog's close button (an invoker command)
        (button.type === 'submit' && button.inForm) || // a form's submit
        ['radio', 'checkbox', 'combobox', 'switch', 'tab'].includes(button.role ?? '') || // form controls
        button.toggles; // a pressed/unpressed toggle (e.g. a yes/no consent choice)
      expect(known, `button "${button.name}" has a known effect`).toBe(true);
    }
    // Each dialog trigger really opens a dialog.
    const triggers = page.locator('main button[aria-haspopup="dialog"]');
    const count = await triggers.count();
    expect(count).toBe(buttons.filter((b) => b.opensDialog).length);
    for (let i = 0; i < count; i++) {
      await triggers.nth(i).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
}

/** Every <button> (and role=button) inside <main>, with what would make it do something. */
async function censusOfButtons(page: Page) {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('button, [role="button"]')].map((el) => ({
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      opensDialog: el.getAttribute('aria-haspopup') === 'dialog',
      commands: el.hasAttribute('commandfor'),
      type: el.getAttribute('type'),
      inForm: !!el.closest('form'),
      role: el.getAttribute('role'),
      toggles: el.hasAttribute('aria-pressed'),
    })),
  );
}
