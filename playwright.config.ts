import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the production build (`next build` + `next start`), which
 * scripts/check.mjs prepares; set E2E_BASE_URL to aim them at another running server.
 * The browser is Debian's Chromium: Playwright never downloads one here.
 */
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = process.env.E2E_BASE_URL || `http://localhost:${port}`;
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

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
      use: {
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
});
