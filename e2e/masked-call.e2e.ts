import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { CUSTOMER, PHONE } from './support.js';

// The development server's telephony is the console provider (TELEPHONY_PROVIDER defaults to it
// outside production): nobody's phone rings, and /api/dev/calls lists what would have been connected.
const TAG = 'SAFE2026';
const BYSTANDER = '9822233344';
const CONSENT = 'Let people who alert me call me through SafeSathi without seeing my number';

/** The owner's switch on /account/profile, turned to `on`, with the confirmation it shows. */
async function setConsent(page: Page, on: boolean) {
  await page.goto('/account/profile');
  const toggle = page.getByRole('switch', { name: CONSENT });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) === on) return;
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(
    page.getByText(
      on
        ? 'People who alert you can now call you without seeing your number.'
        : 'People who alert you can no longer call you through SafeSathi.',
    ),
  ).toBeVisible();
  await expect(toggle).toBeChecked({ checked: on });
}

test.describe('a masked call between a bystander and the owner', () => {
  test('the owner allows it on their phone; the bystander, JavaScript off, taps Call the owner and sees neither number', async ({
    customerPage: owner,
    openPage,
    axe,
    request,
  }) => {
    await setConsent(owner, true);
    try {
      await expect(owner.getByText('On: after sending an alert, a person can tap', { exact: false })).toBeVisible();
      await axe(owner, '/account/profile');

      const page = await openPage({ viewport: PHONE, javaScriptEnabled: false });
      await page.goto(`/${TAG}`);
      await page.getByText('Car blocking the way').click();
      await page.getByLabel('Your name').fill('Kiran Das');
      await page.getByLabel('Your mobile number').fill(BYSTANDER);
      await page.getByRole('button', { name: 'Send alert' }).click();
      await expect(page).toHaveURL(/\/alert\//);
      const call = page.getByRole('button', { name: 'Call the owner' });
      await expect(call).toBeVisible();
      // On a 360-px phone the button fits the screen's width.
      const box = (await call.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      // axe runs as a script: on the same page in a browser with JavaScript on.
      const withJs = await openPage({ viewport: PHONE });
      await withJs.goto(page.url());
      await expect(withJs.getByRole('button', { name: 'Call the owner' })).toBeVisible();
      await axe(withJs, '/alert (call offered)');

      await call.click();
      await expect(page).toHaveURL(/called=1/);
      await expect(
        page.getByText('We are calling you now: pick up and you will be connected to the owner.'),
      ).toBeVisible();
      const html = await page.content();
      expect(html).not.toContain(CUSTOMER);
      expect(html).not.toContain(BYSTANDER);

      const log = (await (await request.get('/api/dev/calls')).json()) as { data: { from: string; to: string }[] };
      expect(log.data[0]).toMatchObject({ from: `+91${BYSTANDER}`, to: `+91${CUSTOMER}` });
    } finally {
      // Other browser tests expect the demo owner as seeded.
      await setConsent(owner, false);
    }
  });
});
