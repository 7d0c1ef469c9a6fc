import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadUrl } from '../sms/gateway-fakes.js';
import { FakeRazorpay } from './fake-razorpay.js';
import { hmacHex, PaymentError, paymentSignature } from './payments.js';
import { RazorpayProvider } from './razorpay-provider.js';

// The real adapter against the fake Razorpay over HTTP: the fake is the adapter's counterpart,
// and the webhooks it sends are checked the way the shop checks them.

const KEYS = {
  keyId: 'rzp_test_AdapterTest0001',
  keySecret: 'adapter-test-secret',
  webhookSecret: 'adapter-webhook-secret',
};
let fake: FakeRazorpay;
let hooks: Server;
const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];

const provider = (o: Partial<ConstructorParameters<typeof RazorpayProvider>[0]> = {}) =>
  new RazorpayProvider({ ...KEYS, url: fake.url, scriptUrl: `${fake.url}/v1/checkout.js`, timeoutMs: 2000, ...o });

async function refusal(p: Promise<unknown>): Promise<PaymentError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentError);
  return err as PaymentError;
}

beforeAll(async () => {
  hooks = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((ok) => hooks.listen(0, '127.0.0.1', ok));
  fake = await FakeRazorpay.start({
    ...KEYS,
    webhookUrl: `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/webhook`,
  });
});
afterAll(async () => {
  await fake.close();
  await new Promise((ok) => hooks.close(ok));
});

describe('the Razorpay adapter against the fake Razorpay', () => {
  it('creates an order with basic auth, in paise, with our receipt', async () => {
    const order = await provider().createOrder({ amountPaise: 24064, currency: 'INR', receipt: 'ORD-000042' });
    expect(order).toMatchObject({ amountPaise: 24064, currency: 'INR', receipt: 'ORD-000042', status: 'created' });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const req = fake.requests.at(-1)!;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/orders' });
    expect(JSON.parse(req.body)).toMatchObject({ amount: 24064, currency: 'INR', receipt: 'ORD-000042' });
  });

  it('reports a refusal in Razorpay’s words, and whether trying again can help', async () => {
    const small = await refusal(provider().createOrder({ amountPaise: 99, currency: 'INR', receipt: 'X' }));
    expect(small.message).toBe('Razorpay refused: The amount must be atleast INR 1.00');
    expect(small.retryable).toBe(false);
    const keys = await refusal(provider({ keySecret: 'wrong' }).fetchPayment('pay_Nothing0000001'));
    expect(keys.status).toBe(401);
    expect(keys.retryable).toBe(false);
    const down = await refusal(
      provider({ url: await deadUrl() }).createOrder({ amountPaise: 100, currency: 'INR', receipt: 'X' }),
    );
    expect(down.retryable).toBe(true);
    expect(down.message).toMatch(/^Razorpay unreachable/);
  });

  it('reads a payment and checks its signature: order_id|payment_id with the key secret', async () => {
    const p = provider();
    const order = await p.createOrder({ amountPaise: 50000, currency: 'INR', receipt: 'ORD-1' });
    const other = await p.createOrder({ amountPaise: 50000, currency: 'INR', receipt: 'ORD-2' });
    const paid = await fake.pay(order.id);
    expect(paid.signature).toBe(hmacHex(KEYS.keySecret, `${order.id}|${paid.paymentId}`));
    expect(p.paymentSignatureValid(order.id, paid.paymentId, paid.signature)).toBe(true);
    expect(p.paymentSignatureValid(other.id, paid.paymentId, paid.signature)).toBe(false);
    expect(
      p.paymentSignatureValid(order.id, paid.paymentId, paymentSignature('another-secret', order.id, paid.paymentId)),
    ).toBe(false);
    expect(p.paymentSignatureValid(order.id, paid.paymentId, '')).toBe(false);
    expect(await p.fetchPayment(paid.paymentId)).toMatchObject({
      id: paid.paymentId,
      orderId: order.id,
      amountPaise: 50000,
      currency: 'INR',
      status: 'captured',
    });
  });

  it('sends signed webhooks that the adapter accepts, and refuses a body changed in transit', async () => {
    received.length = 0;
    const p = provider();
    const order = await p.createOrder({ amountPaise: 12300, currency: 'INR', receipt: 'ORD-3' });
    const paid = await fake.pay(order.id);
    expect(received.map((r) => JSON.parse(r.body).event)).toEqual(['payment.captured', 'order.paid']);
    for (const r of received) {
      const signature = r.headers['x-razorpay-signature'] as string;
      expect(r.headers['x-razorpay-event-id']).toMatch(/^evt_/);
      expect(p.webhookSignatureValid(r.body, signature)).toBe(true);
      expect(p.webhookSignatureValid(r.body.replace('12300', '100'), signature)).toBe(false);
      expect(p.webhookSignatureValid(r.body, undefined)).toBe(false);
      expect(JSON.parse(r.body).payload.payment.entity).toMatchObject({
        id: paid.paymentId,
        order_id: order.id,
        amount: 12300,
      });
    }
  });

  it('refunds a captured payment once, lists it, and tells the shop when it is processed', async () => {
    received.length = 0;
    const p = provider();
    const order = await p.createOrder({ amountPaise: 29900, currency: 'INR', receipt: 'ORD-4' });
    const { paymentId } = await fake.pay(order.id, { webhooks: 'none' });
    const refund = await p.refund(paymentId, { amountPaise: 29900, receipt: 'ORD-4' });
    expect(refund).toMatchObject({ paymentId, amountPaise: 29900, status: 'pending' });
    expect(refund.id).toMatch(/^rfnd_/);
    await fake.settled();
    expect((await p.listRefunds(paymentId)).map((r) => [r.id, r.status])).toEqual([[refund.id, 'processed']]);
    expect(received.map((r) => JSON.parse(r.body).event)).toEqual(['refund.processed']);
    const again = await refusal(p.refund(paymentId, { amountPaise: 29900 }));
    expect(again.message).toMatch(/fully refunded/);
    expect(again.retryable).toBe(false);
    expect((await p.fetchPayment(paymentId)).status).toBe('refunded');
  });
});
