import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { type Api, expect, test } from './fixtures.js';
import { ADMIN, CUSTOMER, freshPhone, loaded, PHONE } from './support.js';

interface Made {
  data: { _id: string; orderNumber: string };
}

/** The first column's text of each row the table shows. */
/** The cells of a table's first column of data: the second column where the list has tick boxes first. */
const firstCells = (page: Page, table: string, column = 1) =>
  page.getByRole('table', { name: table }).locator(`tbody tr td:nth-child(${column})`);

/** The list's address once it has the search (typing reaches the address after a pause). */
const params = (page: Page) => new URL(page.url()).searchParams;

async function newCustomer(api: Api, token: string, name: string): Promise<string> {
  const phone = freshPhone();
  const made = await api.post<Made>(
    '/api/user/create',
    { usertype: 'Customer', countryCode: '91', name, phone, email: `${phone}@example.in`, emergencyContacts: [] },
    token,
  );
  return made.data._id;
}

test.describe('back-office lists keep what they show in the address', () => {
  const suffix = String(Date.now() % 10_000).padStart(4, '0');

  test('Customers: search, vehicle filter, sort and page survive a reload, and Back returns to the previous page', async ({
    adminPage: page,
    api,
    session,
  }) => {
    const token = await session(ADMIN);
    // Twelve customers by that name, each with a car numbered MH14L…: two pages of ten.
    const letters = 'ABCDEFGHIJKL';
    for (const [i, letter] of [...letters].entries()) {
      const id = await newCustomer(api, token, `Listed ${suffix} ${String(i + 1).padStart(2, '0')}`);
      await api.post('/api/uservehicle', { userid: id, registrationNumber: `MH14L${letter}${suffix}` }, token);
    }
    // Same name, no such car: the vehicle filter leaves them out.
    await newCustomer(api, token, `Listed ${suffix} 99`);

    await page.goto('/admin-customers');
    await page.getByLabel('Search by name').fill(`listed ${suffix}`);
    await page.getByLabel('Search by vehicle number').fill('mh14l');
    await expect.poll(() => params(page).get('q')).toBe(`listed ${suffix}`);
    await expect.poll(() => params(page).get('vehicle')).toBe('mh14l');
    const names = firstCells(page, 'Customers');
    await expect(page.getByText('1-10 of 12')).toBeVisible();

    await page.getByRole('button', { name: 'Name: sort ascending' }).click();
    await expect(names.first()).toHaveText(`Listed ${suffix} 01`);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(names).toHaveText([`Listed ${suffix} 11`, `Listed ${suffix} 12`]);
    expect(Object.fromEntries(params(page))).toMatchObject({ sort: 'name', order: 'asc', page: '2' });

    // A reload (or the same link opened elsewhere) shows exactly this.
    await page.reload();
    await expect(page.getByLabel('Search by name')).toHaveValue(`listed ${suffix}`);
    await expect(page.getByLabel('Search by vehicle number')).toHaveValue('mh14l');
    await expect(names).toHaveText([`Listed ${suffix} 11`, `Listed ${suffix} 12`]);
    await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByText('11-12 of 12')).toBeVisible();

    // Back: the first page again, still searched and sorted; Forward: the second.
    await page.goBack();
    await expect(names).toHaveCount(10);
    await expect(names.first()).toHaveText(`Listed ${suffix} 01`);
    expect(params(page).get('page')).toBeNull();
    await page.goForward();
    await expect(names).toHaveText([`Listed ${suffix} 11`, `Listed ${suffix} 12`]);
  });

  test.describe('Orders', () => {
    test.describe.configure({ mode: 'serial' });
    const customerName = `Ordering ${suffix}`;
    let created: string[] = [];

    test.beforeAll(async ({ api, session }) => {
      const token = await session(ADMIN);
      const customerId = await newCustomer(api, token, customerName);
      const address = await api.post<{ data: { _id: string } }>(
        '/api/address',
        {
          userid: customerId,
          addressName: 'Home',
          streetAdd: '7 Ring Road',
          city: 'Pune',
          state: 'MH',
          pincode: '411002',
        },
        token,
      );
      const products = await api.get<{ data: { _id: string }[] }>('/api/products', token);
      const orders: Made['data'][] = [];
      for (let i = 0; i < 12; i++) {
        const order = await api.post<Made>(
          '/api/order',
          {
            customerId,
            shippingAddressId: address.data._id,
            productList: [{ _id: products.data[0]!._id, quantity: 1 }],
          },
          token,
        );
        orders.push(order.data);
      }
      // One shipped: the status filter leaves it out.
      await api.post(
        `/api/admin/orders/${orders[0]!._id}/ship`,
        { courier: 'Delhivery', trackingNumber: 'DLV500001' },
        token,
      );
      created = orders.slice(1).map((o) => o.orderNumber);
    });

    test('search, status filter, sort and page survive a reload, and Back returns to the previous page', async ({
      adminPage: page,
    }) => {
      await page.goto('/admin-dashboard');
      await page.getByRole('textbox', { name: /Search orders/ }).fill(customerName);
      await page.getByRole('textbox', { name: 'Filter by status' }).click();
      await page.getByRole('option', { name: 'Created', exact: true }).click();
      await expect(page.getByText('1-10 of 11')).toBeVisible();
      await page.getByRole('button', { name: 'Order Number: sort ascending' }).click();
      const numbers = firstCells(page, 'Orders', 2);
      await expect(numbers.first()).toHaveText(created[0]!);
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(numbers).toHaveText([created[10]!]);
      expect(Object.fromEntries(params(page))).toMatchObject({
        q: customerName,
        status: 'Created',
        sort: 'orderNumber',
        order: 'asc',
        page: '2',
      });

      await page.reload();
      await expect(page.getByRole('textbox', { name: /Search orders/ })).toHaveValue(customerName);
      await expect(page.getByRole('textbox', { name: 'Filter by status' })).toHaveValue('Created');
      await expect(numbers).toHaveText([created[10]!]);
      await expect(page.getByRole('columnheader', { name: /^Order Number/ })).toHaveAttribute('aria-sort', 'ascending');

      await page.goBack();
      await expect(numbers).toHaveText(created.slice(0, 10));
      expect(params(page).get('page')).toBeNull();
    });

    test('a row opened while the search is still being typed stays open: the address does not catch up over it', async ({
      adminPage: page,
    }) => {
      await page.goto('/admin-dashboard');
      const view = page.getByRole('link', { name: /^View ORD-/ }).first();
      await expect(view).toBeVisible();
      // Typed, and the row clicked before typing pauses (the list asks the server, and the address
      // takes the search, only after SEARCH_DEBOUNCE_MS).
      await page.getByRole('textbox', { name: /Search orders/ }).fill(customerName);
      await view.click();
      // (The search may follow the click into the address, as ?q=…, when typing paused just before it.)
      const order = /\/admin\/orders\/[0-9a-f-]{36}(\?q=[^&]*)?$/;
      await expect(page).toHaveURL(order);
      // Well past the pause: the order is still what the screen shows.
      await page.waitForTimeout(1000);
      await expect(page).toHaveURL(order);
      await expect(page.getByRole('link', { name: 'Back to orders' })).toBeVisible();
    });

    test('Export CSV gives every order the list holds, in the list’s sort order', async ({ adminPage: page }) => {
      // Oldest first: not the export's old newest-first order, so the file must follow the list.
      const query = new URLSearchParams({ q: customerName, status: 'Created', sort: 'orderNumber', order: 'asc' });
      await page.goto(`/admin-dashboard?${query}`);
      const numbers = firstCells(page, 'Orders', 2);
      await expect(numbers).toHaveText(created.slice(0, 10));

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await readFile((await (await download).path())!, 'utf8');
      const rows = file
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(rows[0]).toMatch(/^Order Number,/);
      // All eleven (both pages), the shipped one left out, lowest number first as on screen.
      expect(rows.slice(1).map((r) => r.split(',')[0])).toEqual(created);
    });
  });
});

