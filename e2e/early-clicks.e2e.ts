import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { CUSTOMER, PHONE } from './support.js';

// A server-rendered public page works before the app is loaded, and the app hydrates it once
// touched (apps/web/src/boot.ts). A click at any moment of that, right after the page appears,
// must do what it says: never nothing.

/** The app's files arrive `ms` late (a slow phone network); the boot module, small and first, does not. */
async function slowApp(page: Page, ms: number) {
  await page.route(/\/assets\/(?!boot-).*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

test.describe('a click right after a public page appears', () => {
  for (const wait of [0, 600]) {
    test(`a signed-in visitor's product link on the shop opens the product (click ${wait} ms in)`, async ({
      signedInPage,
    }) => {
      const page = await signedInPage(CUSTOMER, { viewport: PHONE });
      await slowApp(page, 400);
      await page.goto('/shop', { waitUntil: 'commit' });
      const product = page.getByRole('link', { name: /SafeSathi QR Tag — Car/ }).first();
      await product.waitFor();
      await page.waitForTimeout(wait);
      await product.click({ noWaitAfter: true });
      await expect(page).toHaveURL(/\/shop\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: 'SafeSathi QR Tag — Car' })).toBeVisible();
    });

    test(`a visitor's “I'm interested” fills the contact form in (click ${wait} ms in)`, async ({ openPage }) => {
      const page = await openPage({ viewport: PHONE });
      await slowApp(page, 400);
      await page.goto('/', { waitUntil: 'commit' });
      const interested = page.getByRole('link', { name: 'I want to be a distributor' });
      await interested.waitFor();
      await page.waitForTimeout(wait);
      await interested.click({ noWaitAfter: true });
      await expect(page.getByRole('textbox', { name: /^Message/ })).not.toHaveValue('');
    });

    test(`a visitor's Shop link in the top bar opens the shop (click ${wait} ms in)`, async ({ openPage }) => {
      const page = await openPage({ viewport: PHONE });
      await slowApp(page, 400);
      await page.goto('/demo', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Menu' }).waitFor();
      await page.waitForTimeout(wait);
      await page.getByRole('button', { name: 'Menu' }).click({ noWaitAfter: true });
      await page
        .getByRole('navigation', { name: 'Menu' })
        .getByRole('link', { name: 'Shop' })
        .click({ noWaitAfter: true });
      await expect(page).toHaveURL(/\/shop$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
