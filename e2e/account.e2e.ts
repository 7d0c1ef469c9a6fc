import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ADMIN, CUSTOMER, fillOtp, freshPhone, loaded, PHONE } from './support.js';

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('the customer’s account', () => {
  test('a new customer signs up, adds two contacts and a vehicle, activates a tag, and decides what the SOS page shows', async ({
    openPage,
    api,
    session,
    outbox,
    axe,
  }) => {
    // A fresh tag from the admin, through the API.
    const token = await session(ADMIN);
    const batch = await api.post<{ data: { tags: { code: string }[] } }>('/api/tags/batches', { count: 1 }, token);
    const code = batch.data.tags[0]!.code;

    const page = await openPage({ viewport: PHONE });
    const phone = freshPhone();
    const name = `Ishaan Tag ${Date.now() % 10000}`;
    await page.goto('/sign-up');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill('ishaan@example.in');
    await choose(page, 'Blood group', 'B+');
    await page.getByRole('button', { name: 'Sent OTP' }).click();
    await expect(page).toHaveURL(/\/otp-verify$/);
    await fillOtp(page, await outbox.code(phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await axe(page, '/account');
    // The header leads home and to the shop, on a phone too, and back.
    const site = page.getByRole('navigation', { name: 'Website' });
    await site.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.goBack();
    await site.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/account');

    // Two emergency contacts.
    const menu = page.getByRole('navigation', { name: 'My account' });
    await menu.getByRole('link', { name: 'Contacts' }).click();
    await expect(page.getByText('No emergency contacts yet')).toBeVisible();
    await axe(page, '/account/contacts (empty)');
    for (const [who, number] of [
      ['Maa', freshPhone()],
      ['Bhai', freshPhone()],
    ] as const) {
      await page.getByRole('button', { name: 'Add a contact' }).click();
      const form = page.getByRole('form', { name: 'Add an emergency contact' });
      await form.getByRole('button', { name: 'Add contact' }).click();
      await expect(form.getByText('Enter the contact’s name')).toBeVisible();
      await form.getByLabel('Name').fill(who);
      await form.getByLabel('Mobile number').fill(number);
      await form.getByRole('button', { name: 'Add contact' }).click();
      await expect(page.getByRole('button', { name: `Remove ${who}` })).toBeVisible();
    }
    await expect(page.getByText('2 of 5')).toBeVisible();
    // Remove asks first; cancelling keeps the contact.
    await page.getByRole('button', { name: 'Remove Bhai' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this contact?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'My emergency contacts' }).getByRole('listitem')).toHaveCount(2);
    await axe(page, '/account/contacts');

    // A vehicle: type → brand → model, and a registration number typed loosely.
    await menu.getByRole('link', { name: 'Vehicles' }).click();
    await expect(page).toHaveURL(/\/account\/vehicles$/);
    await expect(page.getByText('No vehicles yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    const vehicleForm = page.getByRole('form', { name: 'Add a vehicle' });
    await vehicleForm.getByLabel('Registration number').fill('ZZ 12 AB 1234');
    await vehicleForm.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(vehicleForm.getByText('Enter an Indian registration number such as DL01AB1234')).toBeVisible();
    const plate = `KA${String(10 + (Date.now() % 80))}MZ${String(1000 + (Date.now() % 8999))}`;
    await vehicleForm
      .getByLabel('Registration number')
      .fill(`${plate.slice(0, 2).toLowerCase()} ${plate.slice(2, 4)}-${plate.slice(4, 6)} ${plate.slice(6)}`);
    await expect(vehicleForm.getByRole('textbox', { name: 'Brand' })).toBeDisabled();
    await choose(page, 'Vehicle type', 'Car');
    await choose(page, 'Brand', /.+/);
    await choose(page, 'Model', /.+/);
    await vehicleForm.getByRole('button', { name: 'Add vehicle' }).click();
    const vehicles = page.getByRole('list', { name: 'My vehicles' });
    await expect(vehicles.getByRole('button', { name: `Remove ${plate}` })).toBeVisible();
    await expect(vehicles.getByText(/^Car · /)).toBeVisible();
    await axe(page, '/account/vehicles');

    // Activate the tag on it.
    await menu.getByRole('link', { name: 'Alerts & tags' }).click();
    await page.getByLabel('Tag code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Activate tag' }).click();
    await expect(
      page.getByRole('table', { name: 'My QR tags' }).locator('tbody tr').filter({ hasText: code }).getByText('Active'),
    ).toBeVisible();

    // showDetails on: the tag's SOS page names the owner.
    await menu.getByRole('link', { name: 'Profile' }).click();
    const toggle = page.getByRole('switch', { name: 'Show my contact details to people who scan my tag' });
    await expect(toggle).not.toBeChecked();
    await expect(
      page.getByText('Off: the SOS page shows only your registration number.', { exact: false }),
    ).toBeVisible();
    await axe(page, '/account/profile');
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByText('On: the SOS page of your tag shows your name and phone number', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('People who scan your tag now see your name and number.')).toBeVisible();
    await expect(toggle).toBeChecked();

    const sos = await page.context().newPage();
    await sos.goto(`/${code}`);
    await expect(sos.getByText(plate).first()).toBeVisible();
    await expect(sos.getByText(name)).toBeVisible();
    await expect(sos.locator(`a[href$="${phone}"]`)).toBeVisible();

    // showDetails off: gone at once.
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Your name and number are now hidden from people who scan your tag.')).toBeVisible();
    await sos.reload();
    await expect(sos.getByText(plate).first()).toBeVisible();
    // Not shown, and not anywhere in the page either.
    expect(await sos.content()).not.toContain(name);
    expect(await sos.content()).not.toContain(phone);

    // Orders: none yet, and the page says so.
    await menu.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByText('No orders yet')).toBeVisible();
    await axe(page, '/account/orders');

    // Sign out.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the demo customer sees an order with its status and downloads its invoice; axe finds nothing serious on a desktop either', async ({
    page,
    api,
    session,
    signIn,
    axe,
  }) => {
    // An order for the demo customer, placed by the admin through the API.
    const token = await session(ADMIN);
    const customers = await api.get<{ data: { _id: string }[] }>(
      `/api/user/getUser?usertype=Customer&search=${CUSTOMER}`,
      token,
    );
    const customerId = customers.data[0]!._id;
    const address = await api.post<{ data: { _id: string } }>(
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
    const products = await api.get<{ data: { _id: string }[] }>('/api/products', token);
    const order = await api.post<{ data: { orderNumber: string } }>(
      '/api/order',
      {
        customerId,
        shippingAddressId: address.data._id,
        productList: [{ _id: products.data[0]!._id, quantity: 2 }],
        deliveryDate: '15/12/2030',
      },
      token,
    );

    await signIn(page, CUSTOMER);
    await expect(page).toHaveURL(/\/account$/);

    for (const path of ['/account/profile', '/account/contacts', '/account/vehicles', '/account/orders']) {
      await page.goto(path);
      await loaded(page);
      await axe(page, `${path} at 1280 px`);
    }
    const row = page
      .getByRole('table', { name: 'My orders' })
      .locator('tbody tr')
      .filter({ hasText: order.data.orderNumber });
    await expect(row.getByText('Created', { exact: true })).toBeVisible();
    await expect(row.getByText(/× 2/)).toBeVisible();
    await expect(row.getByText('Expected 15/12/2030')).toBeVisible();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Invoice of ${order.data.orderNumber}` }).click();
    expect((await download).suggestedFilename()).toBe(`invoice-${order.data.orderNumber}.pdf`);
  });
});
