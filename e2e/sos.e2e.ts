import { expect, test } from './fixtures.js';
import { CUSTOMER, PHONE } from './support.js';

const TAG = 'SAFE2026';
const OWNER = CUSTOMER;
const CONTACTS = ['9000000003', '9000000004'];

test.describe('a bystander sends an SOS from a scanned tag', () => {
  test.use({ viewport: PHONE });

  test('with JavaScript on: the missing reason is an alert on the same page, then the alert reaches owner and contacts', async ({
    page,
    outbox,
  }) => {
    await page.goto(`/${TAG}`);
    await expect(page.locator('.plate')).toHaveText('DL01AB1234');
    await expect(page.locator('a[href="tel:112"]')).toBeVisible();

    await page.getByLabel('Your name').fill('Sunita Rao');
    await page.getByLabel('Your mobile number').fill('9811122233');
    // A native alert blocks the page until it is answered: answer it as it opens.
    let alerted = '';
    page.once('dialog', (d) => {
      alerted = d.message();
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Send alert' }).click();
    await expect.poll(() => alerted).toBe('Please select a reason');
    await expect(page).toHaveURL((url) => url.pathname === `/${TAG}`);
    // What was typed is still there.
    await expect(page.getByLabel('Your name')).toHaveValue('Sunita Rao');

    // An urgent reason texts the owner and the contacts at once (a normal one, the contacts only if nobody answers).
    await page.getByText('Accident').click();
    await page.getByRole('button', { name: 'Send alert' }).click();
    // The alert's own page, which follows it (e2e/sos-loop.e2e.ts walks it further).
    await expect(page).toHaveURL(/\/alert\/.+\?lang=en$/);
    await expect(page.getByRole('heading', { name: 'Alert sent' })).toBeVisible();
    await expect(page.locator('a[href="tel:112"]')).toBeVisible();
    await expect(page.locator('#status')).toContainText('Owner texted at');

    const owner = await outbox.message(OWNER, 'Sunita Rao');
    expect(owner).toContain('your vehicle has been in an accident');
    expect(owner).toContain('DL01AB1234');
    // Lights left on is not urgent: the contacts hear of it once the ladder's short delay has
    // passed without an answer (SOS_ESCALATE_SECONDS in e2e/global-setup.ts).
    for (const c of CONTACTS)
      expect(await outbox.message(c, 'Sunita Rao')).toContain("Aarav Sharma's vehicle DL01AB1234");
  });

  test('with JavaScript off: the form still posts, errors come back beside their fields, and success lands on the alert page', async ({
    openPage,
    outbox,
  }) => {
    const page = await openPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto(`/sos-call/${TAG}`);
    // The location button needs a script; without one it stays hidden.
    await expect(page.locator('#loc')).toBeHidden();
    await page.getByLabel('Your name').fill('Imran Sheikh');
    await page.getByLabel('Your mobile number').fill('98111');
    await page.getByRole('button', { name: 'Send alert' }).click();
    await expect(page.locator('#reason-err')).toHaveText('Please select a reason');
    await expect(page.locator('#mobile-err')).toHaveText('Enter your 10-digit mobile number');
    await expect(page.getByLabel('Your name')).toHaveValue('Imran Sheikh');

    await page.getByText('Car blocking the way').click();
    await page.getByLabel('Your mobile number').fill('9811144455');
    await page.getByRole('button', { name: 'Send alert' }).click();
    await expect(page).toHaveURL(/\/alert\//);
    await expect(page.getByRole('heading', { name: 'Alert sent' })).toBeVisible();
    expect(await outbox.message(OWNER, 'Imran Sheikh')).toContain('Your vehicle is blocking the way.');
  });

  test('reads in Hindi for a Hindi browser, with a switch back to English', async ({ openPage }) => {
    const page = await openPage({ viewport: PHONE, locale: 'hi-IN' });
    await page.goto(`/${TAG}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: 'अलर्ट भेजें' })).toBeVisible();
    // The languages are behind the switcher (a <details>), named in their own scripts.
    await page.locator('details.langs summary').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('is accessible: axe-core finds no serious or critical issue on the SOS, error and success pages', async ({
    page,
    axe,
  }) => {
    for (const path of [`/${TAG}`, '/ZZZZ9999', '/success', `/${TAG}?lang=hi`]) {
      await page.goto(path);
      await axe(page, path);
    }
  });

  test('answers an unknown tag with a friendly page and the 112 button', async ({ page }) => {
    const res = await page.goto('/ZZZZ9999');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This tag is not registered' })).toBeVisible();
    await expect(page.locator('a[href="tel:112"]')).toBeVisible();
  });
});
