import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, refunds } from '../../../platform/db/schema.js';
import { FAKE_KEYS, hmacHex } from '../../../platform/payments/index.js';
import { shopDeps } from '../shop-deps.js';
import {
  addCoupon,
  buyer,
  CAR_TAG,
  call,
  checkout,
  fillCart,
  KIT,
  orderRow,
  pendingOrder,
  setStock,
  stockOf,
  textsTo,
  usesOf,
  verify,
  withShop,
} from '../test-kit.js';
import { CONFIRM_AFTER_MS, confirmRefunds } from './refunds.service.js';

// What could go wrong with money: tampering, forged notices, two buyers for the last unit or the
// last coupon use, invoice numbers taken at the same moment.

const s = withShop({ cod: true });

const refundsOf = (orderId: string) => s.t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('a tampered amount', () => {
  it('ignores prices a client sends and charges the server’s total', async () => {
    const b = await buyer(s.t);
    const res = await call(s.t, 'PUT', '/api/cart', b.token, {
      lines: [{ productId: s.ids[KIT], quantity: 1, unitPricePaise: 100, price: 1 }],
    });
    expect(res.json().data.lines[0]).toMatchObject({ unitPricePaise: 149900, lineTotalPaise: 149900 });
    const { order, payment } = (await checkout(s.t, b, { amount: 1, totalPaise: 100 })).json().data;
    expect(payment.amount).toBe(order.totals.totalPaise);
    expect(order.totals.totalPaise).toBe(149900 + 5000);
  });

  it('refuses a payment whose amount is not the order’s total: flagged, not placed, refunded, nothing taken', async () => {
    const b = await buyer(s.t);
    const before = await stockOf(s.t, s.ids[KIT]!);
    const { order, payment } = await pendingOrder(s, b, [[s.ids[KIT]!, 1]]);
    const paid = await s.fake.pay(payment.orderId, { amountPaise: 100, webhooks: 'none' });
    const res = await verify(s.t, b.token, paid.fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_REFUSED', message: expect.stringMatching(/does not match/) });
    const row = await orderRow(s.t, order._id);
    expect(row.status).toBe('Cancelled');
    expect(row.flag).toMatch(/₹1 INR .* did not match the total of ₹1,549:/);
    expect(row.invoiceNumber).toBeNull();
    expect(await stockOf(s.t, s.ids[KIT]!)).toBe(before);
    await s.fake.settled(); // the refunds processed, as Razorpay does a moment later
    expect([...s.fake.refunds.values()].filter((r) => r.payment_id === paid.paymentId)).toMatchObject([
      { amount: 100, status: 'processed' },
    ]);
    expect(await refundsOf(order._id)).toMatchObject([{ amountPaise: 100, status: 'processed' }]);
    expect((await orderRow(s.t, order._id)).paymentStatus).toBe('refunded');
    const admin = (await call(s.t, 'GET', `/api/orders/${order._id}`, s.admin)).json().result;
    expect(admin).toMatchObject({
      status: 'Cancelled',
      flag: row.flag,
      refunds: [{ amountPaise: 100, status: 'processed' }],
    });
    // The webhook that follows finds the order settled.
    const [captured] = s.fake.eventsOf(paid.paymentId);
    expect(await s.fake.redeliver(captured!)).toBe(200);
    expect(await refundsOf(order._id)).toHaveLength(1);
  });

  it('refuses a forged signature on the page’s proof and on a webhook, changing nothing', async () => {
    const b = await buyer(s.t);
    const { order, payment } = await pendingOrder(s, b, [[s.ids[CAR_TAG]!, 1]]);
    const paid = await s.fake.pay(payment.orderId, { webhooks: 'none' });
    const forged = await verify(s.t, b.token, { ...paid.fields, razorpay_signature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'PAYMENT_REFUSED', errors: [{ path: 'razorpay_signature' }] });
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: s.fake.payments.get(paid.paymentId) } },
    });
    const hook = await s.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex('not-the-secret', body) },
      payload: body,
    });
    expect(hook.statusCode).toBe(400);
    expect((await orderRow(s.t, order._id)).status).toBe('PendingPayment');
    // Signed with the webhook secret, the same body is accepted.
    const good = await s.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(FAKE_KEYS.webhookSecret, body) },
      payload: body,
    });
    expect(good.json()).toMatchObject({ status: 'Success', message: 'paid' });
    // Another buyer cannot confirm this order with its proof.
    const other = await buyer(s.t);
    expect((await verify(s.t, other.token, paid.fields)).statusCode).toBe(404);
  });

  /** An order paid ₹1 short, its webhooks lost: the shop refunds the payment. */
  const underpaidOrder = async () => {
    const b = await buyer(s.t);
    const { order, payment } = await pendingOrder(s, b, [[s.ids[KIT]!, 1]]);
    const paid = await s.fake.pay(payment.orderId, { amountPaise: 100, webhooks: 'none' });
    expect((await verify(s.t, b.token, paid.fields)).statusCode).toBe(400);
    return { b, order, paid };
  };

  it('asks the provider about a refund whose webhook never came, once it is overdue, and tells the buyer once', async () => {
    s.fake.refundWebhooks = 'none';
    try {
      const { b, order, paid } = await underpaidOrder();
      await s.fake.settled();
      // Processed at the provider; the shop was never told.
      expect([...s.fake.refunds.values()].filter((r) => r.payment_id === paid.paymentId)).toMatchObject([
        { status: 'processed' },
      ]);
      expect(await refundsOf(order._id)).toMatchObject([{ status: 'requested' }]);
      expect((await orderRow(s.t, order._id)).paymentStatus).toBe('refund_pending');
      const deps = shopDeps(s.t.app.services, undefined, s.t.clock.now);
      // Not overdue yet: the webhook may still come.
      expect(await confirmRefunds(deps)).toBe(0);
      expect(await refundsOf(order._id)).toMatchObject([{ status: 'requested' }]);
      s.t.clock.advance(CONFIRM_AFTER_MS / 1000 + 1);
      expect(await confirmRefunds(deps)).toBe(1);
      expect(await refundsOf(order._id)).toMatchObject([{ status: 'processed' }]);
      expect((await orderRow(s.t, order._id)).paymentStatus).toBe('refunded');
      // Asked again, or the webhook arriving after all: nothing more, and the buyer told once.
      s.t.clock.advance(CONFIRM_AFTER_MS / 1000 + 1);
      expect(await confirmRefunds(deps)).toBe(0);
      const told = (await textsTo(s.t, b.phone)).filter((x) => /the refund of .* is on its way/.test(x));
      expect(told).toHaveLength(1);
    } finally {
      s.fake.refundWebhooks = 'now';
    }
  });

  it('settles a refund once when two housekeepers and its late webhook come at the same moment', async () => {
    s.fake.refundWebhooks = 'later';
    try {
      const { b, order } = await underpaidOrder();
      await s.fake.settled();
      expect(await refundsOf(order._id)).toMatchObject([{ status: 'requested' }]);
      const deps = shopDeps(s.t.app.services, undefined, s.t.clock.now);
      s.t.clock.advance(CONFIRM_AFTER_MS / 1000 + 1);
      // Two processes' housekeeping ask the provider while its held-back webhook arrives.
      const [first, second] = await Promise.all([confirmRefunds(deps), confirmRefunds(deps), s.fake.flushWebhooks()]);
      expect((first ?? 0) + (second ?? 0)).toBeLessThanOrEqual(1);
      expect(await refundsOf(order._id)).toMatchObject([{ status: 'processed' }]);
      expect((await orderRow(s.t, order._id)).paymentStatus).toBe('refunded');
      const told = (await textsTo(s.t, b.phone)).filter((x) => /the refund of .* is on its way/.test(x));
      expect(told).toHaveLength(1);
    } finally {
      s.fake.refundWebhooks = 'now';
    }
  });

  it('keeps asking about a refund the provider has still not processed', async () => {
    s.fake.refundWebhooks = 'none';
    s.fake.autoProcessRefunds = false;
    try {
      const { order } = await underpaidOrder();
      const deps = shopDeps(s.t.app.services, undefined, s.t.clock.now);
      s.t.clock.advance(CONFIRM_AFTER_MS / 1000 + 1);
      // Still pending at the provider: nothing changes, and it is asked again later.
      expect(await confirmRefunds(deps)).toBe(0);
      expect(await refundsOf(order._id)).toMatchObject([{ status: 'requested' }]);
      // Processed now, its webhook lost again: asked a moment ago, it waits its turn, then is settled.
      await s.fake.processRefunds();
      expect(await confirmRefunds(deps)).toBe(0);
      s.t.clock.advance(CONFIRM_AFTER_MS / 1000 + 1);
      expect(await confirmRefunds(deps)).toBe(1);
      expect((await orderRow(s.t, order._id)).paymentStatus).toBe('refunded');
    } finally {
      s.fake.refundWebhooks = 'now';
      s.fake.autoProcessRefunds = true;
    }
  });

  it('refunds a second payment of an order already paid', async () => {
    const b = await buyer(s.t);
    const { order, payment } = await pendingOrder(s, b, [[s.ids[CAR_TAG]!, 1]]);
    const first = await s.fake.pay(payment.orderId);
    const second = await s.fake.pay(payment.orderId);
    await s.fake.settled(); // the refunds processed, as Razorpay does a moment later
    const row = await orderRow(s.t, order._id);
    expect(row).toMatchObject({ status: 'Created', paymentStatus: 'paid', providerPaymentId: first.paymentId });
    expect(await refundsOf(order._id)).toMatchObject([{ providerPaymentId: second.paymentId, status: 'processed' }]);
  });
});

