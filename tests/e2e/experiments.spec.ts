import { rmSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page, type Request } from './fixtures';
import { experimentVariant } from '../../content/experiments';
import { homeHero } from '../../content/home';
import { dialogButtonCopy } from '../../content/form-buttons';
import { BUCKET_COOKIE } from '../../lib/experiments/assignment';
import { startMailServer, waitFor } from '../fixtures/lead-receivers';
import { newOutboxDir, siteEnv, startSite, storedLeads, type Site } from './delivery-support';
import { DELIVERY_PORT_BASE } from './env.mjs';
import { CONTROL_BUCKET, control, experiment, headlineOf, META, metaOf, variant, VARIANT_BUCKET, type Arm } from './experiment-fixture';
import { EMAIL_PATH, sendDemoRequest, uniqueEmail } from './lead-forms-support';
import { escapeHtml, expectNoAxeViolations, recordLayoutShifts } from './support';

/**
 * The end-to-end build's running experiment (./experiment-fixture.ts): the home page's headline
 * and demo button, control or same-day-money. A visitor is enrolled only after Accept All;
 * proxy.ts serves their variant's pre-rendered HTML under the page's own address
 * (docs/experiments.md). Through nginx: cluster.spec.ts.
 */
const buttonOf = (arm: Arm) => arm.overrides['hero.primaryLabel'] ?? dialogButtonCopy.demo;
/** What the visitor holds: the bucket cookie's value, as the site wrote it. */
async function bucketOf(context: BrowserContext) {
  const cookie = (await context.cookies()).find((entry) => entry.name === BUCKET_COOKIE);
  return cookie === undefined ? null : Number(cookie.value);
}

/** Waits until the site has written the bucket cookie (the enrollment chunk loads lazily) and returns the visitor's variant. */
// The enrollment chunk comes when the page is next idle after its load: on a busy two-core machine, once past expect's 7 s.
async function siteEnrolled(page: Page) {
  await expect.poll(() => bucketOf(page.context()), { message: 'the site sets the bucket cookie', timeout: 20_000 }).not.toBeNull();
  return experimentVariant(experiment!, (await bucketOf(page.context()))!);
}

/** A stored Accept All, before any script runs: the site then sets the cookie on the first page load. */
const acceptedBefore = (page: Page) => page.addInitScript(() => window.localStorage.setItem('ladle-cookie-consent', 'accepted'));

/**
 * Records, on every animation frame from the document's first, the hero's headline and demo
 * button as drawn: a variant swapped in after load would leave two entries.
 */
async function recordHeroFrames(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __hero: string[]; __frames: number };
    w.__hero = [];
    w.__frames = 0;
    const look = () => {
      w.__frames += 1;
      const headline = document.querySelector('main h1')?.textContent;
      const button = document.querySelector('main [data-demo-trigger]')?.textContent;
      if (headline) {
        const seen = `${headline} | ${button}`;
        if (w.__hero.at(-1) !== seen) w.__hero.push(seen);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return {
    seen: () => page.evaluate(() => (window as unknown as { __hero: string[] }).__hero),
    /** Resolves once `count` more frames have been drawn. */
    moreFrames: async (count: number) => {
      const drawn = await page.evaluate(() => (window as unknown as { __frames: number }).__frames);
      await page.waitForFunction((until) => (window as unknown as { __frames: number }).__frames >= until, drawn + count);
    },
  };
}

/** The insights beacons the page sends, parsed. */
function recordBeacons(page: Page) {
  const beacons: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/insights') && request.method() === 'POST') beacons.push(JSON.parse(request.postData() ?? '{}'));
  });
  return beacons;
}

/**
 * Waits until the document in front of the test hands a beacon holding `text` to
 * navigator.sendBeacon (recorded in the page from the next document on): a beacon's request
 * event does not say which of two documents of one address sent it.
 */
async function recordSentHere(page: Page) {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __sent: string[] }).__sent = sent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (typeof data === 'string') sent.push(data);
      return send(url, data);
    };
  });
  return (text: string, timeout: number) =>
    page.waitForFunction((wanted) => (window as unknown as { __sent?: string[] }).__sent?.some((body) => body.includes(wanted)) ?? false, text, { timeout });
}

