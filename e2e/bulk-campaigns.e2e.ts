import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { type Api, expect, type OutboxEntry, test } from './fixtures.js';
import { ADMIN, CUSTOMER, freshPhone, PHONE, PLATE, TAG } from './support.js';

// Back office part 2: bulk order actions and SMS campaigns (issue 14 items 6 and 11).

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const stamp = String(Date.now()).slice(-6);

/**
 * A customer with an address in `state`, made through the API as the back office would; with
 * `offers`, they then switch offers by SMS on in their own account (the back office cannot: ADR 0045).
 */
async function customerIn(api: Api, token: string, name: string, state: string, offers = false) {
  const phone = freshPhone();
  const user = (
    await api.post<{ data: { _id: string } }>(
      '/api/user/create',
      { name, email: `c${phone}@example.in`, phone, usertype: 'Customer' },
      token,
    )
  ).data;
  const address = (
    await api.post<{ data: { _id: string } }>(
      '/api/address',
      { userid: user._id, addressName: 'Home', streetAdd: '7 Lake Road', city: 'Town', state, pincode: '560001' },
      token,
    )
  ).data;
  if (offers) await api.put('/api/user/me', { smsOffers: true }, await api.signIn(phone));
  return { id: user._id, phone, addressId: address._id };
}

test.describe('bulk order actions', () => {
  test('marks 3 orders shipped in one go, each customer is texted the tracking, and they print as one PDF', async ({
    adminPage: page,
    api,
    session,
    outbox,
  }) => {
    const token = await session(ADMIN);
    const name = `Bulk Buyer ${stamp}`;
    const buyer = await customerIn(api, token, name, 'Karnataka');
    const products = await api.get<{ data: { _id: string }[] }>('/api/products');
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await api.post<{ data: { orderNumber: string } }>(
        '/api/order',
        {
          customerId: buyer.id,
          shippingAddressId: buyer.addressId,
          productList: [{ _id: products.data[0]!._id, quantity: 1 }],
        },
        token,
      );
      numbers.push(order.data.orderNumber);
    }

    await page.goto('/admin-orders');
    await page.getByRole('textbox', { name: /Search orders/ }).fill(name);
    const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await expect(rows).toHaveCount(3);
    const tickAll = async () => {
      for (const n of numbers) await page.getByRole('checkbox', { name: `Select order ${n}` }).check();
      await expect(page.getByRole('region', { name: 'Selected orders' })).toContainText('3 selected');
    };
    await tickAll();
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    const ship = dialog(page, 'Mark shipped');
    await ship.getByLabel('Courier for all').fill('Delhivery');
    await ship.getByRole('button', { name: 'Apply to all' }).click();
    for (const [i, n] of numbers.entries()) {
      const box = ship.getByRole('group', { name: `Order ${n}` });
      await expect(box.getByLabel('Courier')).toHaveValue('Delhivery');
      await box.getByLabel('Tracking number').fill(`DLV${stamp}${i}`);
    }
    await ship.getByRole('button', { name: 'Mark 3 shipped' }).click();
    await expect(page.getByText('3 orders marked shipped.')).toBeVisible();
    await expect(ship).toBeHidden();
    await expect(rows.filter({ hasText: 'Shipped' })).toHaveCount(3);
    for (const [i, n] of numbers.entries())
      await outbox.message(buyer.phone, `order ${n} has shipped with Delhivery, tracking DLV${stamp}${i}`);

    // Print: the three invoices and three labels, one PDF.
    await tickAll();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print invoices and labels' }).click();
    const file = await (await download).path();
    const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text.match(/TAX INVOICE/g)).toHaveLength(3);
    expect(text.match(/SHIP TO/g)).toHaveLength(3);
    for (const n of numbers) expect(text).toContain(`Order ${n}`);

    // Export selection: the CSV of just these three.
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export selection' }).click();
    const lines = (await readFile(await (await csv).path(), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(4);
  });
});

