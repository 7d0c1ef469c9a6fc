import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { bearer } from '../../../test/test-app.js';
import { addresses, products } from '../../platform/db/schema.js';
import { post, sms, sosBody, t, withSosApp } from '../sos/sos-test-kit.js';
import { ORDER_TEXT_DELAY_SECONDS } from './order-texts.js';

withSosApp();

describe('order texts and SOS texts', () => {
  it('sends the SOS texts due now before an order’s text written a moment earlier', async () => {
    const admin = await t.signIn(t.config.adminPhone);
    const customer = await insertUser(t.database.db, { usertype: 'Customer', name: 'Neha Gupta' });
    const [address] = await t.database.db
      .insert(addresses)
      .values({
        userId: customer.id,
        streetAdd: '5 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        pincode: '700016',
      })
      .returning();
    const [product] = await t.database.db.select().from(products).where(eq(products.name, 'First-Aid Box'));
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: bearer(admin),
      payload: {
        customerId: customer.id,
        shippingAddressId: address!.id,
        productList: [{ _id: product!.id, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await post(sosBody())).statusCode).toBe(201);

    // Only the alert's texts are due now, however many slots the sender has.
    await t.app.services.worker.runOnce();
    expect(sms.sent.length).toBeGreaterThan(0);
    expect(sms.to(customer.phone)).toEqual([]);
    t.clock.advance(ORDER_TEXT_DELAY_SECONDS);
    await t.app.services.worker.runOnce();
    expect(sms.to(customer.phone).map((m) => m.body)).toEqual([
      `SafeSathi: order ${placed.json().data.orderNumber} is placed (Rs 756.82). We will text you when it ships.`,
    ]);
  });
});
