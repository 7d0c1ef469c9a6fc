import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe.js';
import { baseURL, launch, newPage, PHONE, signedInPage } from './support.js';

// The development server's telephony is the console provider (TELEPHONY_PROVIDER defaults to it
// outside production): nobody's phone rings, and /api/dev/calls lists what would have been connected.
const TAG = 'SAFE2026';
const OWNER = '9000000002';
const BYSTANDER = '9822233344';
const CONSENT = 'Let people who alert me call me through SafeSathi without seeing my number';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function expectAxeClean(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
}

/** The owner's switch on /account/profile, turned to `on`, with the confirmation it shows. */
async function setConsent(page: Page, on: boolean) {
  await page.goto('/account/profile');
  const toggle = page.getByRole('switch', { name: CONSENT });
  await toggle.waitFor();
  if ((await toggle.isChecked()) === on) return;
  await toggle.focus();
  await page.keyboard.press('Space');
  await page
    .getByText(
      on
        ? 'People who alert you can now call you without seeing your number.'
        : 'People who alert you can no longer call you through SafeSathi.',
    )
    .waitFor();
  expect(await toggle.isChecked()).toBe(on);
}

describe('a masked call between a bystander and the owner', () => {
  it('the owner allows it on their phone; the bystander, JavaScript off, taps Call the owner and sees neither number', async () => {
    const owner = await signedInPage(browser, OWNER, { viewport: PHONE });
    await setConsent(owner.page, true);
    await owner.page.getByText('On: after sending an alert, a person can tap', { exact: false }).waitFor();
    await expectAxeClean(owner.page, '/account/profile');

    const { context, page } = await newPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    try {
      await page.goto(`/${TAG}`);
      await page.getByText('Car blocking the way').click();
      await page.getByLabel('Your name').fill('Kiran Das');
      await page.getByLabel('Your mobile number').fill(BYSTANDER);
      await Promise.all([page.waitForURL('**/alert/**'), page.getByRole('button', { name: 'Send alert' }).click()]);
      const call = page.getByRole('button', { name: 'Call the owner' });
      await call.waitFor();
      // On a 360-px phone the button fits the screen's width.
      const box = (await call.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      // axe runs as a script: on the same page in a browser with JavaScript on.
      const withJs = await newPage(browser, { viewport: PHONE });
      await withJs.page.goto(page.url());
      await withJs.page.getByRole('button', { name: 'Call the owner' }).waitFor();
      await expectAxeClean(withJs.page, '/alert (call offered)');
      await withJs.context.close();

      await Promise.all([page.waitForURL('**called=1**'), call.click()]);
      await page.getByText('We are calling you now: pick up and you will be connected to the owner.').waitFor();
      const html = await page.content();
      expect(html).not.toContain(OWNER);
      expect(html).not.toContain(BYSTANDER);

      const log = (await (await fetch(`${baseURL()}/api/dev/calls`)).json()) as {
        data: { from: string; to: string }[];
      };
      expect(log.data[0]).toMatchObject({ from: `+91${BYSTANDER}`, to: `+91${OWNER}` });
    } finally {
      await context.close();
      // Other browser tests expect the demo owner as seeded.
      await setConsent(owner.page, false);
      await owner.context.close();
    }
  });
});