test.describe('an enrolled visitor', () => {
  test('after Accept All, the reload is their variant in the server HTML, the same in every frame, and the view names it', async ({ page, request }) => {
    test.slow(); // the banner's delay, two page loads
    const frames = await recordHeroFrames(page);
    const layoutShift = await recordLayoutShifts(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    // The page in front of the visitor stays as it was served: nothing changes on the click.
    expect(await frames.seen()).toEqual([`${homeHero.title} | ${dialogButtonCopy.demo}`]);
    const arm = await siteEnrolled(page);

    const beacons = recordBeacons(page);
    const response = await page.reload();
    const html = await response!.text();
    expect(html).toContain(`>${escapeHtml(headlineOf(arm))}</h1>`);
    expect(html).toContain(metaOf(arm));
    // The canonical is the page's own, as everyone else gets it; the address bar keeps the page's URL.
    const canonical = (text: string) => /<link rel="canonical" href="[^"]*"\/>/.exec(text)?.[0];
    expect(canonical(html)).toBeDefined();
    expect(canonical(html)).toBe(canonical(await (await request.get('/')).text()));
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(arm));
    await expect(page.getByRole('main').getByRole('button', { name: buttonOf(arm) }).first()).toBeVisible();

    // Counted: the view names the variant, and this first view after Accept All is one exposure.
    await expect.poll(() => beacons.filter((beacon) => beacon.type === 'exposure')).toEqual([{ type: 'exposure', experiment: `${experiment.key}:${arm.key}` }]);
    expect(beacons.filter((beacon) => beacon.type === 'view')).toEqual([{ type: 'view', route: '/', utm: '', experiment: `${experiment.key}:${arm.key}` }]);
    // Hydrated and enrolled by now; some frames more, and the hero was only ever the variant's.
    await frames.moreFrames(10);
    expect(await frames.seen()).toEqual([`${headlineOf(arm)} | ${buttonOf(arm)}`]);
    expect(await layoutShift()).toBe(0);
  });

  test('keeps their variant across pages and reloads, and is counted once', async ({ page }) => {
    await acceptedBefore(page);
    const sentHere = await recordSentHere(page);
    await page.goto('/pricing');
    const arm = await siteEnrolled(page);
    const bucket = await bucketOf(page.context());
    const beacons = recordBeacons(page);
    for (const path of ['/', '/business', '/']) {
      const response = await page.goto(path);
      if (path === '/') expect(await response!.text()).toContain(metaOf(arm));
      else expect(await response!.text()).not.toContain(META);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(arm));
    expect(await bucketOf(page.context()), 'the bucket never changes').toBe(bucket);
    await expect.poll(() => beacons.filter((beacon) => beacon.type === 'view' && beacon.route === '/').length).toBe(3);
    // The exposure leaves from the chunk each page loads once it is idle (lib/insights/after-load.ts),
    // after the view, which the HTML sends: a page left before then sends none, and a later one
    // does. That chunk then reports the Web Vitals, TTFB a task after the enrollment has run: once
    // the reload has sent its TTFB, no page is left that could count the visitor.
    // On a busy two-core machine the idle time comes late (siteEnrolled's note).
    await sentHere('"metric":"TTFB"', 20_000);
    await expect.poll(() => beacons.filter((beacon) => beacon.type === 'exposure')).toEqual([{ type: 'exposure', experiment: `${experiment.key}:${arm.key}` }]);
  });
});

test.describe('a client navigation', () => {
  test('onto the page shows an enrolled visitor their variant: its prefetch is rewritten too', async ({ page, baseURL }) => {
    await acceptedBefore(page);
    await page.context().addCookies([{ name: BUCKET_COOKIE, value: String(VARIANT_BUCKET), url: baseURL! }]);
    await page.goto('/pricing');
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads.push(request.url());
    });
    // Focus prefetches a link's page (components/layout/client-navigation.tsx), as hover and touch do.
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/' && !!request.headers()['next-router-prefetch']);
    const home = page.getByRole('link', { name: 'Ladle home' }).first();
    await home.focus();
    await prefetched;
    await home.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(variant));
    expect(new URL(page.url()).pathname).toBe('/');
    expect(loads, 'no page load: the router showed it').toEqual([]);
  });
});

