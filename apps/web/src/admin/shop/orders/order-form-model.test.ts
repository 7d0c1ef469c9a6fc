import type { TOrder } from '@safesathi/contract';
import { describe, expect, it } from 'vitest';
import { orderChecks, orderLocks, payloadOf, sameLines, valuesFrom } from './order-form-model';

const order = (over: Partial<TOrder> = {}): TOrder =>
  ({
    _id: 'o1',
    orderNumber: 'ORD-000001',
    status: 'Created',
    customerId: { _id: 'c1', name: 'Aarav', phone: '9000000002', countryCode: '91', email: null },
    shippingAddressId: {
      _id: 'a1',
      addressName: 'Home',
      streetAdd: '14 Janpath',
      city: 'Delhi',
      state: 'DL',
      pincode: '110001',
    },
    productList: [
      { _id: 'p1', name: 'Tag', price: 299, unitPricePaise: 29_900, quantity: 2, lineTotalPaise: 59_800 },
      { _id: 'p2', name: 'Kit', price: 999, unitPricePaise: 99_900, quantity: 1, lineTotalPaise: 99_900 },
    ],
    orderAmount: 0,
    totals: {
      subtotal: 0,
      discount: 0,
      couponCode: 'SAVE10',
      shipping: 0,
      tax: 0,
      total: 0,
      subtotalPaise: 0,
      discountPaise: 0,
      shippingPaise: 0,
      taxPaise: 0,
      totalPaise: 0,
      taxIncluded: true,
    },
    deliveryDate: '2030-01-15',
    actualDeliveryDate: null,
    allowedMoves: ['Shipped', 'Cancelled'],
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...over,
  }) as TOrder;

describe('the order dialog body', () => {
  it('adds with the whole order: products with quantities, the date as DD/MM/YYYY, the code in capitals', () => {
    const body = payloadOf(null, {
      customerId: 'c1',
      shippingAddressId: 'a1',
      productList: [{ _id: 'p1', quantity: 3 }],
      couponCode: ' save10 ',
      deliveryDate: '2030-02-05',
      status: null,
      note: '',
    });
    expect(body).toEqual({
      customerId: 'c1',
      shippingAddressId: 'a1',
      productList: [{ _id: 'p1', quantity: 3 }],
      couponCode: 'SAVE10',
      deliveryDate: '05/02/2030',
    });
  });

  it('edits with only what changed', () => {
    const o = order();
    expect(payloadOf(o, valuesFrom(o))).toEqual({});
    expect(payloadOf(o, { ...valuesFrom(o), status: 'Shipped', note: ' AWB 1 ' })).toEqual({
      status: 'Shipped',
      note: 'AWB 1',
    });
    expect(payloadOf(o, { ...valuesFrom(o), couponCode: '' })).toEqual({ couponCode: null });
    expect(payloadOf(o, { ...valuesFrom(o), deliveryDate: null })).toEqual({ deliveryDate: null });
    const reordered = { ...valuesFrom(o), productList: [...valuesFrom(o).productList].reverse() };
    expect(payloadOf(o, reordered)).toEqual({});
    const more = { ...valuesFrom(o), productList: [{ _id: 'p1', quantity: 3 }] };
    expect(payloadOf(o, more)).toEqual({ productList: [{ _id: 'p1', quantity: 3 }] });
  });

  it('knows when the lines are the order’s own (they keep their prices)', () => {
    const o = order();
    expect(
      sameLines(o, [
        { _id: 'p2', quantity: 1 },
        { _id: 'p1', quantity: 2 },
      ]),
    ).toBe(true);
    expect(sameLines(o, [{ _id: 'p1', quantity: 2 }])).toBe(false);
  });

  it('checks a shipped order for nothing but its status, a new one for every field', () => {
    const errorsOf = (o: TOrder | null, values: ReturnType<typeof valuesFrom>) => {
      const { schema, rules } = orderChecks(o);
      const found = Object.entries(rules(values)).filter(([, m]) => m);
      const parsed = schema.safeParse(values);
      const issues = parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
      return Object.fromEntries([...issues, ...found]);
    };
    expect(errorsOf(order({ status: 'Shipped' }), { ...valuesFrom(null), deliveryDate: '2000-01-01' })).toEqual({});
    const errors = errorsOf(null, { ...valuesFrom(null), couponCode: 'x', deliveryDate: '2000-01-01' });
    expect(errors).toMatchObject({
      customerId: 'Choose a customer',
      shippingAddressId: 'Choose a delivery address',
      productList: 'Choose at least one product',
      couponCode: 'Use 3 to 30 letters, digits, - or _',
      deliveryDate: 'The delivery date cannot be in the past',
    });
    const fixed = errorsOf(null, { ...valuesFrom(null), productList: [{ _id: crypto.randomUUID(), quantity: 101 }] });
    expect(fixed.productList).toBeUndefined();
    expect(fixed['productList.0.quantity']).toBe('At most 100 of one product');
  });

  it('an order paid online never sends products or a coupon (they are locked), but its date still goes', () => {
    const paid = order({ payment: { method: 'online', status: 'paid' } as TOrder['payment'] });
    expect(orderLocks(paid)).toEqual({ all: false, linesAndCoupon: true });
    expect(orderLocks(order())).toEqual({ all: false, linesAndCoupon: false });
    const values = { ...valuesFrom(paid), productList: [{ _id: 'p1', quantity: 5 }], couponCode: 'OTHER' };
    expect(payloadOf(paid, { ...values, deliveryDate: '2030-01-20' })).toEqual({ deliveryDate: '20/01/2030' });
    // Its lines are not checked either: a product deleted since cannot block a new delivery date.
    const parsed = orderChecks(paid).schema.safeParse({ ...values, productList: [], couponCode: 'x' });
    const paths = parsed.success ? [] : parsed.error.issues.map((i) => i.path[0]);
    expect(paths).not.toContain('productList');
    expect(paths).not.toContain('couponCode');
  });
});
