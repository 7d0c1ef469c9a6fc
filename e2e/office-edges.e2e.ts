import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { addToCart, KIT, payOnFake } from './shop-support.js';
import {
  ADMIN,
  answerLinkIn,
  bystanderName,
  CUSTOMER,
  DESKTOP,
  freshPhone,
  loaded,
  PHONE,
  PLATE,
  sendAlert,
  TAG,
} from './support.js';

// The back office's rough edges of issue 21 item 7, as an admin at a 1280 px desktop meets them.

/** Entirely on screen: inside the window and not cut off by a box that scrolls (the table's). */
async function fullyOnScreen(page: Page, target: Locator, what: string) {
  await expect(target, what).toBeInViewport({ ratio: 1 });
  const box = await target.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(width);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('the back office at 1280 px', () => {
  test('the Actions column of Orders and Customers is fully on screen, header and buttons', async ({
    adminPage: page,
    api,
    session,
  }) => {
    // A customer and an order as they come: a long e-mail, a full street address, two products.
    const admin = await session(ADMIN);
    const phone = freshPhone();
    const name = `Meenakshi Sundararajan ${phone.slice(-4)}`;
    const customer = (
      await api.post<{ data: { _id: string } }>(
        '/api/user/create',
        { name, email: `meenakshi.sundararajan.${phone}@example.co.in`, phone, usertype: 'Customer' },
        admin,
      )
    ).data;
    const address = (
      await api.post<{ data: { _id: string } }>(
        '/api/address',
        {
          userid: customer._id,
          addressName: 'Home',
          streetAdd: 'Flat 12B, Sri Venkateswara Residency, 4th Cross Road, Indiranagar 2nd Stage',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560038',
        },
        admin,
      )
    ).data;
    const products = await api.get<{ data: { _id: string }[] }>('/api/products');
    await api.post(
      '/api/order',
      {
        customerId: customer._id,
        shippingAddressId: address._id,
        productList: products.data.slice(0, 2).map((p) => ({ _id: p._id, quantity: 1 })),
      },
      admin,
    );

    expect(page.viewportSize()!.width).toBe(1280);
    await page.goto('/admin-dashboard');
    const orders = page.getByRole('table', { name: 'Orders' });
    await expect(orders.getByText(name)).toBeVisible();
    await loaded(page);
    await fullyOnScreen(
      page,
      orders.getByRole('columnheader', { name: 'Action', exact: true }),
      'Orders: Action header',
    );
    await fullyOnScreen(page, orders.getByRole('link', { name: /^View / }).first(), 'Orders: a row’s View button');
    await fullyOnScreen(page, orders.getByRole('button', { name: /^Edit / }).first(), 'Orders: a row’s Edit button');
    await page.screenshot({ path: test.info().outputPath('orders-1280.png') });

    await page.goto(`/admin-customers?q=${encodeURIComponent(name)}`);
    const customers = page.getByRole('table', { name: 'Customers' });
    await expect(customers.getByText(name)).toBeVisible();
    await loaded(page);
    await fullyOnScreen(
      page,
      customers.getByRole('columnheader', { name: 'ACTION', exact: true }),
      'Customers: Action header',
    );
    const buttons = customers.locator('tbody tr').first().getByRole('cell').last();
    await fullyOnScreen(page, buttons, 'Customers: a row’s buttons');
    await page.screenshot({ path: test.info().outputPath('customers-1280.png') });
  });

  test('Ctrl+K: typing and Enter opens the first result, also when Enter comes before the results', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin-dashboard');
    await loaded(page);
    const input = page.getByRole('textbox', { name: 'Go to a screen or find a record' });

    // A record: the result arrives from the server, then Enter.
    await page.keyboard.press('Control+K');
    await expect(input).toBeFocused();
    await input.fill('dl01ab12');
    await expect(page.getByRole('button', { name: new RegExp(PLATE) })).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
    await expect(input).toBeHidden();

    // Typed and Enter at once, before the search has even asked: the first result once it comes.
    await page.keyboard.press('Control+K');
    await input.pressSequentially('dl01ab12');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
    // The palette closes and the customer's page loads before it is opened again.
    await expect(input).toBeHidden();
    await loaded(page);

    // A screen by name.
    await page.keyboard.press('Control+K');
    await input.fill('faq');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/admin-faqs?$/i);
  });

  test('an SOS call the owner answered reads “Answered” in the list; one nobody answered reads “Open”', async ({
    openPage,
    outbox,
    api,
    adminPage: page,
  }) => {
    const bystander = await openPage({ viewport: PHONE });
    const answered = bystanderName('Imran Ali');
    await bystander.goto(`/${TAG}`);
    await sendAlert(bystander, { reason: 'Car blocking the way', name: answered, mobile: '9811100031' });
    const text = await outbox.message(CUSTOMER, answered);
    const token = answerLinkIn(text).split('/r/')[1];
    await api.post(`/api/answer/${token}`, { kind: 'seen' });

    await page.goto('/admin-sos-calls');
    const call = page.locator('article').filter({ hasText: answered });
    await expect(call.locator('[data-answer="seen"]')).toBeVisible();
    await expect(call.getByText('Answered', { exact: true })).toBeVisible();
    await expect(call.getByText('Open', { exact: true })).toHaveCount(0);
    // Still open for the office: it can be marked resolved.
    await expect(call.getByRole('button', { name: /^Mark resolved/ })).toBeVisible();
  });

  test('an order paid online: its history says System, its edit dialog disables products and coupon, and Mark shipped asks for the tracking, which the customer is texted', async ({
    openPage,
    adminPage: office,
    api,
    session,
    outbox,
  }) => {
    test.setTimeout(120_000);
    const phone = freshPhone();
    const buyer = await api.signIn(phone, { name: 'Tara Online', email: 'tara@example.in' });
    const page = await openPage({ viewport: DESKTOP });
    await page.context().addInitScript((t) => localStorage.setItem('token', t), buyer);
    await addToCart(page, KIT);
    await page.goto('/checkout');
    await loaded(page);
    await page.getByLabel('Street address').fill('9 Park Street');
    await page.getByLabel('City').fill('Kolkata');
    await page.getByLabel('PIN code').fill('700016');
    await page.getByRole('textbox', { name: /^State/ }).click();
    await page.getByRole('option', { name: 'West Bengal', exact: true }).click();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const orderId = await payOnFake(page, 'pay');
    await expect(page.getByText('Payment received')).toBeVisible();
    const admin = await session(ADMIN);
    const { orderNumber } = (await api.get<{ result: { orderNumber: string } }>(`/api/orders/${orderId}`, admin))
      .result;
    const batch = await api.post<{ data: { tags: { code: string }[] } }>('/api/tags/batches', { count: 1 }, admin);
    const tag = batch.data.tags[0]!.code;

    // The payment was confirmed by the provider, not by a person.
    await office.goto(`/admin/orders/${orderId}`);
    await loaded(office);
    const history = office.getByRole('region', { name: 'Status history' });
    await expect(history).toContainText('Paid online');
    await expect(history).toContainText('by System');
    await expect(history).not.toContainText('deleted admin');

    // Products and coupon cannot change once paid online: disabled, with why; the date still can.
    await office.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = dialog(office, `Edit Order ${orderNumber}`);
    await expect(edit.getByText('This order was paid online: its products and coupon cannot change.')).toBeVisible();
    await expect(edit.getByRole('textbox', { name: 'Products' })).toBeDisabled();
    await expect(edit.getByRole('textbox', { name: 'Coupon code' })).toBeDisabled();
    await expect(edit.getByRole('textbox', { name: 'Customer' })).toBeEnabled();
    // Shipping is not a bare status here: it asks for the tracking.
    await expect(edit.getByText('To ship it, use Mark shipped')).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    // Mark shipped on the order's page: courier, tracking number and the tag in the box.
    await office.getByRole('button', { name: 'Mark shipped' }).click();
    const ship = dialog(office, 'Mark shipped');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(ship.getByText('Name the courier')).toBeVisible();
    await expect(ship.getByText('Enter the tracking number')).toBeVisible();
    await ship.getByLabel('Courier').fill('Ecom Express');
    await ship.getByLabel('Tracking number').fill('EE4455667');
    await ship.getByLabel('QR tags in the box').fill(tag);
    await ship.getByLabel('QR tags in the box').press('Enter');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(office.getByText(`Order ${orderNumber} marked shipped.`)).toBeVisible();
    await expect(ship).toBeHidden();
    await expect(history).toContainText('Created → Shipped');
    await expect(office.getByRole('button', { name: 'Mark shipped' })).toBeHidden();
    await outbox.message(phone, `order ${orderNumber} has shipped with Ecom Express, tracking EE4455667`);
    const detail = await api.get<{ result: { tagCodes: string[] } }>(`/api/orders/${orderId}`, admin);
    expect(detail.result.tagCodes).toEqual([tag]);
  });
});
