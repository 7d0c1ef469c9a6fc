import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { CUSTOMER, loaded, PHONE, PLATE } from './support.js';

// The owner's app (docs/decisions/0065-installable-account.md): the account installs to the home
// screen, opens offline from its last copy saying so, and public pages never meet its service worker.

test('the account installs as an app and opens offline from its last copy; public pages have no service worker', async ({
  baseURL,
  signIn,
}) => {
  // A profile of its own, as a phone's browser has: Chromium never offers to install from an
  // incognito window, which is what a test's usual context is.
  const profile = mkdtempSync(join(tmpdir(), 'owner-app-'));
  const context = await chromium.launchPersistentContext(profile, {
    // Debian's Chromium, with the flags of playwright.config.ts.
    ...test.info().project.use.launchOptions,
    headless: true,
    baseURL,
    viewport: PHONE,
    locale: 'en-IN',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, CUSTOMER);
    await expect(page).toHaveURL(/\/account$/);
    // The app as launched from the home screen: the account loaded whole (signing in reached it in the page).
    await page.goto('/account');
    await loaded(page);
    // The service worker takes the account, and only it.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/account');

    // Chromium's own verdict on installability.
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
            .installabilityErrors,
      )
      .toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);

    // Once it controls the account, the page and the owner's data are kept as they are read.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await loaded(page);
    await expect(page.getByText(PLATE).first()).toBeVisible();

    // Offline: the account opens from what the phone saved, and says so.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('You are offline: this is what your phone saved last.')).toBeVisible();
    await expect(page.getByText(PLATE).first()).toBeVisible();
    await context.setOffline(false);

    // A public page is not under the account's service worker.
    const home = await context.newPage();
    await home.goto('/');
    expect(await home.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await home.close();

    // Signing out forgets the saved copies of the owner's data.
    await page.reload();
    await loaded(page);
    await page.getByRole('button', { name: /sign out/i }).click();
    await expect
      .poll(() =>
        page.evaluate(async () => (await caches.keys()).filter((k) => k === 'account-data' || k === 'account-pages')),
      )
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
