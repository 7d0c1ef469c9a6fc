import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** Script files the page requests from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

// Issue 21.7 (docs/decisions/0051-back-office-load.md): on a first visit a screen's time to content
// was set by the number of its files (about 110 for Orders), not their bytes. The bundler copies
// small shared chunks into their users (apps/web/vite.config.ts); how fast that is, is measured by
// `npm run bench:admin-load`, not here: this test keeps the count from growing back.
test.describe('the back office on a first visit', () => {
  for (const [path, heading] of [
    ['/admin-dashboard', 'Orders'],
    ['/admin-customers', 'Customers'],
  ] as const) {
    test(`${heading} shows its list after loading its code in a few dozen script files`, async ({
      adminPage: page,
    }) => {
      const scripts = scriptsOf(page);
      await page.goto(path);
      await expect(page.locator('main h1')).toHaveText(heading);
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      expect(scripts.length, scripts.join(' ')).toBeLessThanOrEqual(55);
      expect(new Set(scripts).size, 'no file fetched twice').toBe(scripts.length);
    });
  }
});
