import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../../../test/multipart.js';
import { adminWith } from '../../../../test/user-fixtures.js';
import {
  addCoupon,
  buyer,
  CAR_TAG,
  call,
  checkout,
  fillCart,
  type Json,
  KIT,
  type Shop,
  setStock,
  shopApp,
} from '../test-kit.js';

// The shop's catalogue and carts as the web app uses them: a visitor's cart priced without an
// account, merged at sign-in, a customer's saved cart, and the back office's view of carts.

let s: Shop;
beforeAll(async () => {
  s = await shopApp();
});
afterAll(async () => s?.t.close());

const line = (productId: string, quantity: number) => ({ productId, quantity });

describe('the public catalogue', () => {
  it('lists products on sale with pictures, prices, stock state, HSN and ratings; hides those off sale', async () => {
    const list = (await call(s.t, 'GET', '/api/store/products?sort=price&order=asc')).json();
    expect(list).toMatchObject({ status: true, total: 4 });
    expect(list.data[0]).toMatchObject({
      name: 'SafeSathi QR Tag — Bike',
      salePricePaise: 24900,
      inStock: true,
      lowStock: null,
      hsn: '4821',
      isTag: true,
      rating: { average: 0, count: 0 },
    });
    expect(list.data[0]).not.toHaveProperty('stock');
    // The back office takes a product off sale and counts a few left: the shop shows it at once.
    const edit = (fields: Record<string, string>) =>
      sendMultipart(s.t.app, { method: 'PUT', url: '/api/products', token: s.admin, fields });
    const off = await edit({ _id: s.ids['First-Aid Box']!, active: 'false', hsn: '300650' });
    expect(off.json().data).toMatchObject({ active: false, hsn: '300650', inStock: true });
    expect((await edit({ _id: s.ids[KIT]!, stock: '3' })).json().data).toMatchObject({ stock: 3 });
    expect((await edit({ _id: s.ids[KIT]!, hsn: '48' })).json().errors).toEqual([
      { path: 'hsn', message: 'An HSN code has 4, 6 or 8 digits' },
    ]);
    const after = (await call(s.t, 'GET', '/api/store/products')).json();
    expect(after.data.map((p: Json) => p.name)).not.toContain('First-Aid Box');
    expect(after.data.find((p: Json) => p.name === KIT)).toMatchObject({ inStock: true, lowStock: 3 });
    expect((await call(s.t, 'GET', `/api/store/products/${s.ids['First-Aid Box']}`)).statusCode).toBe(404);
    await edit({ _id: s.ids[KIT]!, stock: '0' });
    const inStock = (await call(s.t, 'GET', '/api/store/products?inStock=true')).json();
    expect(inStock.data.map((p: Json) => p.name)).not.toContain(KIT);
    await edit({ _id: s.ids[KIT]!, stock: '50' });
    await edit({ _id: s.ids['First-Aid Box']!, active: 'true' });
  });
});

describe('a visitor’s cart', () => {
  it('is priced by the server without an account: sale prices, coupon, shipping and tax from the settings', async () => {
    await addCoupon(s, { discountName: 'SAVE10', percentDiscount: 10, maxCap: 1000 });
    const res = await call(s.t, 'POST', '/api/cart/quote', undefined, {
      lines: [line(s.ids[CAR_TAG]!, 1), line(s.ids[CAR_TAG]!, 1), line(s.ids[KIT]!, 1)],
      couponCode: 'save10',
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json().data;
    expect(cart.lines.map((l: Json) => [l.name, l.quantity, l.unitPricePaise])).toEqual([
      [CAR_TAG, 2, 29900],
      [KIT, 1, 149900],
    ]);
    // 2097 − 209.70 + 50 = 1937.30, GST included (295.52 of it), not added on top.
    expect(cart.coupon).toMatchObject({ code: 'SAVE10', discountPaise: 20970 });
    expect(cart.totals).toMatchObject({
      subtotalPaise: 209700,
      discountPaise: 20970,
      taxPaise: 29552,
      shippingPaise: 5000,
      totalPaise: 193730,
      taxIncluded: true,
    });
    expect(cart).toMatchObject({ ready: true, itemCount: 3, updatedAt: null });
  });

  it('is merged into the saved cart at sign-in: quantities added, capped to the stock, each change said', async () => {
    const b = await buyer(s.t);
    await fillCart(s.t, b.token, [[s.ids[CAR_TAG]!, 1]]);
    await setStock(s.t, s.ids[KIT]!, 2);
    const res = await call(s.t, 'POST', '/api/cart/merge', b.token, {
      lines: [line(s.ids[CAR_TAG]!, 2), line(s.ids[KIT]!, 5)],
      couponCode: 'SAVE10',
    });
    const cart = res.json().data;
    expect(cart.lines.map((l: Json) => [l.name, l.quantity, l.available])).toEqual([
      [CAR_TAG, 3, true],
      [KIT, 2, true],
    ]);
    expect(cart.notices).toEqual(['Only 2 of “Roadside Safety Kit” are left: your cart has 2.']);
    expect(cart.couponCode).toBe('SAVE10');
    // It survives: the next read (another device, a reload) has it.
    expect((await call(s.t, 'GET', '/api/cart', b.token)).json().data).toMatchObject({
      itemCount: 5,
      couponCode: 'SAVE10',
    });
    await setStock(s.t, s.ids[KIT]!, 50);
  });

  it('marks a line whose product went off sale or out of stock, leaves it out of the totals, and is not ready', async () => {
    const b = await buyer(s.t);
    await fillCart(s.t, b.token, [
      [s.ids[CAR_TAG]!, 1],
      [s.ids[KIT]!, 1],
    ]);
    await setStock(s.t, s.ids[KIT]!, 0);
    const cart = (await call(s.t, 'GET', '/api/cart', b.token)).json().data;
    expect(cart.lines[1]).toMatchObject({ available: false, problem: '“Roadside Safety Kit” is out of stock.' });
    expect(cart.totals.subtotalPaise).toBe(29900);
    expect(cart.ready).toBe(false);
    const res = await call(s.t, 'POST', '/api/checkout', b.token, { addressId: b.addressId, method: 'online' });
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', errors: [{ path: 'lines.1' }] });
    await setStock(s.t, s.ids[KIT]!, 50);
  });

  it('refuses what is not a cart, and admins and visitors have none', async () => {
    const b = await buyer(s.t);
    const bad = await call(s.t, 'PUT', '/api/cart', b.token, { lines: [line('nope', 0)] });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: Json) => e.path)
        .sort(),
    ).toEqual(['lines.0.productId', 'lines.0.quantity']);
    expect((await call(s.t, 'GET', '/api/cart', s.admin)).statusCode).toBe(403);
    expect((await call(s.t, 'GET', '/api/cart')).statusCode).toBe(401);
  });
});