describe('the last coupon use', () => {
  it('drops a coupon under its minimum at checkout with its message, and places the order at the full price', async () => {
    await addCoupon(s, { discountName: 'BIGSPEND', minOrder: 2000 });
    const b = await buyer(s.t);
    const cart = await fillCart(s.t, b.token, [[s.ids[CAR_TAG]!, 1]], 'BIGSPEND');
    expect(cart.coupon).toBeNull();
    expect(cart.couponError).toEqual({
      code: 'COUPON_BELOW_MINIMUM',
      message: 'The coupon “BIGSPEND” applies to orders of ₹2,000 or more.',
    });
    expect(cart.totals.discountPaise).toBe(0);
    const res = await checkout(s.t, b, { method: 'cod', expectedTotalPaise: cart.totals.totalPaise });
    expect(res.statusCode).toBe(201);
    const placed = await orderRow(s.t, res.json().data.order._id);
    expect(placed).toMatchObject({ couponCode: null, discountPaise: 0, totalPaise: cart.totals.totalPaise });
    const unknown = await fillCart(s.t, b.token, [[s.ids[CAR_TAG]!, 1]], 'NOSUCH');
    expect(unknown.couponError.code).toBe('COUPON_UNKNOWN');
  });

  it('counts a use only when the order is paid, and gives the last use to one of two buyers paying at once', async () => {
    await addCoupon(s, { discountName: 'LASTONE', maxUsage: 1 });
    const [a, b] = [await buyer(s.t, 'Delhi', 'Buyer A'), await buyer(s.t, 'Delhi', 'Buyer B')];
    const first = await pendingOrder(s, a, [[s.ids[CAR_TAG]!, 1]], 'LASTONE');
    const second = await pendingOrder(s, b, [[s.ids[CAR_TAG]!, 1]], 'LASTONE');
    expect(first.order.totals.couponCode).toBe('LASTONE');
    expect(await usesOf(s.t, 'LASTONE')).toBe(0);
    const stock = await stockOf(s.t, s.ids[CAR_TAG]!);
    await Promise.all([s.fake.pay(first.payment.orderId), s.fake.pay(second.payment.orderId)]);
    await s.fake.settled(); // the refunds processed, as Razorpay does a moment later
    const rows = [await orderRow(s.t, first.order._id), await orderRow(s.t, second.order._id)];
    expect(rows.map((r) => r.status).sort()).toEqual(['Cancelled', 'Created']);
    expect(await usesOf(s.t, 'LASTONE')).toBe(1);
    expect(await stockOf(s.t, s.ids[CAR_TAG]!)).toBe(stock! - 1);
    const lost = rows.find((r) => r.status === 'Cancelled')!;
    expect(lost.paymentStatus).toBe('refunded');
    const loser = lost.id === first.order._id ? a : b;
    expect(await textsTo(s.t, loser.phone)).toContainEqual(
      expect.stringMatching(/coupon ran out before the payment arrived/),
    );
    // A third buyer is told in the cart why, and checks out at the full price, not stuck.
    const c = await buyer(s.t);
    const third = await fillCart(s.t, c.token, [[s.ids[CAR_TAG]!, 1]], 'LASTONE');
    expect(third.couponError.code).toBe('COUPON_USED_UP');
    const placed = await checkout(s.t, c, { method: 'cod' });
    expect(placed.statusCode).toBe(201);
    expect((await orderRow(s.t, placed.json().data.order._id)).couponCode).toBeNull();
  });
});

