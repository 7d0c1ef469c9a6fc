import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { createUploadTestApp } from '../../../test/multipart.js';
import { call } from '../../../test/request.js';
import type { TestApp } from '../../../test/test-app.js';
import { addresses, coupons, notifications, orders, products } from '../../platform/db/schema.js';
import type { FakeRazorpay } from '../../platform/payments/fake-razorpay.js';
import type { SmsProvider } from '../../platform/sms/index.js';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers read loosely in tests
export type Json = any;

export const CAR_TAG = 'SafeSathi QR Tag — Car'; // ₹499, sells at ₹299, HSN 4821
export const KIT = 'Roadside Safety Kit'; // ₹1,499, HSN 6307

export interface Shop {
  t: TestApp;
  admin: string;
  fake: FakeRazorpay;
  ids: Record<string, string>;
}

/**
 * The demo shop with the fake Razorpay running in process (its webhooks reach the app's route);
 * `sms`: a gateway that records the texts sent.
 */
export async function shopApp(sms?: SmsProvider): Promise<Shop> {
  // Uploads (a return's photo) go to a temporary folder of their own.
  const t = await createUploadTestApp({
    seedDemo: true,
    sms,
    // The clock jumps days ahead (return windows, expiry): sign-ins must outlive that.
    config: { payments: { provider: { kind: 'fake' }, pendingMinutes: 60 }, tokenTtlSeconds: 90 * 24 * 3600 },
  });
  const admin = await t.signIn(t.config.adminPhone);
  const ids: Record<string, string> = {};
  for (const p of await t.database.db.select().from(products)) ids[p.name] = p.id;
  return { t, admin, fake: t.app.services.payments.fake!, ids };
}

/**
 * The demo shop for a test file: made before its tests (cash on delivery switched on with `cod`, texts
 * recorded by `sms`),
 * closed after them. The answer is filled in when the tests start, so use it inside them only.
 */
export function withShop(o: { cod?: boolean; sms?: SmsProvider } = {}): Shop {
  const s = {} as Shop;
  beforeAll(async () => {
    Object.assign(s, await shopApp(o.sms));
    if (o.cod) await enableCod(s);
  });
  afterAll(async () => s.t?.close());
  return s;
}

// The API tests' one request helper, re-exported for the shop tests that import it from here.
export { call };

/** A new customer, signed in, with an address in `state` (Delhi: the demo seller's state). */
export async function buyer(t: TestApp, state = 'Delhi', name = 'Meera Kapoor') {
  const user = await insertUser(t.database.db, { usertype: 'Customer', name });
  const [address] = await t.database.db
    .insert(addresses)
    .values({ userId: user.id, streetAdd: '7 Lodhi Road', city: 'New Delhi', state, pincode: '110003' })
    .returning();
  return { id: user.id, phone: user.phone, token: await t.signIn(user.phone), addressId: address!.id };
}

/** Where a customer has their orders sent. */
export type AddressFields = Pick<typeof addresses.$inferInsert, 'streetAdd' | 'city' | 'state' | 'pincode'>;

/**
 * A new customer at `address` (not signed in: no sign-in code among their texts), and `count`
 * orders of one First-Aid Box placed for them from the back office (`POST /api/order`).
 */
export async function ordersPlacedFor(t: TestApp, admin: string, name: string, address: AddressFields, count = 1) {
  const customer = await insertUser(t.database.db, { usertype: 'Customer', name });
  const [row] = await t.database.db
    .insert(addresses)
    .values({ userId: customer.id, ...address })
    .returning();
  const [product] = await t.database.db.select().from(products).where(eq(products.name, 'First-Aid Box'));
  const placed: { _id: string; orderNumber: string }[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call(t, 'POST', '/api/order', admin, {
      customerId: customer.id,
      shippingAddressId: row!.id,
      productList: [{ _id: product!.id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    placed.push(res.json().data);
  }
  return { customer, placed };
}

export async function fillCart(t: TestApp, token: string, lines: [string, number][], couponCode?: string) {
  const res = await call(t, 'PUT', '/api/cart', token, {
    lines: lines.map(([productId, quantity]) => ({ productId, quantity })),
    couponCode,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export async function checkout(t: TestApp, b: { token: string; addressId: string }, body: object = {}) {
  return call(t, 'POST', '/api/checkout', b.token, { addressId: b.addressId, method: 'online', ...body });
}

/** A cart and an online checkout: the order waiting for payment and the checkout's options. */
export async function pendingOrder(
  s: Shop,
  b: { token: string; addressId: string },
  lines: [string, number][],
  couponCode?: string,
) {
  await fillCart(s.t, b.token, lines, couponCode);
  const res = await checkout(s.t, b);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { order: Json; payment: Json };
}

export const verify = (t: TestApp, token: string, fields: Record<string, string>) =>
  call(t, 'POST', '/api/checkout/verify', token, fields);

export async function stockOf(t: TestApp, productId: string): Promise<number | null> {
  const [p] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return p!.stock;
}

export async function setStock(t: TestApp, productId: string, stock: number | null) {
  await t.database.db.update(products).set({ stock }).where(eq(products.id, productId));
}

export async function orderRow(t: TestApp, id: string) {
  const [o] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return o!;
}

/** The texts queued to a phone, oldest first. */
export async function textsTo(t: TestApp, phone: string): Promise<string[]> {
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.phone, phone));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((r) => r.body);
}

export async function usesOf(t: TestApp, code: string): Promise<number> {
  const [c] = await t.database.db.select().from(coupons).where(eq(coupons.discountName, code));
  return c!.usedCount;
}

export async function addCoupon(s: Shop, fields: Record<string, unknown>) {
  const expiry = new Date(s.t.clock.now().getTime() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const res = await call(s.t, 'POST', '/api/discount', s.admin, {
    percentDiscount: 10,
    maxCap: 100,
    maxUsage: 5,
    expiryDate: expiry,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
}

export async function enableCod(s: Shop, on = true) {
  const res = await call(s.t, 'PUT', '/api/settings', s.admin, { codEnabled: on });
  expect(res.statusCode, res.body).toBe(200);
}