test.describe('lists on a 360-px phone', () => {
  test('the account’s page buttons and My orders fit the screen; the back-office tables scroll inside their own box', async ({
    customerPage: page,
    api,
    session,
    signedInPage,
  }) => {
    // The demo customer's own order, so that My orders has a row.
    const token = await session(ADMIN);
    const customers = await api.get<{ data: { _id: string }[] }>(
      `/api/user/getUser?usertype=Customer&search=${CUSTOMER}`,
      token,
    );
    const customerId = customers.data[0]!._id;
    const addresses = await api.get<{ data: { _id: string }[] }>(`/api/address?customerId=${customerId}`, token);
    const products = await api.get<{ data: { _id: string }[] }>('/api/products', token);
    const order = await api.post<Made>(
      '/api/order',
      {
        customerId,
        shippingAddressId: addresses.data[0]!._id,
        productList: [{ _id: products.data.at(-1)!._id, quantity: 3 }],
        deliveryDate: '20/12/2030',
      },
      token,
    );

    await page.goto('/account/orders');
    await loaded(page);
    const nav = page.getByRole('navigation', { name: 'My account' });
    for (const link of await nav.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x, `${await link.textContent()} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${await link.textContent()} ends on screen`).toBeLessThanOrEqual(PHONE.width);
    }
    const table = page.getByRole('table', { name: 'My orders' });
    const row = table.locator('tbody tr').filter({ hasText: order.data.orderNumber });
    // Every part of the order, the invoice button included, is on screen without scrolling sideways.
    for (const part of [
      row.getByText(order.data.orderNumber, { exact: true }),
      row.getByText('Created', { exact: true }),
      row.getByText('Expected 20/12/2030'),
      row.getByRole('button', { name: `Invoice of ${order.data.orderNumber}` }),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    const right = await table.evaluate((t) => t.getBoundingClientRect().right);
    expect(right, 'My orders ends on screen').toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

    // The back office: wide tables scroll inside their own box, never the page.
    const admin = await signedInPage(ADMIN, { viewport: PHONE });
    for (const [path, name] of [
      ['/admin-customers', 'Customers'],
      ['/admin-dashboard', 'Orders'],
      ['/admin-qr-code', 'Tags'],
      ['/admin-vehicle-brand', 'Brands by vehicle type'],
    ] as const) {
      await admin.goto(path);
      await expect(admin.getByRole('table', { name }).locator('tbody tr').first()).toBeVisible();
      expect(await admin.evaluate(() => document.documentElement.scrollWidth), path).toBe(PHONE.width);
    }
  });
});
