import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { picture, sendMultipart } from '../../../../test/multipart.js';
import { insertVehicle } from '../../../../test/user-fixtures.js';
import { auditLog, qrTags } from '../../../platform/db/schema.js';
import { generateTagCode } from '../../tags/tag-code.js';
import {
  addCoupon,
  buyer,
  CAR_TAG,
  call,
  checkout,
  fillCart,
  type Json,
  KIT,
  pendingOrder,
  stockOf,
  textsTo,
  usesOf,
  withShop,
} from '../test-kit.js';

// An order's life after checkout: shipped with tracking, delivered, returned and refunded, or
// cancelled; the customer sees each step and gets a text at each.

const s = withShop({ cod: true });

/** A move to Shipped carries its courier and tracking number (ADR 0059). */
const TRACKING = { courier: 'Delhivery', trackingNumber: 'DLV900002' };
const move = (orderId: string, fields: object) => call(s.t, 'PUT', '/api/order', s.admin, { orderId, ...fields });
const mine = async (token: string, id: string) => (await call(s.t, 'GET', `/api/my/orders/${id}`, token)).json().result;
const askReturn = async (token: string, id: string, reason = 'The sticker arrived torn at one corner.', photo = true) =>
  sendMultipart(s.t.app, {
    method: 'POST',
    url: `/api/my/orders/${id}/return`,
    token,
    fields: { reason },
    files: photo ? [await picture('photo', 'torn.png')] : [],
  });
const decide = (orderId: string, decision: 'approve' | 'refuse', note?: string) =>
  call(s.t, 'PUT', `/api/returns/${orderId}`, s.admin, { decision, note });

async function paidOrder(lines: [string, number][], coupon?: string) {
  const b = await buyer(s.t);
  const { order, payment } = await pendingOrder(s, b, lines, coupon);
  await s.fake.pay(payment.orderId);
  return { b, order };
}

