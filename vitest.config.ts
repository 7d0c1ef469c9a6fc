import { defineConfig } from 'vitest/config';

// Two projects: unit + API tests on PGlite (always), and the API tests again on PostgreSQL
// (when TEST_DATABASE_URL is set). The browser tests run on Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
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
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
        },
      },
    ],
  },
});
