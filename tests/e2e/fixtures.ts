import { test as base, type Page } from '@playwright/test';

// Everything of Playwright's test module, with `test` replaced by the one below.
export * from '@playwright/test';

/**
 * Pages run their JavaScript after the largest paint (lib/html/chunks-after-paint.mjs), so
 * the `load` event that `page.goto` waits for can come before React has hydrated the page.
 * A visitor reading the page notices nothing; a spec that clicks a menu the next instant
 * would click a button with no handler yet. So every spec's page waits, after `goto` and
 * `reload`, until React has committed the page; a spec that reaches a new document by a
 * click (a change of language reloads the page) calls `untilInteractive` itself.
 */
export async function untilInteractive(page: Page) {
  // Only pages the loader rewrote wait; an API answer, a PDF or a proxy's error page do not.
  if ((await page.locator('script[data-chunks-after-paint]').count()) === 0) return;
  // hydrateRoot(document) marks the document with its root; the root's committed tree has a
  // child once the shell's hydration has been committed. The page's bands
  // (components/ui/hydration-slice.tsx) hydrate after it, each on its own: a band still waiting
  // keeps its server markup under a fiber whose state holds it as `dehydrated`.
  await page.waitForFunction(() => {
    type Fiber = { child: Fiber | null; sibling: Fiber | null; memoizedState?: { dehydrated?: unknown } | null };
    const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'));
    const hostRoot = key ? (document as unknown as Record<string, { stateNode?: { current?: Fiber } }>)[key] : undefined;
    const shell = hostRoot?.stateNode?.current?.child;
    if (!shell) return false;
    const pending: Fiber[] = [shell];
    while (pending.length) {
      const fiber = pending.pop()!;
      if (fiber.memoizedState?.dehydrated) return false;
      if (fiber.child) pending.push(fiber.child);
      if (fiber.sibling) pending.push(fiber.sibling);
    }
    return true;
  });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
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

/** Playwright's `test`, whose page waits for hydration after every `goto` and `reload`. */
export const test = base.extend({
  // Playwright's name for this parameter is `use`, which React's lint rules take for the hook.
  page: async ({ page }, provide) => {
    await provide(waitsForInteractive(page));
  },
});
