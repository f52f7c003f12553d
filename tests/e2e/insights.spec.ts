import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page, untilInteractive } from './fixtures';
import { startMailServer, waitFor } from '../fixtures/lead-receivers';
import { sendLead } from './delivery-support';
import { startSpareServer, type SpareServer } from './spare-server';

/**
 * The cookieless count end to end: a real browser against its own `next start`, the real
 * endpoint, and `npm run insights` run on the store the server wrote. @desktop-only
 */
const ORDINARY_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const root = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

test.describe('cookieless insights @desktop-only', () => {
  test.describe.configure({ mode: 'serial' });
  let server: SpareServer;
  let insightsDir: string;

  test.beforeAll(async ({}, testInfo) => {
    insightsDir = path.join(root, '.test-output', `insights-spare-${testInfo.parallelIndex}`);
    // The counts asserted below are exact: nothing from an earlier run or a retry may remain.
    rmSync(insightsDir, { recursive: true, force: true });
    // The production limit: the e2e environment lifts it for the other specs (env.mjs).
    // TRUST_PROXY: the flood below comes from a client of its own (X-Forwarded-For), whose
    // minute starts with it; the pages' beacons before it count against 127.0.0.1, and a
    // minute they started could end mid-flood and let all 130 through.
    server = await startSpareServer(testInfo, { INSIGHTS_DIR: insightsDir, INSIGHTS_EVENTS_PER_MINUTE: '120', TRUST_PROXY: '1' });
  });
  test.afterAll(() => server?.stop());

  const insights = async (...args: string[]) =>
    (await run(process.execPath, ['scripts/insights.mjs', ...args], { cwd: root, env: { ...process.env, OUTBOX_DIR: server.outboxDir, INSIGHTS_DIR: insightsDir } })).stdout;

  const beacons = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/insights') seen.push(request.postData() ?? '');
    });
    return seen;
  };

  test('GPC on: the browser sends nothing to the counting endpoint', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: ORDINARY_UA });
    // Counts each time the page asks for GPC and each beacon it hands the browser: the view is
    // sent (or not) right where GPC is read, so once it has been read the decision is made.
    await context.addInitScript(() => {
      const w = window as unknown as { gpcAsked: number; beaconsCalled: number };
      w.gpcAsked = 0;
      w.beaconsCalled = 0;
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => (w.gpcAsked++, true) });
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (...args) => (w.beaconsCalled++, send(...args));
    });
    const page = await context.newPage();
    const seen = beacons(page);
    for (const route of ['/', '/pricing']) {
      await page.goto(`${server.baseURL}${route}`);
      await untilInteractive(page);
      await expect.poll(() => page.evaluate(() => (window as unknown as { gpcAsked: number }).gpcAsked)).toBeGreaterThanOrEqual(2);
      expect(await page.evaluate(() => (window as unknown as { beaconsCalled: number }).beaconsCalled), route).toBe(0);
    }
    expect(seen).toEqual([]);
    await context.close();
  });

  // The project's browser config sets an ordinary user agent; these are what headless Chromium
  // (this very browser's version) and Googlebot send on their own.
  for (const [name, userAgent] of [
    ['headless Chromium', (version: string) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/${version} Safari/537.36`],
    ['Googlebot', () => 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
  ] as const) {
    test(`a bot's beacon (${name}) arrives and is not counted`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent: userAgent(browser.version()) });
      const page = await context.newPage();
      const arrived = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/insights');
      await page.goto(`${server.baseURL}/about`);
      const response = await arrived;
      expect(response.request().postData()).toBe('{"type":"view","route":"/about","utm":""}');
      expect(response.status()).toBe(204);
      await context.close();
      expect(await insights()).not.toMatch(/^\/about\s/m);
    });
  }

  test('a scripted session gives exactly the counts and percentiles the report prints', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: ORDINARY_UA });
    const page = await context.newPage();
    const seen = beacons(page);
    for (const route of ['/features', '/solutions', '/features']) {
      const arrived = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/insights' && response.request().postData()?.includes('"view"') === true);
      await page.goto(`${server.baseURL}${route}`);
      expect((await arrived).status()).toBe(204);
    }
    expect(seen.filter((body) => body.includes('"view"'))).toEqual([
      '{"type":"view","route":"/features","utm":""}',
      '{"type":"view","route":"/solutions","utm":""}',
      '{"type":"view","route":"/features","utm":""}',
    ]);

    // On /pricing: the savings calculator used (two changes, counted once) and the demo dialog opened.
    await page.goto(`${server.baseURL}/pricing`);
    // This context is the spec's own, so its page does not wait for hydration by itself.
    await untilInteractive(page);
    const calculator = page.getByRole('form').locator('input').first();
    await calculator.fill('12000');
    await calculator.fill('15000');
    await page.locator('[data-demo-trigger]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => seen.filter((body) => /"(calculator|demo)"/.test(body)).sort()).toEqual([
      '{"type":"calculator","route":"/pricing"}',
      '{"type":"demo","route":"/pricing"}',
    ]);
    await context.close();

    // Web Vitals with known numbers, for a route the browser above never visited.
    for (const value of [1000, 2000, 3000, 5000]) {
      const response = await fetch(`${server.baseURL}/api/insights`, {
        method: 'POST',
        headers: { 'user-agent': ORDINARY_UA, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'vital', route: '/accessibility', metric: 'LCP', value, viewport: 'phone' }),
      });
      expect(response.status).toBe(204);
    }

    // Leads through the site's own endpoint, carrying their attribution as template params.
    const leads = [
      { attr_page: '/features', utm_source: 'news', utm_medium: 'email', utm_campaign: 'fall', business_type: 'Bakeries', attr_lang: 'en' },
      { attr_page: '/features', utm_source: 'news', utm_medium: 'email', utm_campaign: 'fall', business_type: 'Bakeries', attr_lang: 'en' },
      { attr_page: '/solutions', utm_source: 'ads', utm_medium: 'cpc', utm_campaign: 'spring', business_type: 'Coffee Shops', attr_lang: 'es' },
    ];
    for (const [index, attribution] of leads.entries()) {
      const response = await sendLead(Number(new URL(server.baseURL).port), `insights-${index}@example.com`, `Lead ${index} of the insights spec.`, attribution);
      expect(await response.text()).toBe('OK');
    }

    const text = await insights('--days', '7');
    expect(text).toMatch(/^\/features\s+2\s+0\s+2\s+100\.0%\s+0\s+0$/m);
    expect(text).toMatch(/^\/solutions\s+1\s+0\s+1\s+100\.0%\s+0\s+0$/m);
    expect(text).toMatch(/^\/pricing\s+1\s+1\s+0\s+0\.0%\s+1\s+0$/m);
    expect(text).toMatch(/^news\s+2$/m);
    expect(text).toMatch(/^ads\s+1$/m);
    expect(text).toMatch(/^email\s+2$/m);
    expect(text).toMatch(/^fall\s+2$/m);
    expect(text).toMatch(/^spring\s+1$/m);
    expect(text).toMatch(/^Bakeries\s+2$/m);
    expect(text).toMatch(/^Coffee Shops\s+1$/m);
    expect(text).toMatch(/^en\s+2$/m);
    expect(text).toMatch(/^es\s+1$/m);
    console.log(text);
    expect(text).toMatch(/^\/accessibility\s+LCP\s+3000 ms\s+4\s+needs improvement$/m);
    const csv = await insights('--csv');
    expect(csv).toContain('route,/features,2,0,2,1.0000,,,,,0,0');
    expect(csv).toContain('trade,Bakeries,,,2,');
    expect(csv).toContain('vitals,/accessibility,,,,,LCP,3000,4,needs improvement');
  });

  test('two digest runs racing on one store send the digest once, with the same figures', async () => {
    const mail = await startMailServer();
    try {
      const env = { ...process.env, OUTBOX_DIR: server.outboxDir, INSIGHTS_DIR: insightsDir, SMTP_URL: mail.url, LEAD_NOTIFY_TO: 'marketing@example.com' };
      const digest = () => run(process.execPath, ['scripts/insights.mjs', '--digest'], { cwd: root, env }).then((result) => result.stdout.trim());
      const outputs = await Promise.all([digest(), digest()]);
      expect(outputs.filter((line) => line.startsWith('Sent the digest')).length).toBe(1);
      await waitFor(() => mail.messages.length > 0, 10_000);
      // A third run, as after a restart: still nothing more.
      // Every run has exited (each awaited), so any message one of them sent has been accepted.
      expect(await digest()).toMatch(/^Not sent/);
      expect(mail.messages).toHaveLength(1);
      const [message] = mail.messages;
      expect(message!.subject).toBe('Ladle website: weekly insights');
      expect(message!.body).toMatch(/^\/features\s+2\s+0\s+2\s+100\.0%\s+0\s+0$/m);
      expect(message!.body).toMatch(/^news\s+2$/m);
      expect(message!.body).toMatch(/^\/accessibility\s+LCP\s+3000 ms\s+4\s+needs improvement$/m);
      expect(message!.body).toContain('text/html');
      console.log(message!.body.slice(0, 1500));
    } finally {
      await mail.close();
    }
  });

  test('a blog post is counted with the other posts, under /blog/*, not refused as an unknown route', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: ORDINARY_UA });
    const page = await context.newPage();
    const arrived = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/insights' && response.request().postData()?.includes('"view"') === true);
    await page.goto(`${server.baseURL}/blog/fixture-spring-menu`);
    const response = await arrived;
    expect(response.request().postData()).toBe('{"type":"view","route":"/blog/fixture-spring-menu","utm":""}');
    expect(response.status()).toBe(204);
    await context.close();
    expect(await insights()).toMatch(/^\/blog\/\*\s+1\s+0\s+0\s+0\.0%\s+0\s+0$/m);
  });

  test('hostile requests: malformed 400, unknown route 400, wrong types 400, oversized 413', async () => {
    const post = (body: string) => fetch(`${server.baseURL}/api/insights`, { method: 'POST', headers: { 'user-agent': ORDINARY_UA }, body });
    expect((await post('{not json')).status).toBe(400);
    expect((await post('{"type":"view","route":"/wp-admin"}')).status).toBe(400);
    expect((await post('{"type":"view","route":42}')).status).toBe(400);
    expect((await post('{"type":"vital","route":"/","metric":"LCP","value":"fast","viewport":"phone"}')).status).toBe(400);
    expect((await post(JSON.stringify({ type: 'view', route: '/', pad: 'x'.repeat(4000) }))).status).toBe(413);
    expect(await insights()).not.toContain('wp-admin');
  });

  test('npm run probe: every hostile request to the endpoint passes', async () => {
    const { stdout } = await run(process.execPath, ['scripts/probe.mjs', '--url', server.baseURL, '--only', 'insights'], { cwd: root });
    console.log(stdout);
    const results = stdout.split('\n').filter((line) => /\b(PASS|FAIL)\b/.test(line));
    expect(results.length).toBeGreaterThanOrEqual(18);
    expect(results.filter((line) => /\bFAIL\b/.test(line))).toEqual([]);
  });

  test("forged beacons from another origin's page on loopback are refused (403) and none is counted", async ({ browser }, testInfo) => {
    // A real second origin: another server on another port, whose page posts beacons to the site
    // as any page on the web could (text/plain: no preflight). As localhost it is cross-site to
    // 127.0.0.1; as 127.0.0.1 it is same-site from another host (another port).
    const target = `${server.baseURL}/api/insights`;
    const bodies = ['{"type":"view","route":"/hardware"}', '{"type":"demo","route":"/hardware"}', '{"type":"calculator","route":"/hardware"}'];
    const forger = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>forger</title><script>
        const bodies = ${JSON.stringify(bodies)};
        for (const body of bodies) navigator.sendBeacon(${JSON.stringify(target)}, body);
        fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', body: bodies[0] });
      </script>`);
    });
    await new Promise<void>((resolve) => forger.listen(3460 + testInfo.parallelIndex, '127.0.0.1', resolve));
    const port = (forger.address() as AddressInfo).port;
    const answers: { from: string; status: number; fetchSite: string; origin: string }[] = [];
    try {
      for (const from of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
        const context = await browser.newContext({ userAgent: ORDINARY_UA });
        const page = await context.newPage();
        page.on('response', async (response) => {
          if (new URL(response.url()).pathname !== '/api/insights') return;
          const headers = await response.request().allHeaders();
          answers.push({ from, status: response.status(), fetchSite: headers['sec-fetch-site'] ?? '-', origin: headers.origin ?? '-' });
        });
        await page.goto(`${from}/`);
        await expect.poll(() => answers.filter((answer) => answer.from === from).length).toBe(bodies.length + 1);
        await context.close();
      }
    } finally {
      await new Promise((resolve) => forger.close(resolve));
    }
    const report = await insights();
    const counted = Number(/^\/hardware\s+(\d+)\s+(\d+)\s+\d+\s+\S+\s+(\d+)/m.exec(report)?.slice(1).reduce((sum, n) => sum + Number(n), 0) ?? 0);
    console.log(answers.map((answer) => `${answer.from} -> ${answer.status} (Sec-Fetch-Site ${answer.fetchSite}, Origin ${answer.origin})`).join('\n'));
    console.log(`Forged beacons: ${answers.length} sent, ${answers.filter((answer) => answer.status === 403).length} refused with 403, ${counted} counted`);
    expect(answers.map((answer) => answer.status)).toEqual(Array(2 * (bodies.length + 1)).fill(403));
    expect(new Set(answers.map((answer) => answer.fetchSite))).toEqual(new Set(['cross-site', 'same-site']));
    expect(report).not.toMatch(/^\/hardware\s/m);
    expect(counted).toBe(0);

    // The same beacon from a client that sends neither header (a script) is still counted.
    const plain = await fetch(target, { method: 'POST', headers: { 'user-agent': ORDINARY_UA }, body: bodies[0] });
    expect(plain.status).toBe(204);
    expect(await insights()).toMatch(/^\/hardware\s+1\s+0\s+0\s+0\.0%\s+0\s+0$/m);
  });

  test('a view is counted for a page closed 500 ms after its first paint, before hydration', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: ORDINARY_UA });
    const page = await context.newPage();
    // Script on, but the page's own chunks never arrive: it paints from the HTML and cannot
    // hydrate. (Half a second after the paint, the page boundary's loader has not even asked
    // for them yet: lib/html/chunk-loader.mjs.)
    await page.route(
      (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
      () => undefined,
    );
    const seen = beacons(page);
    await page.goto(`${server.baseURL}/resources`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-paint'));
    // eslint-disable-next-line no-restricted-syntax -- the scenario itself: the visitor leaves half a second after the first paint.
    await page.waitForTimeout(500);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await page.close();
    await context.close();
    expect(seen).toEqual(['{"type":"view","route":"/resources","utm":""}']);
    await expect.poll(() => insights(), { timeout: 10_000 }).toMatch(/^\/resources\s+1\s+0\s+0\s+0\.0%\s+0\s+0$/m);
  });

  test('after hydration, a client-side route change sends one view for the new route, and the first page is not counted twice', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: ORDINARY_UA });
    const page = await context.newPage();
    const seen = beacons(page);
    await page.goto(`${server.baseURL}/partnerships`);
    await untilInteractive(page);
    await page.evaluate(() => {
      // A link the site's client navigation handles, as any internal link; the mark shows the document stayed.
      Object.assign(window, { sameDocument: true });
      const link = Object.assign(document.createElement('a'), { href: '/contact', textContent: 'contact' });
      document.body.append(link);
      link.click();
    });
    await page.waitForURL('**/contact');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect.poll(() => seen.filter((body) => body.includes('"view"'))).toEqual([
      // The first load says where the visit came from (nowhere: typed in); a client navigation does not.
      '{"type":"view","route":"/partnerships","utm":""}',
      '{"type":"view","route":"/contact"}',
    ]);
    await context.close();
    // Each look runs `npm run insights` (a Node process: 2-4 s on a busy two-core machine), so the
    // poll gets the time of a few, as the test above does.
    await expect.poll(() => insights(), { timeout: 15_000 }).toMatch(/^\/contact\s+1\s/m);
    expect(await insights()).toMatch(/^\/partnerships\s+1\s/m);
  });

  // Last: it uses up this client's minute.
  test('a flood from one client gets 429 and no counts beyond the limit', async () => {
    const statuses: number[] = [];
    const client = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    for (let i = 0; i < 130; i += 1) {
      const response = await fetch(`${server.baseURL}/api/insights`, { method: 'POST', headers: { 'user-agent': ORDINARY_UA, 'x-forwarded-for': client }, body: '{"type":"demo","route":"/terms"}' });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
    const counted = statuses.filter((status) => status === 204).length;
    expect(counted).toBeLessThanOrEqual(120);
    expect(await insights()).toMatch(new RegExp(`^/terms\\s+0\\s+${counted}\\s+0\\s+-\\s+0\\s+0$`, 'm'));
  });
});