describe('a paid order’s life', () => {
  it('ships with courier, tracking and the tags in the box, is delivered, returned and refunded on the provider', async () => {
    const code = generateTagCode();
    await s.t.database.db.insert(qrTags).values({ code });
    const { b, order } = await paidOrder([[s.ids[CAR_TAG]!, 1]]);

    const shipped = await move(order._id, {
      status: 'Shipped',
      courier: 'Delhivery',
      trackingNumber: 'DLV123456789',
      trackingUrl: 'https://www.delhivery.com/track/package/DLV123456789',
      tagCodes: [code.toLowerCase()],
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data).toMatchObject({
      status: 'Shipped',
      tracking: { courier: 'Delhivery', trackingNumber: 'DLV123456789' },
      tagCodes: [code],
    });
    const seen = await mine(b.token, order._id);
    expect(seen).toMatchObject({
      status: 'Shipped',
      payment: { method: 'online', status: 'paid' },
      tracking: { trackingUrl: 'https://www.delhivery.com/track/package/DLV123456789' },
    });
    expect(seen.history.map((h: Json) => h.to)).toEqual(['PendingPayment', 'Created', 'Shipped']);

    await move(order._id, { status: 'Delivered' });
    expect((await mine(b.token, order._id)).actualDeliveryDate).not.toBeNull();

    const asked = await askReturn(b.token, order._id);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data.returnRequest).toMatchObject({
      status: 'requested',
      reason: 'The sticker arrived torn at one corner.',
      photo: { url: expect.stringMatching(/^\/api\/uploads\//) },
    });
    const again = await askReturn(b.token, order._id);
    expect(again.json()).toMatchObject({ code: 'RETURN_NOT_ALLOWED', message: expect.stringMatching(/already asked/) });
    const list = (await call(s.t, 'GET', '/api/returns?status=requested', s.admin)).json();
    expect(list.data.map((r: Json) => r.order._id)).toContain(order._id);

    const approved = await decide(order._id, 'approve', 'Damaged in transit');
    expect(approved.statusCode, approved.body).toBe(200);
    await s.fake.settled(); // the refunds processed, as Razorpay does a moment later
    const after = await mine(b.token, order._id);
    expect(after).toMatchObject({
      status: 'Returned',
      payment: { status: 'refunded' },
      returnRequest: { status: 'approved', note: 'Damaged in transit' },
      refunds: [
        {
          amountPaise: order.totals.totalPaise,
          status: 'processed',
          providerRefundId: expect.stringMatching(/^rfnd_/),
        },
      ],
    });
    expect(after.history.at(-1)).toMatchObject({
      from: 'Delivered',
      to: 'Returned',
      note: 'Return approved: Damaged in transit',
    });
    const refund = [...s.fake.refunds.values()].find((r) => r.id === after.refunds[0].providerRefundId);
    expect(refund).toMatchObject({ amount: order.totals.totalPaise, status: 'processed' });
    const texts = await textsTo(s.t, b.phone);
    expect(texts).toEqual([
      expect.stringMatching(/payment of Rs [\d,.]+ received/),
      expect.stringMatching(/has shipped with Delhivery, tracking DLV123456789\. Track: https:\/\/www\.delhivery\.com/),
      expect.stringMatching(/was delivered/),
      expect.stringMatching(/return of order .* is accepted\. Rs [\d,.]+ will be refunded/),
      expect.stringMatching(/refund of Rs [\d,.]+ .* is on its way/),
    ]);
    const audit = await s.t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'return'));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses a return when a tag in the box has been activated, late, or before delivery', async () => {
    const code = generateTagCode();
    await s.t.database.db.insert(qrTags).values({ code });
    const { b, order } = await paidOrder([[s.ids[CAR_TAG]!, 1]]);
    expect((await askReturn(b.token, order._id)).json()).toMatchObject({
      code: 'RETURN_NOT_ALLOWED',
      message: 'Only a delivered order can be returned; this one is Created.',
    });
    await move(order._id, { status: 'Shipped', ...TRACKING, tagCodes: [code] });
    await move(order._id, { status: 'Delivered' });
    const vehicle = await insertVehicle(s.t.database.db, b.id);
    const activated = await call(s.t, 'POST', `/api/qrcode/${code}/activate`, b.token, { vehicleId: vehicle.id });
    expect(activated.statusCode, activated.body).toBe(200);
    const res = await askReturn(b.token, order._id, 'I changed my mind about it.', false);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      new RegExp(`QR tag ${code} .* activated, and an activated tag is not refundable`),
    );

    const late = await paidOrder([[s.ids[KIT]!, 1]]);
    await move(late.order._id, { status: 'Shipped', ...TRACKING });
    await move(late.order._id, { status: 'Delivered' });
    s.t.clock.advance(8 * 24 * 3600);
    expect((await askReturn(late.b.token, late.order._id)).json()).toMatchObject({
      code: 'RETURN_NOT_ALLOWED',
      message: expect.stringMatching(/more than 7 days ago/),
    });
    // Nobody else's order can be asked about.
    const other = await buyer(s.t);
    expect((await askReturn(other.token, late.order._id)).statusCode).toBe(404);
  });

  it('refuses a return with a word why, and texts it', async () => {
    const { b, order } = await paidOrder([[s.ids[KIT]!, 1]]);
    await move(order._id, { status: 'Shipped', ...TRACKING });
    await move(order._id, { status: 'Delivered' });
    await askReturn(b.token, order._id);
    const res = await decide(order._id, 'refuse', 'The photo shows no damage');
    expect(res.json().data).toMatchObject({ status: 'Delivered', returnRequest: { status: 'refused' } });
    expect((await textsTo(s.t, b.phone)).at(-1)).toMatch(
      /return request for order .* was not accepted: The photo shows no damage/,
    );
    expect((await decide(order._id, 'approve')).statusCode).toBe(409);
  });

  it('cancels a paid order: stock and coupon use given back, the payment refunded, the customer told', async () => {
    await addCoupon(s, { discountName: 'CANCELME' });
    const before = await stockOf(s.t, s.ids[KIT]!);
    const { b, order } = await paidOrder([[s.ids[KIT]!, 2]], 'CANCELME');
    expect(await stockOf(s.t, s.ids[KIT]!)).toBe(before! - 2);
    expect(await usesOf(s.t, 'CANCELME')).toBe(1);
    const res = await move(order._id, { status: 'Cancelled', note: 'Customer asked' });
    expect(res.statusCode, res.body).toBe(200);
    await s.fake.settled(); // the refunds processed, as Razorpay does a moment later
    expect(await stockOf(s.t, s.ids[KIT]!)).toBe(before);
    expect(await usesOf(s.t, 'CANCELME')).toBe(0);
    expect(await mine(b.token, order._id)).toMatchObject({
      status: 'Cancelled',
      payment: { status: 'refunded' },
      refunds: [{ status: 'processed', reason: 'Order cancelled' }],
    });
    expect(await textsTo(s.t, b.phone)).toContainEqual(
      expect.stringMatching(/was cancelled\. Rs [\d,.]+ will be refunded/),
    );
    // A paid order's lines and coupon cannot change.
    const { order: other } = await paidOrder([[s.ids[KIT]!, 1]]);
    const edit = await move(other._id, { productList: [{ _id: s.ids[KIT], quantity: 3 }] });
    expect(edit.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/paid online/) });
  });

  it('counts cash on delivery paid at delivery, and records its refund when returned', async () => {
    const b = await buyer(s.t);
    await fillCart(s.t, b.token, [[s.ids[KIT]!, 1]]);
    const { order } = (await checkout(s.t, b, { method: 'cod' })).json().data;
    await move(order._id, { status: 'Shipped', ...TRACKING });
    await move(order._id, { status: 'Delivered' });
    expect((await mine(b.token, order._id)).payment).toMatchObject({ method: 'cod', status: 'paid' });
    await askReturn(b.token, order._id);
    await decide(order._id, 'approve');
    expect(await mine(b.token, order._id)).toMatchObject({
      status: 'Returned',
      payment: { status: 'refunded' },
      refunds: [{ status: 'recorded', providerRefundId: null, amountPaise: order.totals.totalPaise }],
    });
  });

  it('lets a customer read only their own order here, even an admin', async () => {
    const { order } = await paidOrder([[s.ids[KIT]!, 1]]);
    const other = await buyer(s.t);
    expect((await call(s.t, 'GET', `/api/my/orders/${order._id}`, other.token)).statusCode).toBe(404);
    expect((await call(s.t, 'GET', `/api/my/orders/${order._id}`, s.admin)).statusCode).toBe(404);
  });
});
