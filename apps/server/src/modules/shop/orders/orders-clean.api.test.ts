import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../../test/fixtures.js';
import { call } from '../../../../test/request.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { adminWith } from '../../../../test/user-fixtures.js';
import { addresses, orders, products } from '../../../platform/db/schema.js';
import type { Json } from '../test-kit.js';

// The orders' clean routes (docs/decisions/0059-orders-clean-routes.md): the back office's under
// /api/admin/orders, the customer's own under /api/user/me/orders; one envelope (`status: 'Success'`, `data`),
// `orderNumber` alone, the id in the path; a move to Shipped only with its courier and tracking number.
// The spec's routes are proved by the other orders tests and walked against these by compat.api.test.ts.

let t: TestApp;
let admin: string;
let line: { _id: string; quantity: number };
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await t.signIn(t.config.adminPhone);
  const [kit] = await t.database.db.select().from(products).where(eq(products.name, 'Roadside Safety Kit'));
  line = { _id: kit!.id, quantity: 1 };
});
afterAll(async () => t?.close());

/** A new customer, signed in, with an address. */
async function customer(name = 'Asha Menon') {
  const user = await insertUser(t.database.db, { usertype: 'Customer', name });
  const [address] = await t.database.db
    .insert(addresses)
    .values({ userId: user.id, streetAdd: '3 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016' })
    .returning();
  return { id: user.id, token: await t.signIn(user.phone), addressId: address!.id };
}

