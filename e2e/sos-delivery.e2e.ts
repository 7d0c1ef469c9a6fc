import { expect, test } from './fixtures.js';
import { ADMIN } from './support.js';

// A text that cannot be delivered, made real: the development gateway refuses this number
// (DEV_SMS_FAIL_NUMBERS in e2e/global-setup.ts), so the server marks the text failed at once.
const UNREACHABLE = '9000000099';
const TAG = 'SAFE2026';
/** SOS_NOTIFY_WINDOW_SECONDS in e2e/global-setup.ts: one text per person and tag in this time. */
const TEXTING_WINDOW_MS = 1_000;

type Contact = { name: string; phone: string; countryCode?: string };

test.describe('a text that could not be delivered', () => {
  test('shows under Undelivered for the admin, who sends it again, and the owner sees it in their alerts', async ({
    adminPage: page,
    customerPage: ownerPage,
    api,
    session,
  }) => {
    const adminToken = await session(ADMIN);
    const owner = (await api.get<{ data: { user: { _id: string } } }>(`/api/sos-pages/${TAG}`)).data.user._id;
    const before = (await api.get<{ result: { contacts: Contact[] } }>(`/api/sosContacts/${owner}`, adminToken)).result
      .contacts;
    const put = (contacts: Contact[]) =>
      api.put(
        `/api/sosContacts/${owner}`,
        { contacts: contacts.map((c) => ({ name: c.name, phone: c.phone })) },
        adminToken,
      );
    await put([...before, { name: 'Unreachable Uncle', phone: UNREACHABLE }]);
    try {
      // An urgent reason (Accident, in the seed) texts the contacts at once; another would hold their
      // texts for the escalation ladder's delay (docs/decisions/0027-sos-loop.md), not this test's subject.
      const reasons = await api.get<{ data: { _id: string; reasonText: string }[] }>('/api/reasons');
      const urgent = reasons.data.find((r) => r.reasonText === 'Accident');
      // An alert inside the texting window of an earlier one would share its texts: wait until
      // the newest alert is older than the window, so this one is texted on its own.
      await expect
        .poll(
          async () => {
            const calls = await api.get<{ data: { createdAt: string }[] }>('/api/sos-calls?limit=1', adminToken);
            return calls.data[0] ? Date.now() - Date.parse(calls.data[0].createdAt) : Number.POSITIVE_INFINITY;
          },
          { message: 'the texting window of the newest alert to pass' },
        )
        .toBeGreaterThan(TEXTING_WINDOW_MS);
      const sent = await api.post<{ data: { _id: string } }>('/api/sos-calls', {
        creatorName: 'Delivery Witness',
        creatorNumber: '9811144455',
        reasonId: urgent!._id,
        qrcodename: TAG,
      });
      const id = sent.data._id;

      await page.goto('/admin-sos-calls');
      await page.getByText('Undelivered', { exact: true }).click();
      const card = page.locator(`[data-sos-id="${id}"]`);
      await expect(card.locator('[data-undelivered]')).toBeVisible({ timeout: 15_000 });
      await expect(card.locator('[data-undelivered]')).toContainText(
        'Not delivered to Unreachable Uncle (emergency contact)',
      );
      // Only the failing call is listed under Undelivered, and the others' texts went out.
      await expect(card.getByRole('listitem', { name: 'Owner: SMS sent' })).toHaveCount(1);
      await card.getByRole('button', { name: /Send again/ }).click();
      await expect(page.getByText('1 text queued again.')).toBeVisible();

      // The owner's account says so too, at phone width.
      await ownerPage.goto('/account');
      const alert = ownerPage.locator(`[data-alert-id="${id}"]`);
      await expect(alert.locator('[data-delivery]').first()).toHaveText(
        /Not delivered to Unreachable Uncle \(emergency contact\)|Texts are being sent/,
        { timeout: 15_000 },
      );
    } finally {
      await put(before);
    }
  });
});