test.describe('everyone else sees the control', () => {
  test('Decline: no cookie, and the page as it is', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();
    const response = await page.reload();
    const html = await response!.text();
    expect(html).not.toContain(META);
    expect(html).toContain(`>${escapeHtml(homeHero.title)}</h1>`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.title);
    expect(await bucketOf(page.context())).toBeNull();
  });

  test('Decline after Accept All removes the cookie: the next page is the page as it is', async ({ page }) => {
    await acceptedBefore(page);
    await page.goto('/pricing');
    await siteEnrolled(page);
    // The stored choice is read on the next load; with Decline the site removes its cookie.
    await page.addInitScript(() => window.localStorage.setItem('ladle-cookie-consent', 'declined'));
    await page.goto('/pricing');
    await expect.poll(() => bucketOf(page.context())).toBeNull();
    expect(await (await page.goto('/'))!.text()).not.toContain(META);
  });

  test('Accept All in a browser sending Global Privacy Control sets no bucket cookie', async ({ page }) => {
    // The browser's GPC, as the server sees it (Sec-GPC) and the page does (navigator), which
    // this test can turn off; each time the page reads it is counted.
    const gpcOn = (on: boolean) => page.setExtraHTTPHeaders(on ? { 'Sec-GPC': '1' } : {});
    await page.addInitScript(() => {
      const w = window as unknown as { gpcAsked: number };
      w.gpcAsked = 0;
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => (w.gpcAsked++, sessionStorage.getItem('test-gpc') !== 'off') });
    });
    /**
     * Until the page has decided on the enrollment and carried it out: it has read GPC, an idle
     * moment after that has come (the enrollment chunk is loaded at one), and the network has
     * been quiet since (the chunk has arrived and run).
     */
    const settled = async () => {
      await expect.poll(() => page.evaluate(() => (window as unknown as { gpcAsked: number }).gpcAsked)).toBeGreaterThanOrEqual(2);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
      await page.waitForLoadState('networkidle');
    };

    await gpcOn(true);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    await settled();
    expect(await bucketOf(page.context()), 'no bucket after the click').toBeNull();
    // The next page reads the stored Accept All as it loads.
    const response = await page.reload();
    expect(await response!.text()).not.toContain(META);
    await settled();
    expect(await bucketOf(page.context()), 'no bucket on the next page').toBeNull();

    // The same page and the same wait without GPC: the stored Accept All enrolls the visitor.
    await gpcOn(false);
    await page.evaluate(() => sessionStorage.setItem('test-gpc', 'off'));
    await page.reload();
    await settled();
    expect(await bucketOf(page.context()), 'without GPC, a bucket').not.toBeNull();
  });

  test('a bucket holder sends Global Privacy Control or Do Not Track, or is a bot: the page as it is @desktop-only', async ({ request, baseURL }) => {
    const get = (headers: Record<string, string>) => request.get(`${baseURL}/`, { headers: { Cookie: `${BUCKET_COOKIE}=${VARIANT_BUCKET}`, ...headers } }).then((response) => response.text());
    // The same request without those is the variant: the ones with them could show it.
    expect(await get({})).toContain(metaOf(variant));
    for (const headers of <Record<string, string>[]>[
      { 'Sec-GPC': '1' },
      { DNT: '1' },
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ]) {
      const html = await get(headers);
      expect(html, JSON.stringify(headers)).not.toContain(META);
      expect(html).toContain(`>${escapeHtml(homeHero.title)}</h1>`);
    }
  });

  test('no cookie, a cookie that is not a bucket: the page as it is @desktop-only', async ({ request, baseURL }) => {
    for (const cookie of [undefined, `${BUCKET_COOKIE}=abc`, `${BUCKET_COOKIE}=10000`]) {
      const html = await (await request.get(`${baseURL}/`, { headers: cookie ? { Cookie: cookie } : {} })).text();
      expect(html, cookie).not.toContain(META);
    }
  });

  test('an enrolled visitor’s page, either arm, is private and never stored; the page as it is keeps its shared caching @desktop-only', async ({ request, baseURL }) => {
    for (const [arm, bucket] of [
      [variant, VARIANT_BUCKET],
      [control, CONTROL_BUCKET],
    ] as const) {
      const response = await request.get(`${baseURL}/`, { headers: { Cookie: `${BUCKET_COOKIE}=${bucket}` } });
      expect(await response.text()).toContain(metaOf(arm));
      expect(response.headers()['cache-control'], arm.key).toBe('private, no-store');
    }
    for (const cookie of [undefined, `${BUCKET_COOKIE}=abc`]) {
      const response = await request.get(`${baseURL}/`, { headers: cookie ? { Cookie: cookie } : {} });
      expect(await response.text()).not.toContain(META);
      expect(response.headers()['cache-control'], cookie).toMatch(/s-maxage=\d+/);
    }
  });

  test('a variant address asked for directly is the 404, English and Spanish @desktop-only', async ({ request, baseURL }) => {
    for (const path of [`/experiment-variant/${experiment.key}/${variant.key}`, `/experiment-variant/${experiment.key}/${control.key}`, '/experiment-variant', `/es/experiment-variant/${experiment.key}/${variant.key}`]) {
      const response = await request.get(`${baseURL}${path}`, { headers: { Cookie: `${BUCKET_COOKIE}=${VARIANT_BUCKET}` } });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).not.toContain(headlineOf(variant));
    }
  });
});

