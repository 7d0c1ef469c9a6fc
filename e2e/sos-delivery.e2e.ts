import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, launch, PHONE, signedInPage } from './support.js';

// A text that cannot be delivered, made real: the development gateway refuses this number
// (DEV_SMS_FAIL_NUMBERS in e2e/global-setup.ts), so the server marks the text failed at once.
const UNREACHABLE = '9000000099';
const TAG = 'SAFE2026';
const ADMIN = '9000000001';
const OWNER = '9000000002';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

describe('a text that could not be delivered', () => {
  it('shows under Undelivered for the admin, who sends it again, and the owner sees it in their alerts', async () => {
    const admin = await signedInPage(browser, ADMIN, { viewport: DESKTOP });
    const adminToken = (await admin.page.evaluate(() => localStorage.getItem('token')))!;
    const owner = (await api<{ data: { user: { _id: string } } }>(`/api/soscall/${TAG}`)).data.user._id;
    type Contact = { name: string; phone: string; countryCode?: string };
    const before = (await api<{ result: { contacts: Contact[] } }>(`/api/sosContacts/${owner}`, { token: adminToken }))
      .result.contacts;
    const put = (contacts: Contact[]) =>
      api(`/api/sosContacts/${owner}`, {
        method: 'PUT',
        token: adminToken,
        body: JSON.stringify({ contacts: contacts.map((c) => ({ name: c.name, phone: c.phone })) }),
      });
    await put([...before, { name: 'Unreachable Uncle', phone: UNREACHABLE }]);
    try {
      const reasons = await api<{ data: { _id: string }[] }>('/api/reasons');
      // A fresh texting window for the tag (one second in these tests).
      await new Promise((r) => setTimeout(r, 1500));
      const sent = await api<{ data: { _id: string } }>('/api/soscall', {
        method: 'POST',
        body: JSON.stringify({
          creatorName: 'Delivery Witness',
          creatorNumber: '9811144455',
          reasonId: reasons.data[0]!._id,
          qrcodename: TAG,
        }),
      });
      const id = sent.data._id;

      const { page } = admin;
      await page.goto('/admin-sos-calls');
      await page.getByText('Undelivered', { exact: true }).click();
      const card = page.locator(`[data-sos-id="${id}"]`);
      await expect
        .poll(async () => (await card.count()) > 0 && (await card.locator('[data-undelivered]').isVisible()), {
          timeout: 15_000,
        })
        .toBe(true);
      expect(await card.locator('[data-undelivered]').textContent()).toContain(
        'Not delivered to Unreachable Uncle (emergency contact)',
      );
      // Only the failing call is listed under Undelivered, and the others' texts went out.
      expect(await card.getByText('Owner: sent').count()).toBe(1);
      await card.getByRole('button', { name: /Send again/ }).click();
      await expect.poll(() => page.getByText('1 text queued again.').isVisible(), { timeout: 10_000 }).toBe(true);

      // The owner's account says so too, at phone width.
      const ownerPage = await signedInPage(browser, OWNER, { viewport: PHONE });
      await ownerPage.page.goto('/account');
      const alert = ownerPage.page.locator(`[data-alert-id="${id}"]`);
      await expect
        .poll(() => alert.locator('[data-delivery]').first().textContent(), { timeout: 15_000 })
        .toMatch(/Not delivered to Unreachable Uncle \(emergency contact\)|Texts are being sent/);
      await ownerPage.context.close();
    } finally {
      await put(before);
      await admin.context.close();
    }
  });
});
