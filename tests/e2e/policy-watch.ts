import { expect, type Page, type Request } from '@playwright/test';
import { queuedTasksRun } from './support';

/**
 * Watches a page with the site's policies in force: every `securitypolicyviolation` event and
 * every console complaint about the Content-Security-Policy or Permissions-Policy. Call it
 * before `goto`; after whatever else the test does on the page, `complaints()` makes the page
 * load all it can (lazy images, what it starts when idle, link prefetches) and returns the list.
 * One page load serves the axe sweep and this check (a11y.spec.ts), and the 404 and blog post
 * checks (security.spec.ts).
 */
export async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const consoleComplaints: string[] = [];
  // Every request the page starts, until it ends (answered, failed or blocked by the policy).
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy|Refused to/i.test(text)) consoleComplaints.push(text);
  });

  return {
    async complaints() {
      // Lazy images far from the viewport never load on their own: load them all, so every
      // request the page can make is made under the policy.
      await page.evaluate(() => {
        for (const img of document.querySelectorAll('img[loading="lazy"]')) (img as HTMLImageElement).loading = 'eager';
        window.scrollTo(0, document.body.scrollHeight);
      });
      await expect
        .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)), { timeout: 10_000 })
        .toBe(true);
      // What the page starts once idle (the forms' tools, the Web Vitals chunk) is queued in idle
      // callbacks before this one, so it has started when this one runs; then wait until every
      // request (those, islands, link prefetches) has ended, and for the violation events that
      // a blocked request queues.
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
      await expect.poll(() => inFlight.size, { timeout: 15_000 }).toBe(0);
      await queuedTasksRun(page);
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      return [...violations, ...consoleComplaints];
    },
  };
}
