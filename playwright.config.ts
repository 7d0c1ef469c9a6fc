import { defineConfig } from '@playwright/test';

/**
 * The browser tests (`npm run test:e2e`): e2e/*.e2e.ts against the real server that
 * e2e/global-setup.ts builds and starts once, in Debian's Chromium. Playwright never downloads a
 * browser here (no `playwright install`; @playwright/test has no install script): see
 * docs/decisions/0026-playwright-test.md.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/global-setup.ts',
  // Two workers, each with a server and a database of its own (e2e/global-setup.ts), running its files
  // one after another: a test that counts what is on a shared screen (the orders cards, the SOS bell)
  // sees only its own worker's work. E2E_WORKERS=1 runs every file on one server, one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A failure is a failure: no retries to hide a flaky test.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: [['list'], ['./scripts/playwright-summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
    viewport: { width: 1280, height: 800 },
    locale: 'en-IN',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