test.describe('every variant', () => {
  for (const [arm, bucket] of [
    [control, CONTROL_BUCKET],
    [variant, VARIANT_BUCKET],
  ] as const) {
    test(`${arm.key}: no axe violations`, async ({ page, baseURL }) => {
      test.slow(); // axe over the whole home page
      await acceptedBefore(page);
      await page.context().addCookies([{ name: BUCKET_COOKIE, value: String(bucket), url: baseURL! }]);
      const response = await page.goto('/');
      expect(await response!.text()).toContain(metaOf(arm));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(arm));
      await expectNoAxeViolations(page, `/ as ${arm.key}`);
    });
  }
});

test.describe('a lead sent from a variant', () => {
  let site: Site;
  let mail: Awaited<ReturnType<typeof startMailServer>>;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(90_000);
    // One site per worker, on ports of its own (lead-attribution.spec.ts uses +20, lead-forms-no-script +30).
    const port = DELIVERY_PORT_BASE + 40 + testInfo.parallelIndex;
    mail = await startMailServer();
    // A script fills the form faster than a person: without LEAD_MIN_FILL_MS=0 the lead would be kept as spam, unsent.
    site = await startSite(port, siteEnv(newOutboxDir(`experiments-${port}`), { SMTP_URL: mail.url, LEAD_RELAY_INTERVAL_MS: '300', LEAD_MIN_FILL_MS: '0' }));
  });

  test.afterAll(async () => {
    await site?.stop();
    await mail?.close();
    if (site) rmSync(site.outboxDir, { recursive: true, force: true });
  });

  test('carries the experiment and the variant into the stored lead and the mail', async ({ page }, testInfo) => {
    test.slow();
    const siteUrl = `http://127.0.0.1:${site.port}`;
    // The build sends leads to its configured EmailJS origin; this site stands in for it here.
    await page.route(`**${EMAIL_PATH}**`, (route) => route.continue({ url: `${siteUrl}${new URL(route.request().url()).pathname}` }));
    await acceptedBefore(page);
    await page.context().addCookies([{ name: BUCKET_COOKIE, value: String(VARIANT_BUCKET), url: siteUrl }]);
    await page.goto(`${siteUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(variant));

    const email = uniqueEmail(testInfo, 'experiment');
    await sendDemoRequest(page, email, buttonOf(variant));

    expect(await waitFor(() => storedLeads(site.outboxDir, email).length === 1, 10_000)).toBe(true);
    const [stored] = storedLeads(site.outboxDir, email);
    expect(stored!.template_params).toMatchObject({ attr_page: '/', attr_experiment: experiment.key, attr_variant: variant.key });
    expect(await waitFor(() => mail.messages.some((m) => m.leadId === stored!.id), 15_000)).toBe(true);
    const message = mail.messages.find((m) => m.leadId === stored!.id)!;
    for (const line of ['Sent from page: /', `Experiment: ${experiment.key}`, `Variant seen: ${variant.key}`]) expect(message.body).toContain(line);
  });
});
