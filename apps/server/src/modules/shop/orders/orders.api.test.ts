import { addDays, kolkataDay } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/request.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { twoCustomersWithAddresses } from '../../../../test/user-fixtures.js';
import { auditLog, coupons, orders, products } from '../../../platform/db/schema.js';
import { DEMO_CUSTOMER_PHONE } from '../../../seed.js';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers read loosely in tests
type Json = any;

let t: TestApp;
let admin: string;
let customer: { id: string; token: string; addressId: string };
let other: { id: string; token: string; addressId: string };
const p: Record<string, string> = {};

beforeAll(async () => {
  // The clock jumps weeks ahead between requests here (return windows); sign-ins must outlive that.
  t = await createTestApp({ seedDemo: true, config: { tokenTtlSeconds: 90 * 24 * 3600 } });
  admin = await t.signIn(t.config.adminPhone);
  const db = t.database.db;
  ({ first: customer, second: other } = await twoCustomersWithAddresses(t));
  for (const row of await db.select().from(products)) p[row.name] = row.id;
});
afterAll(async () => t?.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** A move to Shipped carries its courier and tracking number (ADR 0059). */
const TRACKING = { courier: 'Delhivery', trackingNumber: 'DLV900001' };
const CAR_TAG = 'SafeSathi QR Tag — Car'; // ₹499, sells at ₹299
const KIT = 'Roadside Safety Kit'; // ₹1,499
const today = () => kolkataDay(t.clock.now());
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

async function addCoupon(discountName: string, fields: object = {}) {
  const res = await call(t, 'POST', '/api/discount', admin, {
    discountName,
    percentDiscount: 10,
    maxCap: 100,
    maxUsage: 5,
    expiryDate: addDays(today(), 10),
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function placeOrder(fields: object = {}): Promise<Json> {
  const res = await call(t, 'POST', '/api/order', admin, {
    customerId: customer.id,
    shippingAddressId: customer.addressId,
    productList: [{ _id: p[CAR_TAG], quantity: 1 }],
    deliveryDate: ddmmyyyy(addDays(today(), 5)),
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const couponUses = async (id: string) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.usedCount;

describe('placing an order', () => {
  it('prices two products and a coupon on the server, ignoring a sent amount, and numbers it', async () => {
    const coupon = await addCoupon('WELCOME10');
    const res = await call(t, 'POST', '/api/order', admin, {
      customerId: customer.id,
      shippingAddressId: customer.addressId,
      productList: [
        { _id: p[CAR_TAG], name: 'ignored', price: 1, quantity: 2 },
        { _id: p[KIT], quantity: 1 },
      ],
      deliveryDate: ddmmyyyy(addDays(today(), 6)),
      couponCode: 'welcome10',
      orderAmount: 1,
      ordernumber: 'HACKED',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(res.json().status).toBe(true);
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^ORD-\d{6}$/),
      status: 'Created',
      customerId: { _id: customer.id, name: 'Aarav Sharma', phone: DEMO_CUSTOMER_PHONE },
      shippingAddressId: {
        _id: customer.addressId,
        streetAdd: '14 Janpath Road',
        city: 'New Delhi',
        pincode: '110001',
      },
      deliveryDate: addDays(today(), 6),
      allowedMoves: ['Shipped', 'Cancelled'],
    });
    expect(order.ordernumber).toBe(order.orderNumber);
    expect(order.productList).toEqual([
      { _id: p[CAR_TAG], name: CAR_TAG, price: 299, unitPricePaise: 29900, quantity: 2, lineTotalPaise: 59800 },
      { _id: p[KIT], name: KIT, price: 1499, unitPricePaise: 149900, quantity: 1, lineTotalPaise: 149900 },
    ]);
    // 2 × 299 + 1499 = 2097; coupon 10 % = 209.70 capped at 100; shipping 50: 2047, GST included
    // (18 % worked out of each line after its coupon share and of shipping: invoice-tax.test.ts).
    expect(order.totals).toEqual({
      subtotal: 2097,
      discount: 100,
      couponCode: 'WELCOME10',
      shipping: 50,
      tax: 312.26,
      total: 2047,
      subtotalPaise: 209700,
      discountPaise: 10000,
      shippingPaise: 5000,
      taxPaise: 31226,
      totalPaise: 204700,
      taxIncluded: true,
    });
    expect(order.orderAmount).toBe(2047);
    expect(order.history).toMatchObject([{ from: null, to: 'Created', by: { name: 'Super Admin' } }]);
    expect(await couponUses(coupon._id)).toBe(1);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, order._id))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create']);

    const quote = await call(t, 'POST', '/api/order/quote', admin, {
      productList: [
        { _id: p[CAR_TAG], quantity: 2 },
        { _id: p[KIT], quantity: 1 },
      ],
      couponCode: 'WELCOME10',
    });
    expect(quote.json().data.totals).toEqual(order.totals);
    expect(await couponUses(coupon._id)).toBe(1);
  });

  it('numbers orders from one sequence', async () => {
    const a = await placeOrder();
    const b = await placeOrder();
    expect(Number(b.orderNumber.slice(4))).toBe(Number(a.orderNumber.slice(4)) + 1);
  });

  it('refuses an address of another customer, unknown ids, no products and bad dates', async () => {
    const theirs = await call(t, 'POST', '/api/order', admin, {
      customerId: customer.id,
      shippingAddressId: other.addressId,
      productList: [{ _id: p[KIT] }],
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors).toEqual([
      { path: 'shippingAddressId', message: 'This address is not one of Aarav Sharma’s addresses.' },
    ]);
    const base = { customerId: customer.id, shippingAddressId: customer.addressId, productList: [{ _id: p[KIT] }] };
    expect((await call(t, 'POST', '/api/order', admin, { ...base, customerId: UNKNOWN })).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/order', admin, { ...base, shippingAddressId: UNKNOWN })).statusCode).toBe(404);
    const noProduct = await call(t, 'POST', '/api/order', admin, { ...base, productList: [{ _id: UNKNOWN }] });
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json().errors).toEqual([{ path: 'productList.0._id', message: 'Not found' }]);
    const empty = await call(t, 'POST', '/api/order', admin, { ...base, productList: [] });
    expect(empty.json().errors).toEqual([{ path: 'productList', message: 'Choose at least one product' }]);
    const zero = await call(t, 'POST', '/api/order', admin, { ...base, productList: [{ _id: p[KIT], quantity: 0 }] });
    expect(zero.json().errors[0].path).toBe('productList.0.quantity');
    const badDay = await call(t, 'POST', '/api/order', admin, { ...base, deliveryDate: '31/02/2030' });
    expect(badDay.json().errors).toEqual([{ path: 'deliveryDate', message: 'Enter the delivery date as DD/MM/YYYY' }]);
    const past = await call(t, 'POST', '/api/order', admin, { ...base, deliveryDate: addDays(today(), -1) });
    expect(past.json().errors).toEqual([{ path: 'deliveryDate', message: 'The delivery date cannot be in the past.' }]);
  });

  it('refuses unknown, expired and used-up coupons with their own codes, creating nothing', async () => {
    const count = async () => (await t.database.db.select().from(orders)).length;
    const before = await count();
    const unknown = await call(t, 'POST', '/api/order', admin, {
      customerId: customer.id,
      shippingAddressId: customer.addressId,
      productList: [{ _id: p[KIT] }],
      couponCode: 'NOSUCH',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('COUPON_UNKNOWN');

    const once = await addCoupon('ONCEONLY', { maxUsage: 1 });
    await placeOrder({ couponCode: 'ONCEONLY' });
    const usedUp = await call(t, 'POST', '/api/order', admin, {
      customerId: customer.id,
      shippingAddressId: customer.addressId,
      productList: [{ _id: p[KIT] }],
      couponCode: 'ONCEONLY',
    });
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json()).toMatchObject({ code: 'COUPON_USED_UP', errors: [{ path: 'couponCode' }] });
    expect(await couponUses(once._id)).toBe(1);

    await addCoupon('SHORTLIVED', { expiryDate: today() });
    t.clock.advance(2 * 24 * 3600);
    const expired = await call(t, 'POST', '/api/order', admin, {
      customerId: customer.id,
      shippingAddressId: customer.addressId,
      productList: [{ _id: p[KIT] }],
      couponCode: 'SHORTLIVED',
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('COUPON_EXPIRED');
    expect(await count()).toBe(before + 1);
  });

  it('gives the last use of a coupon to only one of two orders placed at once', async () => {
    const last = await addCoupon('LASTONE', { maxUsage: 1 });
    const body = {
      customerId: customer.id,
      shippingAddressId: customer.addressId,
      productList: [{ _id: p[KIT] }],
      couponCode: 'LASTONE',
    };
    const results = await Promise.all([
      call(t, 'POST', '/api/order', admin, body),
      call(t, 'POST', '/api/order', admin, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await couponUses(last._id)).toBe(1);
  });
});

describe('editing and moving an order', () => {
  it('reprices edited lines, swaps the coupon, and keeps the untouched fields', async () => {
    const a = await addCoupon('SWAPA', { percentDiscount: 5 });
    const b = await addCoupon('SWAPB', { percentDiscount: 20, maxCap: 1000 });
    const order = await placeOrder({ couponCode: 'SWAPA' });
    const edit = await call(t, 'PUT', '/api/order', admin, {
      orderId: order._id,
      status: 'Created',
      customerId: customer.id,
      shippingAddressId: customer.addressId,
      productList: [{ _id: p[CAR_TAG], quantity: 3 }],
      couponCode: 'SWAPB',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const data = edit.json().data;
    expect(data.productList).toMatchObject([{ quantity: 3, lineTotalPaise: 89700 }]);
    expect(data.totals).toMatchObject({ subtotalPaise: 89700, discountPaise: 17940, couponCode: 'SWAPB' });
    expect(data.deliveryDate).toBe(order.deliveryDate);
    expect(await couponUses(a._id)).toBe(0);
    expect(await couponUses(b._id)).toBe(1);

    const removed = await call(t, 'PUT', '/api/order', admin, { orderId: order._id, couponCode: '' });
    expect(removed.json().data.totals).toMatchObject({ discountPaise: 0, couponCode: null });
    expect(await couponUses(b._id)).toBe(0);
  });

  it('moves Created → Shipped → Delivered, recording who and when, and the summary cards follow', async () => {
    const summary = async () => (await call(t, 'GET', '/api/orders/summary', admin)).json().data;
    const before = await summary();
    const order = await placeOrder();
    expect(await summary()).toMatchObject({ total: before.total + 1, pending: before.pending + 1 });

    const skip = await call(t, 'PUT', '/api/order', admin, { orderId: order._id, status: 'Delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({
      code: 'ILLEGAL_STATUS_CHANGE',
      message: 'A Created order can only move to Shipped or Cancelled, not Delivered.',
    });

    const shipped = await call(t, 'PUT', '/api/order', admin, {
      orderId: order._id,
      status: 'Shipped',
      courier: 'Delhivery',
      trackingNumber: 'AWB123',
      note: 'Courier AWB 123',
    });
    expect(shipped.json().data).toMatchObject({ status: 'Shipped', allowedMoves: ['Delivered', 'Returned'] });
    expect(await summary()).toMatchObject({ pending: before.pending, Shipped: before.Shipped + 1 });

    const lateEdit = await call(t, 'PUT', '/api/order', admin, {
      orderId: order._id,
      productList: [{ _id: p[KIT], quantity: 1 }],
    });
    expect(lateEdit.statusCode).toBe(409);
    expect(lateEdit.json().code).toBe('CONFLICT');

    // The dialog sends every field with the new status; unchanged fields are not edits.
    const delivered = await call(t, 'PUT', '/api/order', admin, {
      orderId: order._id,
      status: 'Delivered',
      customerId: customer.id,
      shippingAddressId: customer.addressId,
      productList: [{ _id: p[CAR_TAG], quantity: 1 }],
      deliveryDate: ddmmyyyy(order.deliveryDate),
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const deliveredAt = new Date(delivered.json().data.actualDeliveryDate).getTime();
    expect(Math.abs(deliveredAt - t.clock.now().getTime())).toBeLessThan(5000);
    expect(delivered.json().data.allowedMoves).toEqual(['Returned']);
  });

  it('records the history with names and returns a delivered order only within 7 days', async () => {
    const order = await placeOrder();
    await call(t, 'PUT', '/api/order', admin, { orderId: order._id, status: 'Shipped', ...TRACKING });
    await call(t, 'PUT', '/api/order', admin, { orderId: order._id, status: 'Delivered' });
    const detail = (await call(t, 'GET', `/api/orders/${order._id}`, admin)).json().result;
    expect(detail.history.map((h: Json) => `${h.from}→${h.to}`)).toEqual([
      'null→Created',
      'Created→Shipped',
      'Shipped→Delivered',
    ]);
    expect(detail.history[2].by).toMatchObject({ name: 'Super Admin' });
    expect(detail.actualDeliveryDate).not.toBeNull();

    t.clock.advance(8 * 24 * 3600);
    const late = await call(t, 'PUT', '/api/order', admin, { orderId: order._id, status: 'Returned' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/more than 7 days ago/);

    const fresh = await placeOrder();
    await call(t, 'PUT', '/api/order', admin, { orderId: fresh._id, status: 'Shipped', ...TRACKING });
    await call(t, 'PUT', '/api/order', admin, { orderId: fresh._id, status: 'Delivered' });
    t.clock.advance(6 * 24 * 3600);
    const returned = await call(t, 'PUT', '/api/order', admin, { orderId: fresh._id, status: 'Returned' });
    expect(returned.json().data).toMatchObject({ status: 'Returned', allowedMoves: [] });
    const final = await call(t, 'PUT', '/api/order', admin, { orderId: fresh._id, status: 'Shipped' });
    expect(final.json().message).toBe('A Returned order is final; its status cannot change.');
  });

  it('gives the coupon’s use back when an order is cancelled', async () => {
    const c = await addCoupon('CANCELME');
    const order = await placeOrder({ couponCode: 'CANCELME' });
    expect(await couponUses(c._id)).toBe(1);
    const res = await call(t, 'PUT', '/api/order', admin, { orderId: order._id, status: 'Cancelled' });
    expect(res.json().data.status).toBe('Cancelled');
    expect(await couponUses(c._id)).toBe(0);
  });

  it('answers 404 for an unknown order and 400 for an unknown status', async () => {
    expect((await call(t, 'PUT', '/api/order', admin, { orderId: UNKNOWN, status: 'Shipped' })).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/orders/${UNKNOWN}`, admin)).statusCode).toBe(404);
    const order = await placeOrder();
    expect((await call(t, 'PUT', '/api/order', admin, { orderId: order._id, status: 'Patched' })).statusCode).toBe(400);
  });
});
