import { expect, test } from './fixtures';

/**
 * The first frame a visitor sees comes only once the whole document is parsed, the framework's
 * inline payload at its end included (components/layout/site-document.tsx): painted earlier,
 * the rest of the parse ran just after the paint and held up the first taps. Read as the
 * platform's own tests read render-blocking: a `requestAnimationFrame` callback runs in the
 * first frame, so the document's state then is the state the first paint saw.
 * One width: the document and its parse are the same at every width.
 */
test('the first frame comes after the whole document is parsed @desktop-only', async ({ page, context }) => {
  // A slow line, so that the document arrives in pieces and a paint could come between them.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 24_000, uploadThroughput: 24_000 });
  await page.addInitScript(() => {
    const record = () => {
      // The init script runs in every document, about:blank included: only the page counts.
      if (location.protocol !== 'http:' && location.protocol !== 'https:') return;
      const payload = document.querySelectorAll('script:not([src])').length;
      document.documentElement.dataset.firstFrame = `${document.readyState} ${document.querySelector('footer') ? 'footer' : 'no-footer'} ${payload}`;
    };
    requestAnimationFrame(record);
  });
  await page.goto('/');
  const [state, footer, scriptsThen] = (await page.locator('html').getAttribute('data-first-frame'))!.split(' ');
  const scriptsNow = await page.locator('script:not([src])').count();
  expect(footer).toBe('footer');
  expect(state).not.toBe('loading');
  // Every inline script of the document, the payload's last one included, was there to see.
  expect(Number(scriptsThen)).toBeGreaterThanOrEqual(scriptsNow);
});
