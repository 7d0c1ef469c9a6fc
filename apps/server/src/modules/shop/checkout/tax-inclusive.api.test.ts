import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, CAR_TAG, call, checkout, fillCart, type Shop, shopApp } from '../test-kit.js';

// Prices include GST (docs/decisions/0049-tax-inclusive-prices.md): what the shop shows is what the
// buyer pays, shipping added once; the tax is worked out of that total, never added to it.

let s: Shop;
beforeAll(async () => {
  s = await shopApp();
});
afterAll(async () => s?.t.close());

const shop = async (fields: object) =>
  expect((await call(s.t, 'PUT', '/api/settings/shop', s.admin, fields)).statusCode).toBe(200);

describe('a ₹299 tag', () => {
  it('costs ₹349 in the cart, at checkout and at the payment: ₹299 + ₹50 shipping, GST inside (not ₹402.82)', async () => {
    const tag = s.ids[CAR_TAG]!;
    const quote = (
      await call(s.t, 'POST', '/api/cart/quote', undefined, { lines: [{ productId: tag, quantity: 1 }] })
    ).json().data;
    // ₹253.39 + ₹45.61 in the tag, ₹42.37 + ₹7.63 in shipping.
    const expected = {
      subtotalPaise: 29900,
      shippingPaise: 5000,
      taxPaise: 5324,
      totalPaise: 34900,
      total: 349,
      taxIncluded: true,
    };
    expect(quote.totals).toMatchObject(expected);

    const b = await buyer(s.t);
    expect((await fillCart(s.t, b.token, [[tag, 1]])).totals).toMatchObject(expected);
    const res = await checkout(s.t, b, { expectedTotalPaise: 34900 });
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = res.json().data;
    expect(order.totals).toMatchObject(expected);
    expect(order.orderAmount).toBe(349);
    expect(payment.amount).toBe(34900);
    // The total of the old rule (tax on top) is refused as one the buyer was not shown.
    await fillCart(s.t, b.token, [[tag, 1]]);
    expect((await checkout(s.t, b, { expectedTotalPaise: 40282 })).json().code).toBe('PRICE_CHANGED');
  });

  it('at another rate and shipping fee still costs its price plus shipping: only the tax inside changes', async () => {
    const tag = s.ids[CAR_TAG]!;
    const quote = async () =>
      (await call(s.t, 'POST', '/api/cart/quote', undefined, { lines: [{ productId: tag, quantity: 1 }] })).json().data
        .totals;
    await shop({ taxPercent: 5, shippingFeePaise: 4000 });
    // ₹299 at 5 %: ₹284.76 + ₹14.24; ₹40 shipping: ₹38.10 + ₹1.90.
    expect(await quote()).toMatchObject({ totalPaise: 33900, taxPaise: 1424 + 190 });
    await shop({ taxPercent: 0, shippingFeePaise: 0 });
    expect(await quote()).toMatchObject({ totalPaise: 29900, taxPaise: 0, shippingPaise: 0 });
    await shop({ taxPercent: 18, shippingFeePaise: 5000 });
    // The back office's order is priced the same way as the shop's.
    const admin = (
      await call(s.t, 'POST', '/api/order/quote', s.admin, { productList: [{ _id: tag, quantity: 1 }] })
    ).json().data;
    expect(admin.totals).toMatchObject({ totalPaise: 34900, taxPaise: 5324 });
  });
});
