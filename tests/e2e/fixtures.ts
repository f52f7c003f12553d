import { test as base, expect, type CDPSession, type Page } from '@playwright/test';

// Everything of Playwright's test module, with `test` replaced by the one below.
export * from '@playwright/test';

/**
 * The `load` event that `page.goto` waits for comes before React has hydrated the page (Next's
 * chunks come after it, and the bands hydrate one by one after the shell,
 * components/ui/hydration-slice.tsx). A visitor
 * notices nothing, the HTML works alone; a spec that tests what the script adds the next
 * instant would find no handler yet. So every spec's page waits, after `goto` and `reload`,
 * for the site's own mark of a hydrated page, `<html data-hydrated>`
 * (components/ui/hydration-marker.tsx); a spec that reaches a new document by a click (a change
 * of language reloads the page) calls `untilInteractive` itself.
 */
export async function untilInteractive(page: Page) {
  // Only pages that load Next's scripts wait; an API answer, a PDF or a proxy's error page does not.
  const loader = await page.locator('script[data-chunk-loader]').count();
  if (loader === 0 && (await page.locator('script[src^="/_next/static/"]:not([nomodule])').count()) === 0) return;
  // The page boundary's loader adds Next's chunks a second after the load, or at a visitor's
  // first movement (lib/html/chunk-loader.mjs): the spec's visitor moves the mouse, into a
  // corner where it points at nothing. chunk-loader.spec.ts covers the page left alone.
  if (loader > 0) {
    // Two points: a move to where the pointer already is moves nothing.
    await page.mouse.move(2, 2);
    await page.mouse.move(1, 1);
  }
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

function waitsForInteractive(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilInteractive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await untilInteractive(page);
    return response;
  };
  return page;
}

/**
 * What React says on the console when the server's HTML and the first client render differ:
 * a production build gives the error's number (418, the mismatch; 422 and 423, an error while
 * hydrating that made it render again on the client; 425, mismatched text), a development one
 * the words. Recoverable errors go to `reportError`, Next's default (a page error); a console
 * message, where there is no `reportError`.
 */
const HYDRATION_MISMATCH = /Minified React error #(418|419|422|423|425)\b|hydrat/i;

/** Every uncaught error of the page and every hydration mismatch it logs, as they come (the page fixture's check; hydration-marker.spec.ts shows it each fault). */
export function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_MISMATCH.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/**
 * Playwright's `test`, whose page waits for hydration after every `goto` and `reload`, and
 * fails its test on an uncaught error in the page or a hydration mismatch. The
 * context is the worker's, reset between tests (playwright.config.ts, `reuseContext`). The
 * reset leaves two things a spec may change, so they are undone here: permissions it granted,
 * and DevTools sessions it opened, whose emulation (a slow line, first-paint.spec.ts) would
 * otherwise hold for the next test.
 */
export const test = base.extend({
  // Playwright's name for this parameter is `use`, which React's lint rules take for the hook.
  context: async ({ context }, provide) => {
    const opened: CDPSession[] = [];
    const newCDPSession = context.newCDPSession.bind(context);
    context.newCDPSession = async (target) => {
      const session = await newCDPSession(target);
      opened.push(session);
      return session;
    };
    await provide(context);
    context.newCDPSession = newCDPSession;
    // A session the spec detached itself throws here; nothing is left to undo then.
    await Promise.all(opened.map((session) => session.detach().catch(() => {})));
    await context.clearPermissions().catch(() => {});
  },
  page: async ({ page }, provide) => {
    const problems = problemsOf(page);
    await provide(waitsForInteractive(page));
    expect(problems, 'page errors and hydration mismatches').toEqual([]);
  },
});