describe('the last unit', () => {
  it('sells the last unit to one of two buyers at once on cash on delivery; the other is told why', async () => {
    await setStock(s.t, s.ids[KIT]!, 1);
    const [a, b] = [await buyer(s.t), await buyer(s.t)];
    await fillCart(s.t, a.token, [[s.ids[KIT]!, 1]]);
    await fillCart(s.t, b.token, [[s.ids[KIT]!, 1]]);
    const answers = await Promise.all([checkout(s.t, a, { method: 'cod' }), checkout(s.t, b, { method: 'cod' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!.json();
    expect(refused).toMatchObject({ code: 'OUT_OF_STOCK', message: expect.stringMatching(/Roadside Safety Kit/) });
    expect(await stockOf(s.t, s.ids[KIT]!)).toBe(0);
    const store = (await call(s.t, 'GET', `/api/store/products/${s.ids[KIT]}`)).json().data;
    expect(store).toMatchObject({ inStock: false, lowStock: 0 });
  });

  it('refunds automatically the buyer whose payment arrives after the last unit went, and tells them', async () => {
    await setStock(s.t, s.ids[KIT]!, 1);
    const [a, b] = [await buyer(s.t), await buyer(s.t)];
    const first = await pendingOrder(s, a, [[s.ids[KIT]!, 1]]);
    const second = await pendingOrder(s, b, [[s.ids[KIT]!, 1]]);
    await Promise.all([s.fake.pay(first.payment.orderId), s.fake.pay(second.payment.orderId)]);
    await s.fake.settled(); // the refunds processed, as Razorpay does a moment later
    const rows = [await orderRow(s.t, first.order._id), await orderRow(s.t, second.order._id)];
    expect(rows.map((r) => r.status).sort()).toEqual(['Cancelled', 'Created']);
    expect(await stockOf(s.t, s.ids[KIT]!)).toBe(0);
    const lost = rows.find((r) => r.status === 'Cancelled')!;
    expect(lost).toMatchObject({ paymentStatus: 'refunded', invoiceNumber: null });
    const refunded = [...s.fake.refunds.values()].filter((r) => r.payment_id === lost.providerPaymentId);
    expect(refunded).toMatchObject([{ amount: lost.totalPaise, status: 'processed' }]);
    const loser = lost.id === first.order._id ? a : b;
    const texts = await textsTo(s.t, loser.phone);
    expect(texts[0]).toMatch(/a product sold out before the payment arrived\. Rs [\d,.]+ will be refunded/);
    expect(texts[1]).toMatch(/refund of Rs [\d,.]+ for order ORD-\d+ is on its way/);
  });
});

describe('invoice numbers', () => {
  it('are unique and leave no gap when orders are placed at the same moment', async () => {
    await setStock(s.t, s.ids[CAR_TAG]!, null);
    const buyers = [];
    for (let i = 0; i < 8; i++) buyers.push(await buyer(s.t));
    for (const b of buyers) await fillCart(s.t, b.token, [[s.ids[CAR_TAG]!, 1]]);
    const answers = await Promise.all(buyers.map((b) => checkout(s.t, b, { method: 'cod' })));
    expect(answers.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
    const all = await s.t.database.db.select({ n: orders.invoiceNumber }).from(orders);
    const serials = all.flatMap((r) => (r.n ? [Number(r.n.split('/')[2])] : [])).sort((x, y) => x - y);
    expect(serials).toEqual(serials.map((_, i) => i + 1));
    const fresh = answers.map((r) => r.json().data.order.invoiceNumber as string);
    expect(new Set(fresh).size).toBe(8);
  });
});

describe('the provider’s redirect to the callback', () => {
  it('confirms the payment and sends the browser to the order’s page; a failure is noted and said', async () => {
    const b = await buyer(s.t);
    const { order, payment } = await pendingOrder(s, b, [[s.ids[CAR_TAG]!, 1]]);
    const failed = await s.fake.fail(payment.orderId, 'Payment cancelled by the user', 'none');
    const back = await s.t.app.inject({
      method: 'POST',
      url: '/api/checkout/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(failed.fields).toString(),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/account/orders/${order._id}?payment=failed`);
    expect((await orderRow(s.t, order._id)).paymentError).toBe('Payment cancelled by the user');
    const paid = await s.fake.pay(payment.orderId, { webhooks: 'none' });
    const ok = await s.t.app.inject({
      method: 'POST',
      url: '/api/checkout/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(paid.fields).toString(),
    });
    expect(ok.headers.location).toBe(`/account/orders/${order._id}?payment=paid`);
    expect((await orderRow(s.t, order._id)).status).toBe('Created');
    const forged = await s.t.app.inject({
      method: 'POST',
      url: '/api/checkout/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...paid.fields, razorpay_signature: 'forged' }).toString(),
    });
    expect(forged.headers.location).toBe('/account/orders?payment=unverified');
  });
});

describe('a failure posted to the callback', () => {
  const post = (fields: Record<string, string>) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/checkout/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const scam = 'Payment reversed. Call +91 98765 43210 for your refund';

  it('an anonymous forged failure changes nothing on the order, and the buyer is shown no attacker text', async () => {
    const b = await buyer(s.t);
    const { order, payment } = await pendingOrder(s, b, [[s.ids[CAR_TAG]!, 1]]);
    const before = await orderRow(s.t, order._id);
    for (const metadata of [
      { order_id: payment.orderId },
      { order_id: payment.orderId, payment_id: 'pay_Forged0000001' },
    ]) {
      const res = await post({ 'error[description]': scam, 'error[metadata]': JSON.stringify(metadata) });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/account/orders?payment=unverified');
    }
    const after = await orderRow(s.t, order._id);
    expect({ status: after.paymentStatus, error: after.paymentError }).toEqual({
      status: before.paymentStatus,
      error: null,
    });
    const seen = await call(s.t, 'GET', `/api/orders/${order._id}`, b.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('Call +91');
    expect(seen.json().result.payment.status).toBe('pending');
  });

  it('a failure the provider confirms marks the order failed with the provider’s reason, not the poster’s', async () => {
    const b = await buyer(s.t);
    const { order, payment } = await pendingOrder(s, b, [[s.ids[CAR_TAG]!, 1]]);
    const failed = await s.fake.fail(payment.orderId, 'Your card was declined by the bank', 'none');
    const res = await post({ ...failed.fields, 'error[description]': scam });
    expect(res.headers.location).toBe(`/account/orders/${order._id}?payment=failed`);
    const seen = (await call(s.t, 'GET', `/api/orders/${order._id}`, b.token)).json().result;
    expect(seen.payment).toMatchObject({ status: 'failed', lastError: 'Your card was declined by the bank' });
  });
});
