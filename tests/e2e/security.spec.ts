import { readFileSync } from 'node:fs';
import { expect, test, type APIResponse, type Page } from './fixtures';
import { E2E_SECRETS } from './env.mjs';
import { watchPolicy } from './policy-watch';
import { builtPostIn } from './blog-support';
import { browserBundleFiles, dismissCookieBanner } from './support';

/** The headers next.config.mjs sets on every response. */
function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  expect(csp, `${label}: Content-Security-Policy`).not.toBe('');
  expect(directives.get('default-src'), label).toEqual(["'self'"]);
  expect(directives.get('script-src'), label).not.toContain("'unsafe-eval'");
  expect(directives.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(directives.get('base-uri'), label).toEqual(["'self'"]);
  expect(directives.get('form-action'), label).toEqual(["'self'"]);
  expect(directives.get('object-src'), label).toEqual(["'none'"]);
  expect(directives.get('connect-src')?.[0], label).toBe("'self'");
  expect(headers['strict-transport-security'], label).toBe('max-age=63072000; includeSubDomains; preload');
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toContain('camera=()');
  expect(headers['permissions-policy'], label).toContain('microphone=()');
  expect(headers['permissions-policy'], label).toContain('geolocation=()');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['x-powered-by'], `${label}: no X-Powered-By`).toBeUndefined();
}

test.describe('response headers @desktop-only', () => {
  test('a static page carries the security headers and shared-cache HTML caching', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response, '/');
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);

    const html = await response.text();
    // The app's own chunks, as the page boundary's loader lists them (lib/html/chunk-loader.mjs;
    // not the no-module polyfill): named by their content hash, each served as immutable for a year.
    const loader = /<script data-chunk-loader="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const listed: unknown = JSON.parse(/const s=(\[[^\]]*\])/.exec(loader)?.[1] ?? '[]');
    const chunks = (listed as string[]).filter((src) => /^\/_next\/static\/chunks\/[\w-]*[a-z0-9_-]{8,}\.js$/.test(src));
    expect(chunks.length, 'the page loads hashed app chunks').toBeGreaterThan(0);
    for (const chunk of chunks) {
      const asset = await request.get(chunk);
      expect(asset.status(), chunk).toBe(200);
      expect(asset.headers()['content-type'], chunk).toContain('javascript');
      expect(asset.headers()['cache-control'], chunk).toBe('public, max-age=31536000, immutable');
    }
  });

  test('an API route carries the security headers', async ({ request }) => {
    // Answers 401 without the bearer secret: the headers must be there all the same.
    const response = await request.post('/api/revalidate', { data: {} });
    expect(response.status()).toBeLessThan(500);
    expectSecurityHeaders(response, '/api/revalidate');
  });

  test('the 404 page carries the security headers and is not cached', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response, '404');
    expect(response.headers()['cache-control']).toContain('no-store');
  });

  test('no server secret reaches a browser bundle', () => {
    const { staticDir, files } = browserBundleFiles();
    expect(files.length, `files under ${staticDir}`).toBeGreaterThan(0);
    const leaks = files.filter((file) => {
      const text = readFileSync(file, 'latin1');
      return Object.values(E2E_SECRETS).some((secret) => text.includes(secret));
    });
    expect(leaks).toEqual([]);
  });
});

/** Visits a path with the policy in force and returns every violation event and policy complaint. */
async function policyComplaints(page: Page, path: string, expectedStatus = 200) {
  await dismissCookieBanner(page);
  const policy = await watchPolicy(page);
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status(), `${path} answers`).toBe(expectedStatus);
  return policy.complaints();
}

// Every public route is checked with the policy in force in a11y.spec.ts, on the page load its
// axe sweep makes at 1280 px (watchPolicy, policy-watch.ts): no violation event and no policy
// complaint in the console. Here, the pages outside the route list.
test('no Content-Security-Policy violation on the 404 page', async ({ page }) => {
  expect(await policyComplaints(page, '/no-such-page', 404)).toEqual([]);
});

test('no Content-Security-Policy violation on a blog post, images included', async ({ page, request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const post = builtPostIn(xml);
  expect(post, 'the sitemap lists a blog post').toBeDefined();
  expect(await policyComplaints(page, post!)).toEqual([]);
});

// The positive control of the check above and of a11y.spec.ts's: a route's HTML with two
// violations planted (an image its head preloads, a lazy image at the foot of its body), served
// with the route's own headers. A watcher that missed the events or the console's complaints
// would let every route pass.
test('the policy watcher reports violations planted in a route @desktop-only', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.route('**/pricing', async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace('</head>', '<link rel="preload" as="image" href="https://not-allowed.invalid/at-once.png"></head>')
      .replace('</body>', '<img alt="" loading="lazy" src="https://not-allowed.invalid/lazy.png"></body>');
    await route.fulfill({ response, body: html });
  });
  const complaints = await policyComplaints(page, '/pricing');
  // Each as a violation event and as the console's complaint (a blocked image may be tried twice).
  const planted = (pattern: RegExp) => [...new Set(complaints.filter((line) => pattern.test(line)).map((line) => /not-allowed\.invalid\/[\w.-]+/.exec(line)?.[0]))].sort();
  const both = ['not-allowed.invalid/at-once.png', 'not-allowed.invalid/lazy.png'];
  expect(planted(/^img-src blocked /), 'violation events').toEqual(both);
  expect(planted(/violates the following Content Security Policy directive/), 'console complaints').toEqual(both);
});

test('the violation listener does catch a blocked request @desktop-only', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/no-such-page');
  const caught = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective));
        const img = document.createElement('img');
        img.src = 'https://not-allowed.invalid/pixel.png';
        document.body.append(img);
      }),
  );
  expect(caught).toBe('img-src');
});
