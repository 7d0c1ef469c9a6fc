import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../../test/fixtures.js';
import { RecordingSms } from '../../../../test/recording-sms.js';
import { bearer } from '../../../../test/test-app.js';
import { auditLog, orders, qrTags } from '../../../platform/db/schema.js';
import { generateTagCode } from '../../tags/tag-code.js';
import { ordersPlacedFor, withShop } from '../test-kit.js';
import { ORDER_TEXT_DELAY_SECONDS } from './order-texts.js';

// "Mark shipped", print and CSV for a selection of orders, as the Orders list sends them.

const sms = new RecordingSms();
const s = withShop({ sms });

const placeOrders = (n: number) =>
  ordersPlacedFor(
    s.t,
    s.admin,
    'Arjun Nair',
    { streetAdd: '12 Marine Drive', city: 'Kochi', state: 'Kerala', pincode: '682031' },
    n,
  );

const ship = (token: string, list: { _id: string }[], courier = 'Delhivery') =>
  s.t.app.inject({
    method: 'POST',
    url: '/api/orders/bulk/ship',
    headers: bearer(token),
    payload: {
      orders: list.map((o, i) => ({
        orderId: o._id,
        courier,
        trackingNumber: `DLV${1000 + i}`,
        trackingUrl: `https://track.example.in/DLV${1000 + i}`,
      })),
    },
  });

describe('bulk order actions', () => {
  it('ships the orders that may move, lists the one that may not with why, texts each customer', async () => {
    const { customer, placed } = await placeOrders(3);
    const cancel = await s.t.app.inject({
      method: 'PUT',
      url: '/api/order',
      headers: bearer(s.admin),
      payload: { orderId: placed[1]!._id, status: 'Cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const viewer = await insertUser(s.t.database.db, { usertype: 'Admin', flags: ['viewOrder'] });
    expect((await ship(await s.t.signIn(viewer.phone), placed)).statusCode).toBe(403);

    const res = await ship(s.admin, placed);
    expect(res.statusCode, res.body).toBe(200);
    const { shipped, refused } = res.json().data;
    expect(shipped.map((s: { orderNumber: string }) => s.orderNumber)).toEqual([
      placed[0]!.orderNumber,
      placed[2]!.orderNumber,
    ]);
    expect(refused).toEqual([
      {
        orderId: placed[1]!._id,
        orderNumber: placed[1]!.orderNumber,
        reason: 'A Cancelled order is final; its status cannot change.',
      },
    ]);
    const rows = await s.t.database.db.select().from(orders).where(eq(orders.customerId, customer.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(placed[0]!._id)).toMatchObject({
      status: 'Shipped',
      courier: 'Delhivery',
      trackingNumber: 'DLV1000',
    });
    expect(byId.get(placed[2]!._id)).toMatchObject({ status: 'Shipped', trackingNumber: 'DLV1002' });
    expect(byId.get(placed[1]!._id)!.status).toBe('Cancelled');
    const audits = await s.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, placed[0]!._id), eq(auditLog.action, 'update')));
    expect(audits.length).toBeGreaterThan(0);

    s.t.clock.advance(ORDER_TEXT_DELAY_SECONDS + 1);
    await s.t.app.services.worker.runOnce();
    const texts = sms.to(customer.phone).map((m) => m.body);
    expect(texts).toContain(
      `SafeSathi: order ${placed[0]!.orderNumber} has shipped with Delhivery, tracking DLV1000. Track: https://track.example.in/DLV1000`,
    );
    expect(texts.filter((b) => b.includes('has shipped'))).toHaveLength(2);

    // Sent again, all at once: nothing ships twice.
    const again = await Promise.all([ship(s.admin, [placed[0]!]), ship(s.admin, [placed[0]!])]);
    for (const r of again) {
      expect(r.statusCode).toBe(200);
      expect(r.json().data.shipped).toEqual([]);
      expect(r.json().data.refused[0].reason).toContain('A Shipped order can only move to');
    }
  });

  it('records the QR tags packed in each box; an unknown code refuses that order alone, with the code', async () => {
    const { placed } = await placeOrders(2);
    const code = generateTagCode();
    await s.t.database.db.insert(qrTags).values({ code });
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/orders/bulk/ship',
      headers: bearer(s.admin),
      payload: {
        orders: [
          { orderId: placed[0]!._id, courier: 'Delhivery', trackingNumber: 'DLV2000', tagCodes: [code.toLowerCase()] },
          { orderId: placed[1]!._id, courier: 'Delhivery', trackingNumber: 'DLV2001', tagCodes: ['ZZZZ9999'] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.shipped.map((s: { orderId: string }) => s.orderId)).toEqual([placed[0]!._id]);
    expect(res.json().data.refused).toEqual([
      { orderId: placed[1]!._id, orderNumber: placed[1]!.orderNumber, reason: expect.stringContaining('ZZZZ9999') },
    ]);
    const detail = await s.t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed[0]!._id}`,
      headers: bearer(s.admin),
    });
    expect(detail.json().result.tagCodes).toEqual([code]);
    const [other] = await s.t.database.db.select().from(orders).where(eq(orders.id, placed[1]!._id));
    expect(other!.status).toBe('Created');
  });

  it('refuses a batch without tracking numbers with the field and why', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/orders/bulk/ship',
      headers: bearer(s.admin),
      payload: {
        orders: [{ orderId: '00000000-0000-4000-8000-000000000000', courier: 'Delhivery', trackingNumber: '' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'orders.0.trackingNumber', message: 'Enter the tracking number' }]);
  });

  it('prints the selection’s invoices and labels as one PDF, and exports just the selection as CSV', async () => {
    const { placed } = await placeOrders(2);
    const ids = placed.map((o) => o._id).join(',');
    const res = await s.t.app.inject({
      method: 'GET',
      url: `/api/orders/print.pdf?ids=${ids}`,
      headers: bearer(s.admin),
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text.match(/TAX INVOICE/g)).toHaveLength(2);
    expect(text.match(/SHIP TO/g)).toHaveLength(2);
    for (const o of placed) expect(text).toContain(`Order ${o.orderNumber}`);
    expect(text).toContain('12 Marine Drive');

    const customer = await insertUser(s.t.database.db, { usertype: 'Customer' });
    const token = await s.t.signIn(customer.phone);
    expect(
      (await s.t.app.inject({ method: 'GET', url: `/api/orders/print.pdf?ids=${ids}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(403);
    const bad = await s.t.app.inject({
      method: 'GET',
      url: '/api/orders/print.pdf?ids=nope',
      headers: bearer(s.admin),
    });
    expect(bad.statusCode).toBe(400);

    const csv = await s.t.app.inject({ method: 'GET', url: `/api/orders.csv?ids=${ids}`, headers: bearer(s.admin) });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(3);
    for (const o of placed) expect(csv.body).toContain(o.orderNumber);
  });
});
