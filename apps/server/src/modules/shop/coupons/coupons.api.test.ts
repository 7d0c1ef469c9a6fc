import { addDays, kolkataDay } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/request.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { coupons } from '../../../platform/db/schema.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const today = () => kolkataDay(t.clock.now());
const coupon = (fields: object = {}) => ({
  discountName: 'monsoon10',
  description: 'Ten percent off for the rains',
  percentDiscount: 10,
  maxCap: 150,
  maxUsage: 2,
  expiryDate: addDays(today(), 5),
  ...fields,
});

describe('coupons', () => {
  it('adds a coupon upper-cased with its cap in paise, lists and edits it', async () => {
    const add = await call(t, 'POST', '/api/discount', admin, coupon());
    expect(add.statusCode).toBe(201);
    const c = add.json().data;
    expect(c).toMatchObject({
      discountName: 'MONSOON10',
      percentDiscount: 10,
      maxCap: 150,
      maxCapPaise: 15000,
      maxUsage: 2,
      usedCount: 0,
      expiryDate: addDays(today(), 5),
      expired: false,
    });
    const list = await call(t, 'GET', '/api/discount', admin);
    expect(list.json()).toMatchObject({ status: 'Success', data: [{ _id: c._id }] });

    const edit = await call(t, 'PUT', `/api/discount/${c._id}`, admin, { maxUsage: 3, expiryDate: '31/12/2099' });
    expect(edit.json().data).toMatchObject({ maxUsage: 3, expiryDate: '2099-12-31', discountName: 'MONSOON10' });
    expect(edit.json().data.expiresAt).toBe('2099-12-31T18:29:59.999Z');
  });

  it('refuses a taken code, percent outside 1–100, a negative cap and a past expiry', async () => {
    const dup = await call(t, 'POST', '/api/discount', admin, coupon({ discountName: 'Monsoon10' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'CONFLICT', errors: [{ path: 'discountName' }] });

    const bad = await call(
      t,
      'POST',
      '/api/discount',
      admin,
      coupon({ discountName: 'X', percentDiscount: 0, maxCap: -5 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['discountName', 'maxCap', 'percentDiscount']);
    const over = await call(t, 'POST', '/api/discount', admin, coupon({ discountName: 'BIG', percentDiscount: 101 }));
    expect(over.json().errors).toEqual([
      { path: 'percentDiscount', message: 'The percent discount can be at most 100' },
    ]);
    const past = await call(
      t,
      'POST',
      '/api/discount',
      admin,
      coupon({ discountName: 'OLD', expiryDate: addDays(today(), -1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ path: 'expiryDate', message: 'The expiry date has already passed.' }]);
    const noDate = await call(
      t,
      'POST',
      '/api/discount',
      admin,
      coupon({ discountName: 'NODATE', expiryDate: '30/02/2030' }),
    );
    expect(noDate.json().errors).toEqual([{ path: 'expiryDate', message: 'Enter the expiry date as DD/MM/YYYY' }]);
  });

  it('checks a code live: the discount for a subtotal, or why it cannot be used', async () => {
    await call(
      t,
      'POST',
      '/api/discount',
      admin,
      coupon({ discountName: 'CHECK20', percentDiscount: 20, maxCap: 100, maxUsage: 1 }),
    );
    const ok = await call(t, 'GET', '/api/discount/check?code=check20&subtotal=299.99', admin);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ discountName: 'CHECK20', discountPaise: 6000, discount: 60 });
    const capped = await call(t, 'GET', '/api/discount/check?code=CHECK20&subtotal=5000', admin);
    expect(capped.json().data).toMatchObject({ discountPaise: 10000, discount: 100 });

    const unknown = await call(t, 'GET', '/api/discount/check?code=NOPE99', admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'COUPON_UNKNOWN',
      message: 'There is no coupon “NOPE99”. Check the code.',
    });

    t.clock.advance(6 * 24 * 3600);
    const expired = await call(t, 'GET', '/api/discount/check?code=CHECK20', admin);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('COUPON_EXPIRED');
    expect(expired.json().message).toMatch(/^The coupon “CHECK20” expired on \d\d\/\d\d\/\d{4}\.$/);
    const list = (await call(t, 'GET', '/api/discount', admin)).json().data;
    expect(list.find((c: { discountName: string }) => c.discountName === 'CHECK20').expired).toBe(true);
  });

  it('says when a coupon is used up', async () => {
    const c = (await call(t, 'POST', '/api/discount', admin, coupon({ discountName: 'ONCE', maxUsage: 1 }))).json()
      .data;
    await t.database.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, c._id));
    const res = await call(t, 'GET', '/api/discount/check?code=ONCE', admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'COUPON_USED_UP',
      message: 'The coupon “ONCE” has been used its maximum of 1 times.',
    });
    const lower = await call(t, 'PUT', `/api/discount/${c._id}`, admin, { maxUsage: 0 });
    expect(lower.statusCode).toBe(400);
  });

  it('deletes coupons, all or nothing, and answers 404 for unknown ones', async () => {
    const a = (await call(t, 'POST', '/api/discount', admin, coupon({ discountName: 'DEL-A' }))).json().data;
    const b = (await call(t, 'POST', '/api/discount', admin, coupon({ discountName: 'DEL-B' }))).json().data;
    expect((await call(t, 'DELETE', '/api/discount', admin, { ids: [a._id, UNKNOWN] })).statusCode).toBe(404);
    const both = await call(t, 'DELETE', '/api/discount', admin, { ids: [a._id, b._id] });
    expect(both.json()).toMatchObject({ status: 'Success', message: '2 coupons deleted.' });
    expect((await call(t, 'PUT', `/api/discount/${a._id}`, admin, { maxUsage: 5 })).statusCode).toBe(404);
  });
});
