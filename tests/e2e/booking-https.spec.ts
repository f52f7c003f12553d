import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { freePort, selfSignedCertificate, startNginx } from '../fixtures/cluster';
import { environmentSkip, installed } from '../fixtures/environment.mjs';
import { E2E_PORT, e2eEnv } from './env.mjs';

/**
 * The no-script booking answers behind HTTPS (issue 54, item 6). Behind the shipped
 * deploy/nginx.conf listening with TLS, nginx sends X-Forwarded-Proto: https, and a route
 * handler's request.url becomes https://localhost:<port>. The form post renders its answer
 * page by asking its own server for it: at that address it met TLS on a plain-HTTP port, and
 * every answer became a 303 to the page (the outcome in the address, the status lost). The
 * same bad post must answer 401 with the page, through nginx over HTTPS as directly over HTTP.
 * Viewport does not matter: desktop only. @desktop-only
 */

const NO_REQUEST = 'Booking a time needs a demo request first. Please send one from the demo page.';
const badPost = { lang: 'en', token: 'not-a-token', start: '2026-12-08T17:00:00.000Z', tz: 'America/New_York', intent: 'book' };

test.skip(!installed('nginx'), environmentSkip('nginx (apt-get install nginx)'));

test('a no-script booking post without a demo request answers 401 through nginx over HTTPS, as over plain HTTP', async ({ playwright }) => {
  const direct = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, maxRedirects: 0 });
  const plain = await direct.post('/api/booking/form', { form: badPost });
  expect(plain.status()).toBe(401);
  expect(await plain.text()).toContain(NO_REQUEST);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-https-'));
  const nginx = await startNginx({ port: await freePort(), upstreamPorts: [E2E_PORT], staticDir: path.join(e2eEnv({ withBlogFixture: true }).NEXT_DIST_DIR, 'static'), tls: selfSignedCertificate(dir) });
  const secure = await playwright.request.newContext({ baseURL: nginx.url, ignoreHTTPSErrors: true, maxRedirects: 0 });
  try {
    const answered = await secure.post('/api/booking/form', { form: badPost });
    expect(answered.headers()['location'], 'the outcome is the answer, not a redirect carrying it in the address').toBeUndefined();
    expect(answered.status()).toBe(401);
    expect(await answered.text()).toContain(NO_REQUEST);
  } finally {
    await Promise.all([direct.dispose(), secure.dispose()]);
    await nginx.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});
