import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  CAR_TAG,
  call,
  checkout,
  enableCod,
  fillCart,
  type Json,
  KIT,
  orderRow,
  pendingOrder,
  type Shop,
  shopApp,
  stockOf,
  textsTo,
  verify,
} from '../test-kit.js';

let s: Shop;
beforeAll(async () => {
  s = await shopApp();
});
afterAll(async () => s?.t.close());

const adminList = async (query = '') => (await call(s.t, 'GET', `/api/orders${query}`, s.admin)).json();

describe('checkout with cash on delivery', () => {
  it('is refused while the setting is off, then places the order at once: stock, invoice number, text, empty cart', async () => {
    const b = await buyer(s.t);
    await enableCod(s, false);
    await fillCart(s.t, b.token, [
      [s.ids[CAR_TAG]!, 2],
      [s.ids[KIT]!, 1],
    ]);
    const off = await checkout(s.t, b, { method: 'cod' });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'PAYMENT_UNAVAILABLE', errors: [{ path: 'method' }] });

    await enableCod(s);
    const tags = await stockOf(s.t, s.ids[CAR_TAG]!);
    const res = await checkout(s.t, b, { method: 'cod', expectedTotalPaise: 214700 });
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = res.json().data;
    expect(payment).toBeNull();
    // 2 × 299 + 1499 = 2097; shipping 50: 2147, of which 327.51 is GST (not added on top).
    expect(order).toMatchObject({
      status: 'Created',
      totals: { subtotalPaise: 209700, shippingPaise: 5000, taxPaise: 32751, totalPaise: 214700, taxIncluded: true },
      payment: { method: 'cod', status: 'unpaid' },
      invoiceNumber: expect.stringMatching(/^INV\/\d\d-\d\d\/\d{5}$/),
      shippingAddressId: { city: 'New Delhi', state: 'Delhi', pincode: '110003' },
    });
    expect(await stockOf(s.t, s.ids[CAR_TAG]!)).toBe(tags! - 2);
    expect(await textsTo(s.t, b.phone)).toEqual([
      expect.stringContaining(`order ${order.orderNumber} is placed. Pay Rs 2,147 on delivery`),
    ]);
    expect((await call(s.t, 'GET', '/api/cart', b.token)).json().data).toMatchObject({ lines: [], itemCount: 0 });
    expect((await adminList()).data.map((o: Json) => o._id)).toContain(order._id);
  });

  it('refuses a total the buyer was not shown, and an empty cart', async () => {
    const b = await buyer(s.t);
    const empty = await checkout(s.t, b, { method: 'cod' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toMatch(/cart is empty/);
    await fillCart(s.t, b.token, [[s.ids[CAR_TAG]!, 1]]);
    const changed = await checkout(s.t, b, { method: 'cod', expectedTotalPaise: 100 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'PRICE_CHANGED', errors: [{ path: 'expectedTotalPaise' }] });
  });

  it('validates a new address: an Indian PIN code and a state the invoice can name', async () => {
    const b = await buyer(s.t);
    await fillCart(s.t, b.token, [[s.ids[CAR_TAG]!, 1]]);
    const bad = await call(s.t, 'POST', '/api/checkout', b.token, {
      method: 'cod',
      address: { streetAdd: '1 Beach Road', city: 'Chennai', state: 'Atlantis', pincode: '012345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: Json) => e.path)
        .sort(),
    ).toEqual(['address.pincode', 'address.state']);
    const both = await call(s.t, 'POST', '/api/checkout', b.token, { method: 'cod' });
    expect(both.json().errors).toEqual([
      { path: 'addressId', message: expect.stringMatching(/addresses or enter a new one/) },
    ]);
    const ok = await call(s.t, 'POST', '/api/checkout', b.token, {
      method: 'cod',
      address: { streetAdd: '1 Beach Road', city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.order.shippingAddressId).toMatchObject({ state: 'Tamil Nadu', pincode: '600001' });
  });
});

describe('checkout online', () => {
  it('waits for the payment as PendingPayment, takes nothing, and shows in no list unless filtered for', async () => {
    const b = await buyer(s.t);
    const before = await stockOf(s.t, s.ids[KIT]!);
    const { order, payment } = await pendingOrder(s, b, [[s.ids[KIT]!, 1]]);
    expect(order).toMatchObject({
      status: 'PendingPayment',
      payment: { method: 'online', status: 'pending' },
      invoiceNumber: null,
    });
    expect(order.expiresAt).not.toBeNull();
    expect(payment).toMatchObject({
      provider: 'razorpay',
      keyId: expect.stringMatching(/^rzp_test_/),
      orderId: expect.stringMatching(/^order_/),
      amount: order.totals.totalPaise,
      currency: 'INR',
      name: 'SafeSathi',
      description: `Order ${order.orderNumber}`,
      prefill: { name: 'Meera Kapoor', contact: `+91${b.phone}` },
      callbackUrl: 'http://localhost:3000/api/checkout/callback',
      scriptUrl: `${s.fake.url}/v1/checkout.js`,
    });
    expect(s.fake.orders.get(payment.orderId)).toMatchObject({
      amount: order.totals.totalPaise,
      receipt: order.orderNumber,
    });
    expect(await stockOf(s.t, s.ids[KIT]!)).toBe(before);
    expect((await adminList()).data.map((o: Json) => o._id)).not.toContain(order._id);
    expect((await adminList('?status=PendingPayment')).data.map((o: Json) => o._id)).toContain(order._id);
    const mine = (await call(s.t, 'GET', '/api/my/orders', b.token)).json();
    expect(mine.data).toEqual([]);
    // The cart stays until the payment is confirmed.
    expect((await call(s.t, 'GET', '/api/cart', b.token)).json().data.itemCount).toBe(1);
  });

  it('confirms a payment that succeeds after the browser closed (the webhook alone), then the late page finds it done', async () => {
    const b = await buyer(s.t);
    const before = await stockOf(s.t, s.ids[CAR_TAG]!);
    const { order, payment } = await pendingOrder(s, b, [[s.ids[CAR_TAG]!, 3]]);
    const paid = await s.fake.pay(payment.orderId);
    expect(s.fake.deliveries.slice(-2).map((d) => [d.event, d.status])).toEqual([
      ['payment.captured', 200],
      ['order.paid', 200],
    ]);
    const row = await orderRow(s.t, order._id);
    expect(row).toMatchObject({ status: 'Created', paymentStatus: 'paid', providerPaymentId: paid.paymentId });
    expect(row.invoiceNumber).toMatch(/^INV\//);
    expect(await stockOf(s.t, s.ids[CAR_TAG]!)).toBe(before! - 3);
    // The page comes back afterwards: the same order, paid, nothing taken twice.
    const res = await verify(s.t, b.token, paid.fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      outcome: 'paid',
      order: { status: 'Created', payment: { status: 'paid' } },
    });
    expect(await stockOf(s.t, s.ids[CAR_TAG]!)).toBe(before! - 3);
    expect((await orderRow(s.t, order._id)).invoiceNumber).toBe(row.invoiceNumber);
    expect(await textsTo(s.t, b.phone)).toEqual([expect.stringContaining(`order ${order.orderNumber} is confirmed`)]);
    expect((await call(s.t, 'GET', '/api/cart', b.token)).json().data.itemCount).toBe(0);
    expect((await adminList()).data.map((o: Json) => o._id)).toContain(order._id);
  });

  it('confirms from the page first; the webhooks that follow, and one delivered twice, change nothing', async () => {
    const b = await buyer(s.t);
    const before = await stockOf(s.t, s.ids[KIT]!);
    const { order, payment } = await pendingOrder(s, b, [[s.ids[KIT]!, 2]]);
    const paid = await s.fake.pay(payment.orderId, { webhooks: 'later' });
    const res = await verify(s.t, b.token, paid.fields);
    expect(res.json().data.outcome).toBe('paid');
    await s.fake.flushWebhooks();
    const [captured] = s.fake.eventsOf(paid.paymentId);
    expect(await s.fake.redeliver(captured!)).toBe(200);
    expect(await stockOf(s.t, s.ids[KIT]!)).toBe(before! - 2);
    expect(await textsTo(s.t, b.phone)).toHaveLength(1);
    const detail = (await call(s.t, 'GET', `/api/orders/${order._id}`, b.token)).json().result;
    expect(detail.history.map((h: Json) => [h.from, h.to])).toEqual([
      [null, 'PendingPayment'],
      ['PendingPayment', 'Created'],
    ]);
  });

  it('acts once on the same webhook delivered twice at the same moment', async () => {
    const b = await buyer(s.t);
    const before = await stockOf(s.t, s.ids[KIT]!);
    const { order, payment } = await pendingOrder(s, b, [[s.ids[KIT]!, 1]]);
    const paid = await s.fake.pay(payment.orderId, { webhooks: 'none' });
    const [captured, orderPaid] = s.fake.eventsOf(paid.paymentId);
    const answers = await Promise.all([
      s.fake.redeliver(captured!),
      s.fake.redeliver(captured!),
      s.fake.redeliver(orderPaid!),
    ]);
    expect(answers).toEqual([200, 200, 200]);
    expect(await stockOf(s.t, s.ids[KIT]!)).toBe(before! - 1);
    expect((await orderRow(s.t, order._id)).status).toBe('Created');
    expect(await textsTo(s.t, b.phone)).toHaveLength(1);
  });

  it('keeps a failed payment’s order unpaid with nothing taken; unpaid, it expires and stays out of every list', async () => {
    const b = await buyer(s.t);
    const before = await stockOf(s.t, s.ids[KIT]!);
    const { order, payment } = await pendingOrder(s, b, [[s.ids[KIT]!, 1]]);
    await s.fake.fail(payment.orderId, 'Your card was declined');
    const row = await orderRow(s.t, order._id);
    expect(row).toMatchObject({
      status: 'PendingPayment',
      paymentStatus: 'failed',
      paymentError: 'Your card was declined',
    });
    expect(await stockOf(s.t, s.ids[KIT]!)).toBe(before);
    expect(await textsTo(s.t, b.phone)).toEqual([]);

    s.t.clock.advance(61 * 60);
    const { expireUnpaidOrders } = await import('./payments.service.js');
    expect(await expireUnpaidOrders(s.t.database.db, s.t.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await orderRow(s.t, order._id)).status).toBe('Expired');
    expect((await adminList()).data.map((o: Json) => o._id)).not.toContain(order._id);
    const summary = (await call(s.t, 'GET', '/api/orders/summary', s.admin)).json().data;
    const placed = (await adminList()).total;
    expect(summary.total).toBe(placed);
    expect(await stockOf(s.t, s.ids[KIT]!)).toBe(before);
  });
});
