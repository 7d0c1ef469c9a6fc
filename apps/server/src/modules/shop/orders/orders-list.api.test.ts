import { addDays, kolkataDay } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/request.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { twoCustomersWithAddresses } from '../../../../test/user-fixtures.js';
import { products } from '../../../platform/db/schema.js';
import { exportOrdersCsv } from './orders-report.service.js';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers read loosely in tests
type Json = any;

let t: TestApp;
let admin: string;
let aarav: { id: string; token: string; addressId: string };
let kavya: { id: string; token: string; addressId: string; phone: string };
let kit: string;
const placed: Json[] = [];

/** Two customers; orders placed over three days: Aarav 2 (one shipped), Kavya 1. */
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await t.signIn(t.config.adminPhone);
  const db = t.database.db;
  ({ first: aarav, second: kavya } = await twoCustomersWithAddresses(t));
  kit = (await db.select().from(products).where(eq(products.name, 'Roadside Safety Kit')))[0]!.id;

  for (const who of [aarav, aarav, kavya]) {
    const res = await call(t, 'POST', '/api/order', admin, {
      customerId: who.id,
      shippingAddressId: who.addressId,
      productList: [{ _id: kit, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    placed.push(res.json().data);
    t.clock.advance(24 * 3600);
  }
  await call(t, 'PUT', '/api/order', admin, {
    orderId: placed[1]._id,
    status: 'Shipped',
    courier: 'Delhivery',
    trackingNumber: 'DLV1',
  });
});
afterAll(async () => t?.close());

const numbers = (res: { json(): Json }) => res.json().data.map((o: Json) => o.orderNumber);

describe('orders list', () => {
  it('lists orders newest first, populated with customer, address and products', async () => {
    const res = await call(t, 'GET', '/api/orders', admin);
    expect(res.json()).toMatchObject({ status: true, total: 3, page: 1, limit: 100 });
    expect(numbers(res)).toEqual([placed[2].orderNumber, placed[1].orderNumber, placed[0].orderNumber]);
    expect(res.json().data[0]).toMatchObject({
      customerId: { _id: kavya.id, name: 'Kavya Iyer' },
      shippingAddressId: { _id: kavya.addressId, city: 'Bengaluru' },
      productList: [{ _id: kit, name: 'Roadside Safety Kit', price: 1499, quantity: 1 }],
      orderAmount: expect.any(Number),
      status: 'Created',
    });
    expect(res.json().data[0].history).toBeUndefined();
  });

  it('filters by status and searches order number, customer name and phone', async () => {
    expect(numbers(await call(t, 'GET', '/api/orders?status=Shipped', admin))).toEqual([placed[1].orderNumber]);
    expect(numbers(await call(t, 'GET', `/api/orders?search=${placed[0].orderNumber.toLowerCase()}`, admin))).toEqual([
      placed[0].orderNumber,
    ]);
    expect((await call(t, 'GET', '/api/orders?search=kavya', admin)).json().total).toBe(1);
    expect((await call(t, 'GET', `/api/orders?search=${kavya.phone.slice(3, 8)}`, admin)).json().total).toBe(1);
    expect((await call(t, 'GET', '/api/orders?search=aarav%20sharma', admin)).json().total).toBe(2);
    expect((await call(t, 'GET', '/api/orders?search=50%25', admin)).json().total).toBe(0);
    expect((await call(t, 'GET', '/api/orders?status=Lost', admin)).statusCode).toBe(400);
  });

  it('filters by Indian days, given as DD/MM/YYYY or YYYY-MM-DD', async () => {
    const first = kolkataDay(new Date(placed[0].createdAt));
    const second = kolkataDay(new Date(placed[1].createdAt));
    const fromSecond = await call(t, 'GET', `/api/orders?from=${second}`, admin);
    expect(numbers(fromSecond)).toEqual([placed[2].orderNumber, placed[1].orderNumber]);
    const ddmm = first.split('-').reverse().join('/');
    expect(numbers(await call(t, 'GET', `/api/orders?from=${ddmm}&to=${ddmm}`, admin))).toEqual([
      placed[0].orderNumber,
    ]);
    expect((await call(t, 'GET', '/api/orders?from=99/99/2026', admin)).statusCode).toBe(400);
  });

  it('paginates and sorts', async () => {
    const page2 = await call(t, 'GET', '/api/orders?page=2&limit=2', admin);
    expect(page2.json()).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(numbers(page2)).toEqual([placed[0].orderNumber]);
    expect(numbers(await call(t, 'GET', '/api/orders?sort=orderNumber&order=asc', admin))[0]).toBe(
      placed[0].orderNumber,
    );
  });

  it('answers the summary cards and a zero-filled count per day', async () => {
    expect((await call(t, 'GET', '/api/orders/summary', admin)).json()).toEqual({
      status: true,
      data: { total: 3, pending: 2, Shipped: 1, cencel: 0 },
    });
    const daily = (await call(t, 'GET', '/api/orders/daily?days=5', admin)).json().data;
    const today = kolkataDay(t.clock.now());
    expect(daily.map((d: Json) => d.date)).toEqual([-4, -3, -2, -1, 0].map((n) => addDays(today, n)));
    expect(daily.reduce((a: number, d: Json) => a + d.count, 0)).toBe(3);
    expect(daily.at(-1).count).toBe(0);
    expect((await call(t, 'GET', '/api/orders/daily', admin)).json().data).toHaveLength(30);
    expect((await call(t, 'GET', '/api/orders/daily?days=0', admin)).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV with amounts in rupees', async () => {
    const res = await call(t, 'GET', '/api/orders.csv?search=aarav', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order Number,Order Date,Customer,Phone,Products,Status,Delivery Date,Delivered On,Subtotal,Coupon,Discount,Shipping,GST,GST included,Total',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${placed[1].orderNumber},`);
    expect(lines[1]).toContain('Roadside Safety Kit × 1,Shipped');
    expect(lines[1]).toContain(',1499.00,');
    // A new order's price includes GST: the GST column is the part of the total that is tax.
    expect(lines[1]).toMatch(/,\d+\.\d{2},yes,\d+\.\d{2}$/);
  });
});

describe('the orders CSV', () => {
  const csvNumbers = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[0]);

  it('lists the orders in the sort and order the list shows', async () => {
    for (const query of ['sort=orderNumber&order=asc', 'sort=total&order=desc', 'sort=createdAt&order=asc', '']) {
      const shown = numbers(await call(t, 'GET', `/api/orders?${query}`, admin));
      expect(csvNumbers((await call(t, 'GET', `/api/orders.csv?${query}`, admin)).body), query).toEqual(shown);
    }
    expect(csvNumbers((await call(t, 'GET', '/api/orders.csv?sort=orderNumber&order=asc', admin)).body)).toEqual(
      placed.map((o) => o.orderNumber),
    );
  });

  it('walks a sort with empty values one row at a time without losing or repeating a row', async () => {
    // One order with a delivery date, two without: empty dates go last going up, first going down.
    const res = await call(t, 'PUT', '/api/order', admin, { orderId: placed[2]._id, deliveryDate: '15/12/2030' });
    expect(res.statusCode, res.body).toBe(200);
    for (const order of ['asc', 'desc'] as const) {
      const shown = numbers(await call(t, 'GET', `/api/orders?sort=deliveryDate&order=${order}`, admin));
      let csv = '';
      for await (const chunk of exportOrdersCsv(t.database.db, { sort: 'deliveryDate', order }, 1)) csv += chunk;
      expect(csvNumbers(csv)).toEqual(shown);
      expect(shown.indexOf(placed[2].orderNumber)).toBe(order === 'asc' ? 0 : 2);
    }
  });
});

describe('who may read an order', () => {
  it('lets a customer read their own orders, detail and invoice, and nobody else’s', async () => {
    const mine = await call(t, 'GET', '/api/my/orders', aarav.token);
    expect(mine.json()).toMatchObject({ status: true, total: 2 });
    const theirs = placed[2];
    expect((await call(t, 'GET', `/api/orders/${placed[0]._id}`, aarav.token)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/orders/${theirs._id}`, aarav.token)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/orders/${theirs._id}/invoice.pdf`, aarav.token)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/orders', aarav.token)).statusCode).toBe(403);
  });

  it('answers the detail at /orders/{id} too, as the spec’s second client reads it', async () => {
    const res = await call(t, 'GET', `/orders/${placed[0]._id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, result: { _id: placed[0]._id, history: [{ to: 'Created' }] } });
    expect((await t.app.inject({ method: 'GET', url: `/orders/${placed[0]._id}` })).statusCode).toBe(401);
  });

  it('renders a PDF invoice', async () => {
    const res = await call(t, 'GET', `/api/orders/${placed[1]._id}/invoice.pdf`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="invoice-${placed[1].orderNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2000);
  });
});
