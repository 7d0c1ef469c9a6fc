import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe.js';
import { baseURL, fillOtp, freshPhone, latestMessage, launch, newPage, PHONE, waitForOtp } from './support.js';

const ADMIN = '9000000001';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The admin's token through the OTP API (code read from the development outbox). */
async function adminToken(): Promise<string> {
  const previous = (await latestMessage(ADMIN)).match(/\b(\d{4})\b/)?.[1];
  for (let attempt = 0; ; attempt++) {
    try {
      await post('/api/user/otp-generate', { countryCode: '91', phone: ADMIN });
      break;
    } catch (error) {
      // Another test asked for a code a moment ago: the resend wait is short in these tests.
      if (attempt > 5) throw error;
      await new Promise((r) => setTimeout(r, 2500));
    }
  }
  const otp = await waitForOtp(ADMIN, previous);
  const answer = await post<{ token: string }>('/api/user/otp-verify', { countryCode: '91', phone: ADMIN, otp });
  return answer.token;
}

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function axeClean(page: Page, where: string): Promise<void> {
  expect(describeViolations(await seriousViolations(page)), where).toBe('');
}

describe('the customer’s account', () => {
  it('a new customer signs up, adds two contacts and a vehicle, activates a tag, and decides what the SOS page shows', async () => {
    // A fresh tag from the admin, through the API.
    const token = await adminToken();
    const batch = await post<{ data: { tags: { code: string }[] } }>('/api/qrcode/batch', { count: 1 }, token);
    const code = batch.data.tags[0]!.code;

    const { context, page } = await newPage(browser, { viewport: PHONE });
    const phone = freshPhone();
    const name = `Ishaan Tag ${Date.now() % 10000}`;
    await page.goto('/sign-up');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill('ishaan@example.in');
    await choose(page, 'Blood group', 'B+');
    await page.getByRole('button', { name: 'Sent OTP' }).click();
    await page.waitForURL('**/otp-verify');
    await fillOtp(page, await waitForOtp(phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/account');
    await axeClean(page, '/account');

    // Two emergency contacts.
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Contacts' }).click();
    await page.getByText('No emergency contacts yet').waitFor();
    await axeClean(page, '/account/contacts (empty)');
    for (const [who, number] of [
      ['Maa', freshPhone()],
      ['Bhai', freshPhone()],
    ] as const) {
      await page.getByRole('button', { name: 'Add a contact' }).click();
      const form = page.getByRole('form', { name: 'Add an emergency contact' });
      await form.getByRole('button', { name: 'Add contact' }).click();
      await form.getByText('Enter the contact’s name').waitFor();
      await form.getByLabel('Name').fill(who);
      await form.getByLabel('Mobile number').fill(number);
      await form.getByRole('button', { name: 'Add contact' }).click();
      await page.getByRole('button', { name: `Remove ${who}` }).waitFor();
    }
    await page.getByText('2 of 5').waitFor();
    // Remove asks first; cancelling keeps the contact.
    await page.getByRole('button', { name: 'Remove Bhai' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this contact?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('list', { name: 'My emergency contacts' }).getByRole('listitem').count()).toBe(2);
    await axeClean(page, '/account/contacts');

    // A vehicle: type → brand → model, and a registration number typed loosely.
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Vehicles' }).click();
    await page.waitForURL('**/account/vehicles');
    await page.getByText('No vehicles yet').waitFor();
    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    const vehicleForm = page.getByRole('form', { name: 'Add a vehicle' });
    await vehicleForm.getByLabel('Registration number').fill('ZZ 12 AB 1234');
    await vehicleForm.getByRole('button', { name: 'Add vehicle' }).click();
    await vehicleForm.getByText('Enter an Indian registration number such as DL01AB1234').waitFor();
    const plate = `KA${String(10 + (Date.now() % 80))}MZ${String(1000 + (Date.now() % 8999))}`;
    await vehicleForm
      .getByLabel('Registration number')
      .fill(`${plate.slice(0, 2).toLowerCase()} ${plate.slice(2, 4)}-${plate.slice(4, 6)} ${plate.slice(6)}`);
    expect(await vehicleForm.getByRole('textbox', { name: 'Brand' }).isDisabled()).toBe(true);
    await choose(page, 'Vehicle type', 'Car');
    await choose(page, 'Brand', /.+/);
    await choose(page, 'Model', /.+/);
    await vehicleForm.getByRole('button', { name: 'Add vehicle' }).click();
    const vehicles = page.getByRole('list', { name: 'My vehicles' });
    await vehicles.getByRole('button', { name: `Remove ${plate}` }).waitFor();
    await vehicles.getByText(/^Car · /).waitFor();
    await axeClean(page, '/account/vehicles');

    // Activate the tag on it.
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Alerts & tags' }).click();
    await page.getByLabel('Tag code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Activate tag' }).click();
    await page
      .getByRole('table', { name: 'My QR tags' })
      .locator('tbody tr')
      .filter({ hasText: code })
      .getByText('Active')
      .waitFor();

    // showDetails on: the tag's SOS page names the owner.
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Profile' }).click();
    const toggle = page.getByRole('switch', { name: 'Show my contact details to people who scan my tag' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await page.getByText('Off: the SOS page shows only your registration number.', { exact: false }).waitFor();
    await axeClean(page, '/account/profile');
    await toggle.focus();
    await page.keyboard.press('Space');
    await page.getByText('On: the SOS page of your tag shows your name and phone number', { exact: false }).waitFor();
    await page.getByText('People who scan your tag now see your name and number.').waitFor();
    expect(await toggle.isChecked()).toBe(true);

    const sos = await context.newPage();
    await sos.goto(`/${code}`);
    await sos.getByText(plate).first().waitFor();
    expect(await sos.content()).toContain(name);
    expect(await sos.content()).toContain(phone);

    // showDetails off: gone at once.
    await toggle.focus();
    await page.keyboard.press('Space');
    await page.getByText('Your name and number are now hidden from people who scan your tag.').waitFor();
    await sos.reload();
    await sos.getByText(plate).first().waitFor();
    expect(await sos.content()).not.toContain(name);
    expect(await sos.content()).not.toContain(phone);

    // Orders: none yet, and the page says so.
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByText('No orders yet').waitFor();
    await axeClean(page, '/account/orders');

    // Sign out.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    await context.close();
  });

  it('the demo customer sees an order with its status and downloads its invoice; axe finds nothing serious on a desktop either', async () => {
    // An order for the demo customer, placed by the admin through the API.
    const token = await adminToken();
    const get = async <T>(path: string) =>
      (await (await fetch(`${baseURL()}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
    const customers = await get<{ data: { _id: string }[] }>('/api/user/getUser?usertype=Customer&search=9000000002');
    const customerId = customers.data[0]!._id;
    const address = await post<{ data: { _id: string } }>(
      '/api/address',
      {
        userid: customerId,
        addressName: 'Home',
        streetAdd: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
      token,
    );
    const products = await get<{ data: { _id: string }[] }>('/api/products');
    const order = await post<{ data: { orderNumber: string } }>(
      '/api/order',
      {
        customerId,
        shippingAddressId: address.data._id,
        productList: [{ _id: products.data[0]!._id, quantity: 2 }],
        deliveryDate: '15/12/2030',
      },
      token,
    );

    const { context, page } = await newPage(browser);
    const previous = (await latestMessage('9000000002')).match(/\b(\d{4})\b/)?.[1];
    await page.goto('/sign-in');
    await page.getByLabel('Mobile number').fill('9000000002');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL('**/otp-verify', { timeout: 15_000 }).catch(async () => {
      await page.waitForTimeout(2500);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.waitForURL('**/otp-verify');
    });
    await fillOtp(page, await waitForOtp('9000000002', previous));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/account');

    for (const path of ['/account/profile', '/account/contacts', '/account/vehicles', '/account/orders']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await axeClean(page, `${path} at 1280 px`);
    }
    const row = page
      .getByRole('table', { name: 'My orders' })
      .locator('tbody tr')
      .filter({ hasText: order.data.orderNumber });
    await row.getByText('Created', { exact: true }).waitFor();
    await row.getByText(/× 2/).waitFor();
    await row.getByText('Expected 15/12/2030').waitFor();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Invoice of ${order.data.orderNumber}` }).click();
    expect((await download).suggestedFilename()).toBe(`invoice-${order.data.orderNumber}.pdf`);
    await context.close();
  });
});
