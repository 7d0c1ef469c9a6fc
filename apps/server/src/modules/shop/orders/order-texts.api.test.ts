import { describe, expect, it } from 'vitest';
import { post, sms, sosBody, t, withSosApp } from '../../sos/sos-test-kit.js';
import { ordersPlacedFor } from '../test-kit.js';
import { ORDER_TEXT_DELAY_SECONDS } from './order-texts.js';

withSosApp();

describe('order texts and SOS texts', () => {
  it('sends the SOS texts due now before an order’s text written a moment earlier', async () => {
    const admin = await t.signIn(t.config.adminPhone);
    const { customer, placed } = await ordersPlacedFor(t, admin, 'Neha Gupta', {
      streetAdd: '5 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
    });
    expect((await post(sosBody())).statusCode).toBe(201);

    // Only the alert's texts are due now, however many slots the sender has.
    await t.app.services.worker.runOnce();
    expect(sms.sent.length).toBeGreaterThan(0);
    expect(sms.to(customer.phone)).toEqual([]);
    t.clock.advance(ORDER_TEXT_DELAY_SECONDS);
    await t.app.services.worker.runOnce();
    expect(sms.to(customer.phone).map((m) => m.body)).toEqual([
      `SafeSathi: order ${placed[0]!.orderNumber} is placed (Rs 649). We will text you when it ships.`,
    ]);
  });
});
