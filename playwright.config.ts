import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the production build (`next build` + `next start`), which
 * scripts/check.mjs prepares; set E2E_BASE_URL to aim them at another running server.
 * The browser is Debian's Chromium in its headless-shell build (package chromium-headless-shell,
 * the same engine and version as /usr/bin/chromium, without the full browser's shell): it is
 * what Playwright itself runs for headless Chromium, and it spent about a quarter less CPU than
 * the full browser on the same specs here. Playwright never downloads one.
 */
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = process.env.E2E_BASE_URL || `http://localhost:${port}`;
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell';
/**
 * The full browser, for the specs about what a phone's own input does before the page has any
 * script (chunk-loader.spec.ts): the headless shell moves its idle mouse over a page as it lays
 * out, a pointer movement no phone makes, and the loader takes that for a visitor's first move.
 */
const fullChromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const INPUT_BEFORE_SCRIPT_SPECS = /chunk-loader\.spec\.ts$/;

/** 375 px, touch, a phone's user agent. */
const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};

// Chromium's profile, config and cache stay inside the project's ignored .cache folder.
const cacheRoot = path.resolve(__dirname, '.cache');
process.env.XDG_CONFIG_HOME ||= path.join(cacheRoot, 'xdg-config');
process.env.XDG_CACHE_HOME ||= path.join(cacheRoot, 'xdg-cache');

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // One renderer process per context: a reused context (below) keeps its process from test to
  // test instead of starting two (the first blank page's, then the site's) for each.
  '--renderer-process-limit=1',
];

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three workers on two cores: most of a test's time is spent waiting on the browser and server.
  workers: Number(process.env.E2E_WORKERS || 3),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: '.test-output/playwright',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    /**
     * One browser context per worker, reset between tests (cookies, storage, cache, routes, init
     * scripts, clock, emulation and extra pages; Playwright's `reuseContext`). A fresh context
     * per test started two renderer processes and compiled the page's and Playwright's scripts
     * anew: about a second of CPU per test on two cores. Not reset by Playwright: permissions
     * and DevTools sessions (the context fixture undoes both, tests/e2e/fixtures.ts), offline
     * mode, geolocation and extra headers, which no spec sets on the shared context. Nor the
     * server's per-client limits: every test is one client to them (tests/e2e/env.mjs lifts
     * them). E2E_FRESH_CONTEXT=1 gives each test its own context again, to compare.
     */
    reuseContext: process.env.E2E_FRESH_CONTEXT !== '1',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      // Tests tagged @mobile-only exercise the under-768px layout and do not run here.
      grepInvert: /@mobile-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      testIgnore: INPUT_BEFORE_SCRIPT_SPECS,
      use: phone,
    },
    {
      name: 'phone-browser',
      testMatch: INPUT_BEFORE_SCRIPT_SPECS,
      grepInvert: /@desktop-only/,
      use: { ...phone, launchOptions: { executablePath: fullChromePath, args: chromiumArgs } },
    },
  ],
});
