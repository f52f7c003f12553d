import { expect, test, type Page } from '@playwright/test';
import { untilInteractive } from './fixtures';
import { dismissCookieBanner, expectNoAxeViolations, pageWithoutJavaScript } from './support';
import { dialogCopy } from '../../content/forms';
import { formCopyFor } from '../../content/es/forms';

/*
 * The demo request and partner application dialogs are native <dialog>s in the server HTML,
 * opened by invoker commands: they work from the HTML alone, before the page's script has run,
 * when it never arrives, and with JavaScript off. Plain Playwright pages (not ./fixtures, whose
 * pages wait for hydration): these specs are about the time before it.
 */

const es = formCopyFor('es');
const launchers = (page: Page, name: RegExp) => page.getByRole('main').getByRole('button', { name });
const DEMO_LAUNCHER = /^(Request Demo|Get Started)$/;

/** The page as a visitor gets it when none of its script arrives (a failed or blocked chunk). */
async function withoutItsScript(page: Page) {
  await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
}

/**
 * Opens `dialogName` from each launcher in turn: the dialog and its form show, Escape closes
 * it and focus is back on that launcher.
 */
async function expectEachLauncherOpens(page: Page, name: RegExp, dialogName: string, formName: string) {
  const buttons = launchers(page, name);
  const count = await buttons.count();
  expect(count, `launchers of "${dialogName}"`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    await button.click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('form', { name: formName })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  }
}

test.describe('with JavaScript off', () => {
  for (const { path, dialog, form, name } of [
    { path: '/', dialog: dialogCopy.demo.title, form: 'Demo request', name: DEMO_LAUNCHER },
    { path: '/customers/online-ordering', dialog: dialogCopy.demo.title, form: 'Demo request', name: DEMO_LAUNCHER },
    { path: '/es/pricing', dialog: es.dialogs.demo.dialog.title, form: es.dialogs.demo.form.name, name: new RegExp(`^${es.buttons.demo}$`) },
    { path: '/partnerships', dialog: dialogCopy.partner.title, form: 'Partner application', name: /^Apply Now$/ },
  ]) {
    test(`every launcher on ${path} opens its dialog with the form`, async ({ browser, baseURL, page: like }) => {
      const page = await pageWithoutJavaScript(browser, baseURL, like);
      await page.goto(path);
      await expectEachLauncherOpens(page, name, dialog, form);
      await page.context().close();
    });
  }

  test('the close button closes the dialog', async ({ browser, baseURL, page: like }) => {
    const page = await pageWithoutJavaScript(browser, baseURL, like);
    await page.goto('/pricing');
    await launchers(page, DEMO_LAUNCHER).first().click();
    const dialog = page.getByRole('dialog', { name: dialogCopy.demo.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.context().close();
  });
});

// Before the script, a tap outside does nothing (a tap queued behind the opening one would
// close it, components/forms/lead-dialog.tsx); once the script has run, it closes the dialog.
test('a click outside closes the dialog once the script has run, and not before', async ({ browser, baseURL, page }) => {
  const outside = async (on: Page) => {
    const dialog = on.getByRole('dialog', { name: dialogCopy.demo.title });
    await launchers(on, DEMO_LAUNCHER).first().click();
    await expect(dialog).toBeVisible();
    // The backdrop, above the dialog's top edge.
    const box = (await dialog.boundingBox())!;
    await on.mouse.click(box.x + box.width / 2, Math.max(1, box.y / 2));
    return dialog;
  };
  const plain = await pageWithoutJavaScript(browser, baseURL, page);
  await plain.goto('/pricing');
  const kept = await outside(plain);
  await expect(kept).toBeVisible();
  await plain.context().close();

  await page.goto('/pricing');
  await untilInteractive(page);
  await dismissCookieBanner(page);
  await expect(await outside(page)).toBeHidden();
});

test('a browser without invoker commands opens the same dialog as a popover', async ({ page }) => {
  // What such a browser sees: the launchers' `commandfor` and `command` mean nothing to it.
  await page.route('**/pricing', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/ command(for)?="[^"]*"/g, '');
    await route.fulfill({ response, body: html });
  });
  await withoutItsScript(page);
  await page.goto('/pricing');
  await launchers(page, DEMO_LAUNCHER).first().click();
  const dialog = page.getByRole('dialog', { name: dialogCopy.demo.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('form', { name: 'Demo request' })).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches(':popover-open'))).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('when the script never arrives, the dialog opens, holds focus and is axe clean', async ({ page }) => {
  await withoutItsScript(page);
  await page.goto('/');
  await dismissCookieBanner(page);
  const launcher = launchers(page, DEMO_LAUNCHER).first();
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: dialogCopy.demo.title });
  await expect(dialog).toBeVisible();
  // Modal: focus starts inside, and Tab never reaches the page behind (past the last control,
  // the browser may hand it to its own toolbar, which headless Chromium shows as no focus).
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const focus = await dialog.evaluate((element) => {
      const active = document.activeElement;
      return !active || active === document.body ? 'none' : element.contains(active) ? 'dialog' : active.outerHTML.slice(0, 80);
    });
    expect(['dialog', 'none']).toContain(focus);
  }
  await expectNoAxeViolations(page, '/ with the demo dialog open, no script');
});

test('after hydration, a dialog opens and its form checks what was typed with no code fetched', async ({ page }) => {
  await page.goto('/es');
  await untilInteractive(page);
  await dismissCookieBanner(page);
  // The forms fetch their tools while the browser is idle after hydration: let that idle period
  // come (idle callbacks run in the order they were asked for), and the fetches end.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForLoadState('networkidle');
  const fetched: string[] = [];
  await page.route(/\/_next\/static\//, (route) => {
    fetched.push(route.request().url());
    return route.abort();
  });
  await launchers(page, new RegExp(`^${es.buttons.demo}$`)).first().click();
  const dialog = page.getByRole('dialog', { name: es.dialogs.demo.dialog.title });
  const form = dialog.getByRole('form', { name: es.dialogs.demo.form.name });
  await expect(form).toBeVisible();
  // The page behind does not scroll while the dialog is open (held from the frame after it opens).
  const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  await expect.poll(rootOverflow).toBe('hidden');
  await expectNoAxeViolations(page, '/es with the demo dialog open');
  // Sent empty but for the consent answer (Submit waits for one): the validation summary (zod,
  // in Spanish), not "could not send".
  await form.getByRole('radio', { name: es.common.consent.answers.no }).check();
  await form.getByRole('button', { name: es.dialogs.demo.form.submit.idle }).click();
  const summary = new RegExp(`^(${es.dialogs.demo.form.invalid.one}|${es.dialogs.demo.form.invalid.many.replace('{count}', '\\d+')})$`);
  await expect(form.getByRole('alert')).toHaveText(summary);
  expect(fetched).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Released on the dialog's toggle event (lead-dialog-frame.tsx), which the browser fires in a task after the dialog closes.
  await expect.poll(rootOverflow).not.toBe('hidden');
});
