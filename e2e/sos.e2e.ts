import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe.js';
import { baseURL, launch, newPage, PHONE } from './support.js';

const TAG = 'SAFE2026';
const OWNER = '9000000002';
const CONTACTS = ['9000000003', '9000000004'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function messagesTo(phone: string): Promise<string[]> {
  const res = await fetch(`${baseURL()}/api/dev/outbox?to=${phone}`);
  return ((await res.json()) as { data: { body: string }[] }).data.map((m) => m.body);
}

async function waitForMessage(phone: string, text: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await messagesTo(phone)).find((b) => b.includes(text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no message to ${phone} containing "${text}"`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a bystander sends an SOS from a scanned tag', () => {
  it('with JavaScript on: the missing reason is an alert on the same page, then the alert reaches owner and contacts', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto(`/${TAG}`);
    await expect.poll(() => page.locator('.plate').textContent()).toBe('DL01AB1234');
    expect(await page.locator('a[href="tel:112"]').isVisible()).toBe(true);

    await page.getByLabel('Your name').fill('Sunita Rao');
    await page.getByLabel('Your mobile number').fill('9811122233');
    let alerted = '';
    page.once('dialog', (d) => {
      alerted = d.message();
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Send alert' }).click();
    await expect.poll(() => alerted).toBe('Please select a reason');
    expect(new URL(page.url()).pathname).toBe(`/${TAG}`);
    // What was typed is still there.
    expect(await page.getByLabel('Your name').inputValue()).toBe('Sunita Rao');

    await page.getByText('Lights left on').click();
    await Promise.all([page.waitForURL('**/success**'), page.getByRole('button', { name: 'Send alert' }).click()]);
    expect(await page.getByRole('heading', { name: 'Request sent successfully' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/');

    const owner = await waitForMessage(OWNER, 'Sunita Rao');
    expect(owner).toContain('The lights of your vehicle are on.');
    expect(owner).toContain('DL01AB1234');
    for (const c of CONTACTS)
      expect(await waitForMessage(c, 'Sunita Rao')).toContain("Aarav Sharma's vehicle DL01AB1234");
    await context.close();
  });

  it('with JavaScript off: the form still posts, errors come back beside their fields, and success lands on /success', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await page.goto(`/sos-call/${TAG}`);
    // The location button needs a script; without one it stays hidden.
    expect(await page.locator('#loc').isVisible()).toBe(false);
    await page.getByLabel('Your name').fill('Imran Sheikh');
    await page.getByLabel('Your mobile number').fill('98111');
    await page.getByRole('button', { name: 'Send alert' }).click();
    await page.waitForLoadState();
    expect(await page.locator('#reason-err').textContent()).toBe('Please select a reason');
    expect(await page.locator('#mobile-err').textContent()).toBe('Enter your 10-digit mobile number');
    expect(await page.getByLabel('Your name').inputValue()).toBe('Imran Sheikh');

    await page.getByText('Car blocking the way').click();
    await page.getByLabel('Your mobile number').fill('9811144455');
    await page.getByRole('button', { name: 'Send alert' }).click();
    await page.waitForURL('**/success**');
    expect(await page.getByRole('heading', { name: 'Request sent successfully' }).isVisible()).toBe(true);
    expect(await waitForMessage(OWNER, 'Imran Sheikh')).toContain('Your vehicle is blocking the way.');
    await context.close();
  });

  it('reads in Hindi for a Hindi browser, with a switch back to English', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE, locale: 'hi-IN' });
    await page.goto(`/${TAG}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await page.getByRole('button', { name: 'अलर्ट भेजें' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'English' }).click();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('is accessible: axe-core finds no serious or critical issue on the SOS, error and success pages', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    for (const path of [`/${TAG}`, '/ZZZZ9999', '/success', `/${TAG}?lang=hi`]) {
      await page.goto(path);
      const v = await seriousViolations(page);
      expect(v, `${path}\n${describeViolations(v)}`).toEqual([]);
    }
    await context.close();
  });

  it('answers an unknown tag with a friendly page and the 112 button', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    const res = await page.goto('/ZZZZ9999');
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'This tag is not registered' }).isVisible()).toBe(true);
    expect(await page.locator('a[href="tel:112"]').isVisible()).toBe(true);
    await context.close();
  });
});