test.describe('SMS campaigns', () => {
  test('a campaign to a state goes out behind a pending SOS, each text with its STOP link', async ({
    signedInPage,
    openPage,
    api,
    session,
    outbox,
    axe,
  }) => {
    const token = await session(ADMIN);
    const state = `Campaignland ${stamp}`;
    const phones: string[] = [];
    for (let i = 0; i < 12; i++)
      phones.push((await customerIn(api, token, `Campaign Customer ${i}`, state, true)).phone);
    const tag = await api.get<{ data: { user: { _id: string } } }>(`/api/sos-pages/${TAG}`);
    const reasons = await api.get<{ data: { _id: string }[] }>('/api/reasons');

    const page = await signedInPage(ADMIN, { viewport: PHONE });
    await page.goto('/admin-campaigns');
    await expect(page.getByRole('heading', { name: 'SMS campaigns', level: 1 })).toBeVisible();
    await axe(page, 'the campaigns screen at 360 px');
    await page.getByRole('button', { name: 'Add' }).click();
    const compose = dialog(page, 'New SMS campaign');
    await compose.getByLabel('Name').fill(`Monsoon ${stamp}`);
    await compose.getByLabel('Text').fill('Monsoon check: 20% off reflective tags this week.');
    await compose.getByLabel('DLT template id').fill('12345');
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect(compose.getByText('The DLT template id is the 19-digit number from your DLT portal')).toBeVisible();
    await compose.getByLabel('DLT template id').fill('1107161234567890123');
    await compose.getByRole('textbox', { name: 'Send to' }).click();
    await page.getByRole('option', { name: 'Customers in a state' }).click();
    await compose.getByRole('textbox', { name: 'State' }).fill(state);
    await page.getByRole('option', { name: state }).click();
    await expect(compose.getByText(/12 recipients/)).toBeVisible();
    await axe(page, 'the new campaign dialog at 360 px');
    // Under the brand's sender ID a text may link only to this site: a phishing link is refused on the field.
    const text = compose.getByLabel('Text');
    await text.fill('Your account is locked. Verify now: https://safesathi.example/login');
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect(compose.getByText(/this text links to safesathi\.example$/)).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await text.fill('Monsoon check: 20% off reflective tags this week.');

    await compose.getByRole('button', { name: 'Send' }).click();
    // An alert arrives while the campaign is going out (four texts a second).
    await api.post('/api/sos-calls', {
      creatorName: 'Campaign Bystander',
      creatorNumber: freshPhone(),
      reasonId: reasons.data[0]!._id,
      vehicleNumber: PLATE,
      user: tag.data.user._id,
    });
    await expect(page.getByText(`Campaign “Monsoon ${stamp}” scheduled.`)).toBeVisible();

    let texts: OutboxEntry[] = [];
    await expect
      .poll(
        async () => {
          // Each customer also got a sign-in code (to opt in to offers): only the campaign's texts count.
          const all = await Promise.all(phones.map((p) => outbox.messages(p)));
          texts = all.flatMap((ms) => ms.filter((m) => m.body.startsWith('Monsoon check')));
          return texts.length;
        },
        { message: 'the 12 campaign texts', timeout: 20_000 },
      )
      .toBe(12);
    const sos = (await outbox.messages(CUSTOMER)).find((m) => m.body.includes(PLATE));
    expect(sos, 'the SOS text to the owner').toBeDefined();
    // Four a second: the SOS went before the texts still waiting when it came (all but the first beat's).
    const before = texts.filter((m) => m.createdAt < sos!.createdAt);
    expect(before.length).toBeLessThanOrEqual(4);
    for (const m of texts)
      expect(m.body).toMatch(/^Monsoon check: 20% off reflective tags this week\. STOP: http.+\/stop\/[\w-]+$/);

    const card = page.getByRole('article', { name: `Campaign Monsoon ${stamp}` });
    await expect(card.getByText('Sent 12')).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('Sent', { exact: true })).toBeVisible();

    // STOP, without JavaScript: opening the link only asks (a link preview must not opt anyone out); the button does.
    const stop = await openPage({ javaScriptEnabled: false, viewport: PHONE });
    await stop.goto(new URL(texts[0]!.body.split('STOP: ')[1]!).pathname);
    await expect(stop.getByRole('heading', { name: 'Stop offers by SMS?' })).toBeVisible();
    await stop.getByRole('button', { name: 'Stop offers by SMS' }).click();
    await expect(stop.getByRole('heading', { name: 'You will get no more offers by SMS' })).toBeVisible();
  });
});