describe('carts in the back office', () => {
  it('lists open and abandoned carts with customer, items, value and age, for viewCart only', async () => {
    const b = await buyer(s.t, 'Delhi', 'Ishaan Rao');
    await fillCart(s.t, b.token, [
      [s.ids[CAR_TAG]!, 2],
      [s.ids[KIT]!, 1],
    ]);
    const { token: viewer } = await adminWith(s.t, ['viewCart']);
    const { token: other } = await adminWith(s.t, ['viewOrder']);
    expect((await call(s.t, 'GET', '/api/carts', other)).statusCode).toBe(403);
    const open = (await call(s.t, 'GET', '/api/carts?state=open&sort=value&order=desc', viewer)).json();
    const mine = open.data.find((c: Json) => c.customer.name === 'Ishaan Rao');
    expect(mine).toMatchObject({
      customer: { _id: b.id, phone: b.phone },
      items: [
        { name: CAR_TAG, quantity: 2 },
        { name: KIT, quantity: 1 },
      ],
      itemCount: 3,
      valuePaise: 209700,
      value: 2097,
      state: 'open',
    });
    expect((await call(s.t, 'GET', '/api/carts?state=abandoned', viewer)).json().data).toEqual([]);
    s.t.clock.advance(25 * 3600);
    const abandoned = (await call(s.t, 'GET', '/api/carts?state=abandoned', viewer)).json();
    const later = abandoned.data.find((c: Json) => c.customer.name === 'Ishaan Rao');
    expect(later).toMatchObject({ state: 'abandoned' });
    expect(later.ageHours).toBeGreaterThanOrEqual(25);
  });
});

describe('a buyer’s review', () => {
  it('is taken only from a customer with a delivered order of the product, once', async () => {
    const b = await buyer(s.t, 'Delhi', 'Rohit Menon');
    const review = { starRating: 4, reviewText: 'Sturdy sticker, the QR scans at once.' };
    const url = `/api/products/${s.ids[CAR_TAG]}/reviews`;
    expect((await call(s.t, 'POST', url, b.token, review)).json()).toMatchObject({ code: 'FORBIDDEN' });
    const { order, payment } = (
      await (async () => {
        await fillCart(s.t, b.token, [[s.ids[CAR_TAG]!, 1]]);
        return call(s.t, 'POST', '/api/checkout', b.token, { addressId: b.addressId, method: 'online' });
      })()
    ).json().data;
    await s.fake.pay(payment.orderId);
    for (const status of ['Shipped', 'Delivered'])
      await call(s.t, 'PUT', '/api/order', s.admin, {
        orderId: order._id,
        status,
        courier: 'Delhivery',
        trackingNumber: 'DLV1',
      });
    const res = await call(s.t, 'POST', url, b.token, review);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Rohit M.', starRating: 4, verifiedBuyer: true });
    expect((await call(s.t, 'POST', url, b.token, review)).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You have already reviewed this product.',
    });
    const page = (await call(s.t, 'GET', `/api/store/products/${s.ids[CAR_TAG]}`)).json().data;
    expect(page.rating).toMatchObject({ count: 1, average: 4 });
    expect(page.reviews[0]).toMatchObject({ name: 'Rohit M.', verifiedBuyer: true });
  });

  it('a verified buyer’s review carries the account’s first name and initial, never a posted name', async () => {
    const b = await buyer(s.t, 'Delhi', 'Kavya Raghunathan');
    const url = `/api/products/${s.ids[KIT]}/reviews`;
    await fillCart(s.t, b.token, [[s.ids[KIT]!, 1]]);
    const { order, payment } = (await checkout(s.t, b)).json().data;
    await s.fake.pay(payment.orderId);
    for (const status of ['Shipped', 'Delivered'])
      await call(s.t, 'PUT', '/api/order', s.admin, {
        orderId: order._id,
        status,
        courier: 'Delhivery',
        trackingNumber: 'DLV1',
      });
    const res = await call(s.t, 'POST', url, b.token, {
      starRating: 5,
      reviewText: 'Best kit.',
      name: 'SafeSathi Official Support',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.name).toBe('Kavya R.');
    const shown = (await call(s.t, 'GET', `/api/store/products/${s.ids[KIT]}`)).json().data.reviews;
    expect(shown.find((r: Json) => r.reviewText === 'Best kit.')).toMatchObject({
      name: 'Kavya R.',
      verifiedBuyer: true,
    });
    expect(JSON.stringify(shown)).not.toContain('SafeSathi Official Support');
  });
});
