import { expect, test, type Page } from './fixtures';
import { publicRoutes } from '../../content/routes';
import { dismissCookieBanner, expectNoAxeViolations, expectNoHtmlcsErrors, isMobile, offscreenBoxes } from './support';
import { MOBILE_BUTTON, panelSelector, triggerSelector } from './menus';
import { watchPolicy } from './policy-watch';
import { axeViolations } from './axe';
import { htmlcsErrors } from './htmlcs';
import { signInAs, TEAM_PAGE_PATHS } from './team-support';

/**
 * What opens on the page, each with the button that opens it: the lead dialogs the page
 * carries (drawn beside their first launcher), and on each language's home page the header's
 * menus at this width (one server component, drawn alike on every page of a language).
 */
async function openableParts(page: Page, mobile: boolean, withMenus: boolean) {
  const menus = !withMenus
    ? []
    : mobile
    ? [{ opener: MOBILE_BUTTON, part: '#mobile-menu' }]
    : (await page.locator('header [data-menu]').evaluateAll((items) => items.map((item) => item.getAttribute('data-menu')!))).map((id) => ({
        opener: triggerSelector(id),
        part: panelSelector(id),
      }));
  const dialogs = (await page.locator('main dialog[id]').evaluateAll((items) => items.map((item) => item.id))).map((id) => ({
    opener: `main button[commandfor="${id}"][command="show-modal"]`,
    part: `#${id}`,
  }));
  return [...menus, ...dialogs];
}

// Every public route, at both widths (the two projects): it answers 200 and axe finds nothing;
// at 1280 px HTML_CodeSniffer (WCAG2AA, the page's language) finds no error either, on the same
// load: a second engine, at one width because the markup it reads is the same at both.
// A box left out of layout off screen must be no taller than its placeholder: axe measures text
// running past a skipped box against the colours of whatever lies below it (app/globals.css).
// At 1280 px the same page load also checks the Content-Security-Policy (security.spec.ts had
// its own load of every route for that): no violation event, no policy complaint in the
// console, with everything the page can load loaded. The policy and the requests do not
// depend on the width, so 375 px does not repeat it.
for (const route of publicRoutes) {
  test(`axe, and at 1280 px no Content-Security-Policy violation: ${route.path}`, async ({ page }, testInfo) => {
    // Two to five axe runs: the page, then each part open; at 1280 px also the policy check's
    // load of every image and idle-time chunk (a busy two-core machine needs the time).
    test.setTimeout(isMobile(testInfo) ? 60_000 : 90_000);
    await dismissCookieBanner(page);
    const policy = isMobile(testInfo) ? undefined : await watchPolicy(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expectNoAxeViolations(page, route.path);
    if (!isMobile(testInfo)) await expectNoHtmlcsErrors(page, route.locale ?? 'en', route.path);
    // Each menu and dialog open in turn (no motion, so contrast is read where they rest).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const parts = await openableParts(page, isMobile(testInfo), route.path === '/' || route.path === '/es');
    for (const { opener, part } of parts) {
      await page.locator(opener).first().click();
      await expect(page.locator(part)).toBeVisible();
      await expectNoAxeViolations(page, `${route.path} with ${part} open`, part);
      await page.keyboard.press('Escape');
      await expect(page.locator(part)).toBeHidden();
    }
    const outgrown = (await offscreenBoxes(page)).filter((box) => box.real > box.placeholder);
    expect(outgrown, `boxes taller than their placeholder on ${route.path}`).toEqual([]);
    // Last: it scrolls to the bottom and loads every lazy image, which the checks above must not see.
    if (policy) expect(await policy.complaints(), `Content-Security-Policy on ${route.path}`).toEqual([]);
  });
}

// The team room (issue 55), at both widths: its sign-in pages as anyone, then every page of the
// room signed in as an admin (tests/e2e/team-support.ts), who opens them all. At 375 px nothing
// runs past the screen's edge (wide tables scroll inside their own region).
test('axe on the team room: the sign-in pages, then every page signed in as an admin', async ({ page }) => {
  test.setTimeout(90_000);
  const pages = ['/team/sign-in', '/team/sign-in/link?t=tampered'];
  for (const path of pages) {
    await page.goto(path);
    await expectNoAxeViolations(page, path);
  }
  await signInAs(page, 'admin');
  for (const path of [...TEAM_PAGE_PATHS, '/team/bookings?by=rep', '/team/bookings/bulk?domain=spam.example', '/team/bookings/bulk?client=2001:db8:1:2::/64']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectNoAxeViolations(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} wider than the screen`).toBeLessThanOrEqual(0);
  }
});

// The sweep above passes only because axe finds nothing: shown a fault, the same runner names it.
test('the axe runner reports what it is shown: an image without text, a faint paragraph, an empty button @desktop-only', async ({ page }) => {
  await page.goto('/terms');
  await page.evaluate(() =>
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<img src="/favicon.ico"><p style="color:#eee;background:#fff">faint</p><button></button>'),
  );
  const found = (await axeViolations(page)).map((violation) => violation.id).sort();
  expect(found).toEqual(['button-name', 'color-contrast', 'image-alt']);
});

// The same for HTML_CodeSniffer: the faults the issue found (a fieldset without a legend, a form
// without a submit button, autocomplete on an input of no type) and an image without text.
test('the HTML_CodeSniffer runner reports what it is shown: a nameless fieldset, a form without a button, an image without text @desktop-only', async ({ page }) => {
  await page.goto('/terms');
  expect(await htmlcsErrors(page, 'en')).toEqual([]);
  await page.evaluate(() =>
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'afterbegin',
        '<img src="/favicon.ico"><form><fieldset><label for="planted">Name</label><input id="planted" autocomplete="name"></fieldset></form>',
      ),
  );
  const found = (await htmlcsErrors(page, 'en')).map((error) => error.code.replace(/^WCAG2AA\.Principle\d\.Guideline[\d_]+\./, '')).sort();
  // The nameless fieldset is reported twice: no legend (1.3.1) and no accessible name (4.1.2).
  expect(found).toEqual(['1_1_1.H37', '1_3_1.H71.NoLegend', '1_3_5.H98', '3_2_2.H32.2', '4_1_2.H91.Fieldset.Name']);
});