async function placeFor(c: { id: string; addressId: string }) {
  const res = await call(t, 'POST', '/api/admin/orders', admin, {
    customerId: c.id,
    shippingAddressId: c.addressId,
    productList: [line],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json;
}

const statusOf = async (id: string) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

/** The clean envelope, and no spec name anywhere in it. */
function expectClean(body: Json) {
  expect(body.status).toBe('Success');
  expect(body).not.toHaveProperty('result');
  expect(JSON.stringify(body)).not.toContain('"ordernumber"');
}

describe('the back office’s clean order routes', () => {
  it('place, quote, read, edit, ship and bulk-ship in the clean envelope with orderNumber alone', async () => {
    const c = await customer();
    const placed = await placeFor(c);
    expectClean(placed);
    const id = placed.data._id;
    expect(placed).toMatchObject({ message: `Order ${placed.data.orderNumber} created.`, data: { status: 'Created' } });

    const quote = (await call(t, 'POST', '/api/admin/orders/quote', admin, { productList: [line] })).json();
    expectClean(quote);
    expect(quote.data.productList[0]).toMatchObject({ name: 'Roadside Safety Kit', quantity: 1 });

    const read = await call(t, 'GET', `/api/admin/orders/${id}`, admin);
    expect(read.statusCode).toBe(200);
    expectClean(read.json());
    expect(read.json().data).toMatchObject({
      _id: id,
      orderNumber: placed.data.orderNumber,
      history: [{ to: 'Created' }],
    });

    const edited = await call(t, 'PUT', `/api/admin/orders/${id}`, admin, { deliveryDate: null, note: 'Call first' });
    expect(edited.statusCode, edited.body).toBe(200);
    expectClean(edited.json());

    const shipped = await call(t, 'POST', `/api/admin/orders/${id}/ship`, admin, {
      courier: 'Blue Dart',
      trackingNumber: 'BD1234',
    });
    expectClean(shipped.json());
    expect(shipped.json().data).toMatchObject({ status: 'Shipped', tracking: { trackingNumber: 'BD1234' } });

    const other = (await placeFor(c)).data._id;
    const bulk = await call(t, 'POST', '/api/admin/orders/bulk-ship', admin, {
      orders: [{ orderId: other, courier: 'Blue Dart', trackingNumber: 'BD1235' }],
    });
    expectClean(bulk.json());
    expect(bulk.json().data).toMatchObject({ shipped: [{ orderId: other }], refused: [] });

    const daily = (await call(t, 'GET', '/api/admin/orders/daily?days=3', admin)).json();
    expectClean(daily);
    expect(daily.data.at(-1).count).toBeGreaterThanOrEqual(2);
  });

  it('the CSV, the invoice and the print run answer under /api/admin/orders as they did', async () => {
    const id = (await placeFor(await customer())).data._id;
    const csv = await call(t, 'GET', `/api/admin/orders.csv?ids=${id}`, admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n').length).toBeGreaterThanOrEqual(2);
    const invoice = await call(t, 'GET', `/api/admin/orders/${id}/invoice.pdf`, admin);
    expect([invoice.statusCode, invoice.headers['content-type']]).toEqual([200, 'application/pdf']);
    const print = await call(t, 'GET', `/api/admin/orders/print.pdf?ids=${id}`, admin);
    expect([print.statusCode, print.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it('checks the flags: viewOrder to read, editOrder to edit', async () => {
    const id = (await placeFor(await customer())).data._id;
    const viewer = await adminWith(t, ['viewOrder']);
    expect((await call(t, 'GET', `/api/admin/orders/${id}`, viewer.token)).statusCode).toBe(200);
    expect((await call(t, 'PUT', `/api/admin/orders/${id}`, viewer.token, { status: 'Cancelled' })).statusCode).toBe(
      403,
    );
    const nobody = await adminWith(t, ['viewCustomer']);
    expect((await call(t, 'GET', `/api/admin/orders/${id}`, nobody.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/orders/daily', nobody.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/admin/orders/${id}`)).statusCode).toBe(401);
  });
});

describe('a move to Shipped asks for the courier and the tracking number', () => {
  it('is refused without them on the clean route and on PUT /api/order, naming the fields and the ship route', async () => {
    const c = await customer();
    const id = (await placeFor(c)).data._id;
    for (const [url, body] of [
      [`/api/admin/orders/${id}`, { status: 'Shipped', note: 'AWB 1' }],
      ['/api/order', { orderId: id, status: 'Shipped', courier: 'Blue Dart' }],
    ] as const) {
      const res = await call(t, 'PUT', url, admin, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(/courier and trackingNumber.*\/api\/admin\/orders\/\{id\}\/ship/),
      });
      const paths = res.json().errors.map((e: Json) => e.path);
      expect(paths).toContain('trackingNumber');
      expect(paths.includes('courier'), url).toBe(!('courier' in body));
    }
    expect(await statusOf(id)).toBe('Created');

    const res = await call(t, 'PUT', `/api/admin/orders/${id}`, admin, {
      status: 'Shipped',
      courier: 'Blue Dart',
      trackingNumber: 'BD9',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'Shipped',
      tracking: { courier: 'Blue Dart', trackingNumber: 'BD9' },
    });
    // The dialog sends the status it shows: an order already Shipped is not moved, so nothing is asked.
    const again = await call(t, 'PUT', `/api/admin/orders/${id}`, admin, { status: 'Shipped', note: 'Packed' });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('the customer’s own orders under /api/user/me/orders', () => {
  it('lists and reads only their own, in the clean envelope; anyone else’s is not found, even for an admin', async () => {
    const [asha, ravi] = [await customer('Asha Rao'), await customer('Ravi Das')];
    const mine = (await placeFor(asha)).data;
    await placeFor(ravi);

    const list = (await call(t, 'GET', '/api/user/me/orders', asha.token)).json();
    expectClean(list);
    expect(list.data.map((o: Json) => o._id)).toEqual([mine._id]);
    expect(list.total).toBe(1);

    const one = await call(t, 'GET', `/api/user/me/orders/${mine._id}`, asha.token);
    expectClean(one.json());
    expect(one.json().data).toMatchObject({ orderNumber: mine.orderNumber, history: [{ to: 'Created' }] });
    const pdf = await call(t, 'GET', `/api/user/me/orders/${mine._id}/invoice.pdf`, asha.token);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);

    for (const url of [`/api/user/me/orders/${mine._id}`, `/api/user/me/orders/${mine._id}/invoice.pdf`]) {
      expect((await call(t, 'GET', url, ravi.token)).json(), url).toMatchObject({ code: 'NOT_FOUND' });
      expect((await call(t, 'GET', url, admin)).statusCode, url).toBe(404);
      expect((await call(t, 'GET', url)).statusCode, url).toBe(401);
    }
    // An admin has no orders of their own; the back office's list is /api/admin/orders.
    expect((await call(t, 'GET', '/api/user/me/orders', admin)).json()).toMatchObject({ data: [], total: 0 });
  });

  it('keeps the spec’s rule on the back office’s read: the owner may read theirs, no other customer', async () => {
    const [asha, ravi] = [await customer('Asha Iyer'), await customer('Ravi Nair')];
    const id = (await placeFor(asha)).data._id;
    expect((await call(t, 'GET', `/api/admin/orders/${id}`, asha.token)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/admin/orders/${id}`, ravi.token)).statusCode).toBe(404);
  });
});

describe('order numbers elsewhere', () => {
  it('the search and a customer’s detail say orderNumber; their spec routes still say ordernumber', async () => {
    const c = await customer('Zoya Qureshi');
    const { orderNumber } = (await placeFor(c)).data;
    const found = (await call(t, 'GET', `/api/admin/search?q=${orderNumber}`, admin)).json();
    expectClean(found);
    expect(found.data.orders).toEqual([{ _id: expect.any(String), orderNumber, customerName: 'Zoya Qureshi' }]);
    const old = (await call(t, 'GET', `/api/search?q=${orderNumber}`, admin)).json();
    expect(old.data.orders).toEqual([
      { _id: expect.any(String), ordernumber: orderNumber, customerName: 'Zoya Qureshi' },
    ]);

    const detail = (await call(t, 'GET', `/api/users/${c.id}`, admin)).json();
    expect(detail.data.orders).toEqual([expect.objectContaining({ orderNumber, status: 'Created' })]);
    expect(detail.data.orders[0]).not.toHaveProperty('ordernumber');
    const spec = (await call(t, 'GET', `/api/user/${c.id}`, admin)).json();
    expect(Object.keys(spec.data.orders[0])).toEqual(['_id', 'ordernumber', 'status', 'totalPaise', 'createdAt']);
    expect(spec.data.orders[0].ordernumber).toBe(orderNumber);
  });
});
