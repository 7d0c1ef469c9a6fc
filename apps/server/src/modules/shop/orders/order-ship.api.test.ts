import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../../test/fixtures.js';
import { RecordingSms } from '../../../../test/recording-sms.js';
import { bearer } from '../../../../test/test-app.js';
import { orders, qrTags } from '../../../platform/db/schema.js';
import { generateTagCode } from '../../tags/tag-code.js';
import { ordersPlacedFor, withShop } from '../test-kit.js';
import { ORDER_TEXT_DELAY_SECONDS } from './order-texts.js';

// "Mark shipped" on one order (the order's page and its row in the list): the same questions as
// the bulk action, the same way through the status rules, and a text that carries the tracking.

const sms = new RecordingSms();
const s = withShop({ sms });

const placeOrder = async () => {
  const { customer, placed } = await ordersPlacedFor(s.t, s.admin, 'Meera Pillai', {
    streetAdd: '4 Church Street',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  });
  return { customer, order: placed[0]! };
};

const ship = (id: string, body: Record<string, unknown>, token = s.admin) =>
  s.t.app.inject({ method: 'POST', url: `/api/orders/${id}/ship`, headers: bearer(token), payload: body });

const statusOf = async (id: string) =>
  (await s.t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

describe('Mark shipped on one order', () => {
  it('ships it with the courier, tracking number and the tags in the box, and texts the customer the tracking number', async () => {
    const { customer, order } = await placeOrder();
    const code = generateTagCode();
    await s.t.database.db.insert(qrTags).values({ code });

    const res = await ship(order._id, {
      courier: 'Blue Dart',
      trackingNumber: 'BD77001',
      trackingUrl: 'https://track.example.in/BD77001',
      tagCodes: [code.toLowerCase()],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Order ${order.orderNumber} marked shipped.`,
      data: {
        status: 'Shipped',
        tracking: { courier: 'Blue Dart', trackingNumber: 'BD77001', trackingUrl: 'https://track.example.in/BD77001' },
        tagCodes: [code],
      },
    });
    const history = (await s.t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(s.admin) }))
      .json()
      .result.history.map((h: { from: string | null; to: string }) => `${h.from}→${h.to}`);
    expect(history).toEqual(['null→Created', 'Created→Shipped']);

    s.t.clock.advance(ORDER_TEXT_DELAY_SECONDS + 1);
    await s.t.app.services.worker.runOnce();
    expect(sms.to(customer.phone).map((m) => m.body)).toContain(
      `SafeSathi: order ${order.orderNumber} has shipped with Blue Dart, tracking BD77001. Track: https://track.example.in/BD77001`,
    );
  });

  it('is refused without a courier or a tracking number, naming each field, and the order stays Created', async () => {
    const { order } = await placeOrder();
    const res = await ship(order._id, { courier: ' ', trackingNumber: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        { path: 'courier', message: 'Name the courier' },
        { path: 'trackingNumber', message: 'Enter the tracking number' },
      ],
    });
    expect((await ship(order._id, {})).statusCode).toBe(400);
    expect(await statusOf(order._id)).toBe('Created');
  });

  it('refuses an order that is already shipped (a second click texts nobody twice), an unknown order, and an admin without editOrder', async () => {
    const { customer, order } = await placeOrder();
    const body = { courier: 'Delhivery', trackingNumber: 'DLV5500' };
    expect((await ship(order._id, body)).statusCode).toBe(200);
    const again = await ship(order._id, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ILLEGAL_STATUS_CHANGE' });
    s.t.clock.advance(ORDER_TEXT_DELAY_SECONDS + 1);
    await s.t.app.services.worker.runOnce();
    expect(sms.to(customer.phone).filter((m) => m.body.includes('has shipped'))).toHaveLength(1);

    expect((await ship('00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await ship('not-an-id', body)).statusCode).toBe(400);
    const viewer = await insertUser(s.t.database.db, { usertype: 'Admin', flags: ['viewOrder'] });
    const other = await placeOrder();
    expect((await ship(other.order._id, body, await s.t.signIn(viewer.phone))).statusCode).toBe(403);
    expect(await statusOf(other.order._id)).toBe('Created');
  });
});
