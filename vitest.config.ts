import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects: unit + API tests on PGlite (always), the web app's component tests in a DOM (always),
// and the API tests again on PostgreSQL (when TEST_DATABASE_URL is set). The browser tests run on
// Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, the other
    // core idle while a file waits on PGlite, PostgreSQL or a timer. Two at least (docs/decisions/0082-test-suite-time.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The server's projects run with isolate: false: a worker imports the app once for all its files
    // instead of once per file, which was a third of the suite's time; each API test makes its own app
    // and database, so no data passes between files. The DOM tests keep a fresh import and document per
    // file: React, Mantine and nuqs keep module state tied to a page (docs/decisions/0082-test-suite-time.md).
    projects: [
      {
        test: {
          name: 'unit',
          globalSetup: ['apps/server/test/pglite-snapshot.setup.ts'],
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        // Components rendered by Testing Library in happy-dom (apps/web/test/render.tsx wraps them as the app does).
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          // The owner's app registers its service worker through vite-plugin-pwa's virtual module.
          alias: { 'virtual:pwa-register': new URL('./apps/web/test/pwa-register-stub.ts', import.meta.url).pathname },
          environment: 'happy-dom',
          // A device that asks for reduced motion: Mantine's transitions are then instant (the theme respects
          // it), so no transition's timer is left to fire after a file's page is gone.
          environmentOptions: {
            happyDOM: { url: 'http://localhost/', settings: { device: { prefersReducedMotion: 'reduce' } } },
          },
          setupFiles: ['apps/web/test/dom-setup.ts'],
          testTimeout: 30_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'api-pg',
          include: ['apps/server/src/**/*.api.test.ts', 'apps/server/test/**/*.api.test.ts'],
          environment: 'node',
          env: { TEST_DB_DRIVER: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
    ],
  },
});
