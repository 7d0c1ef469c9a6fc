import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { checkoutPage, checkoutScript, type Sent } from './fake-razorpay-checkout.js';
import { hmacHex, paymentSignature } from './payments.js';
import type { RazorpayPayment, RazorpayRefund } from './razorpay-provider.js';

/**
 * A local Razorpay for development and tests (PAYMENT_PROVIDER=fake, and the tests of the real
 * adapter): an HTTP server that speaks the parts of Razorpay's API this shop uses — orders,
 * payments, refunds, basic auth, its error shape — plus a tiny checkout page and checkout.js that
 * "pay" and post the result to the shop's callback URL the way Razorpay's Standard Checkout does
 * in redirect mode, and webhooks signed with the webhook secret. Nothing leaves the machine.
 */
export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Webhooks are posted here over HTTP… */
  webhookUrl?: string;
  /** …or handed to this function (the in-process development server); answers the HTTP status. */
  deliver?: (rawBody: string, headers: Record<string, string>) => Promise<number>;
  /** Refunds become processed at once (refund.processed sent); false: when processRefunds() is called. */
  autoProcessRefunds?: boolean;
  port?: number;
}

type FakeOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};
type Payment = RazorpayPayment & Record<string, unknown> & { amount_refunded: number };
type Refund = RazorpayRefund & Record<string, unknown>;
type Event = { id: string; event: string; body: string };
type Webhooks = 'now' | 'later' | 'none';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ID_CHARS[b % ID_CHARS.length]).join('')}`;
const epoch = () => Math.floor(Date.now() / 1000);

export class FakeRazorpay {
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, Payment>();
  readonly refunds = new Map<string, Refund>();
  /** Every API request, for tests. */
  readonly requests: { method: string; path: string; body: string }[] = [];
  /** When refunds processed on their own send refund.processed: 'none' plays a webhook lost on the way. */
  refundWebhooks: Webhooks = 'now';
  /** Refunds processed a moment after they are made; false: they wait for processRefunds(). */
  autoProcessRefunds: boolean;
  /** Every webhook delivery and the shop's answer. */
  readonly deliveries: { event: string; eventId: string; status: number }[] = [];
  private readonly events = new Map<string, Event>();
  private readonly later: Event[] = [];
  private server: Server | null = null;
  /** The refunds being processed on their own, a moment after each was made (see `settled`). */
  private work: Promise<unknown> = Promise.resolve();
  url = '';

  private constructor(private readonly o: FakeRazorpayOptions) {
    this.autoProcessRefunds = o.autoProcessRefunds !== false;
  }

  static async start(o: FakeRazorpayOptions): Promise<FakeRazorpay> {
    const fake = new FakeRazorpay(o);
    const server = createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((ok) => server.listen(o.port ?? 0, '127.0.0.1', ok));
    fake.server = server;
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return fake;
  }

  close(): Promise<void> {
    const server = this.server;
    if (!server) return Promise.resolve();
    this.server = null;
    return new Promise((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    });
  }

  // ─── What a buyer does at the checkout (the page below, or a test) ─────
  /**
   * Pays an order: a captured payment of the order's amount (or `amountPaise`, to play a
   * tampered checkout), then payment.captured and order.paid — now, later (flushWebhooks) or never.
   * Answers what the checkout hands the shop's page.
   */
  async pay(
    orderId: string,
    o: { amountPaise?: number; webhooks?: Webhooks } = {},
  ): Promise<{ paymentId: string; signature: string; fields: Record<string, string> }> {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`The fake Razorpay has no order ${orderId}`);
    const payment = this.newPayment(order, o.amountPaise ?? order.amount, 'captured');
    order.attempts += 1;
    order.status = 'paid';
    order.amount_paid = payment.amount;
    order.amount_due = Math.max(0, order.amount - payment.amount);
    await this.emit('payment.captured', { payment: { entity: payment } }, o.webhooks);
    await this.emit('order.paid', { payment: { entity: payment }, order: { entity: order } }, o.webhooks);
    const signature = paymentSignature(this.o.keySecret, order.id, payment.id);
    return {
      paymentId: payment.id,
      signature,
      fields: { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signature },
    };
  }

  /** A failed attempt (declined card, wrong OTP): payment.failed, and the error fields the checkout posts. */
  async fail(
    orderId: string,
    description = 'Payment failed because the card was declined',
    webhooks: Webhooks = 'now',
  ): Promise<{ paymentId: string; fields: Record<string, string> }> {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`The fake Razorpay has no order ${orderId}`);
    const payment = this.newPayment(order, order.amount, 'failed');
    Object.assign(payment, {
      error_code: 'BAD_REQUEST_ERROR',
      error_description: description,
      error_source: 'customer',
      error_step: 'payment_authorization',
      error_reason: 'payment_failed',
    });
    order.attempts += 1;
    order.status = 'attempted';
    await this.emit('payment.failed', { payment: { entity: payment } }, webhooks);
    return {
      paymentId: payment.id,
      fields: {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[description]': description,
        'error[source]': 'customer',
        'error[step]': 'payment_authorization',
        'error[reason]': 'payment_failed',
        'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: order.id }),
      },
    };
  }

  /** Delivers the webhooks held back by `webhooks: 'later'`, in order. */
  async flushWebhooks(): Promise<void> {
    for (const e of this.later.splice(0)) await this.deliver(e);
  }

  /** Delivers an event again, exactly as before (Razorpay retries a webhook it thinks failed). */
  async redeliver(eventId: string): Promise<number> {
    const e = this.events.get(eventId);
    if (!e) throw new Error(`No event ${eventId}`);
    return this.deliver(e);
  }

  /** The event ids sent for a payment, oldest first. */
  eventsOf(paymentId: string): string[] {
    return [...this.events.values()].filter((e) => e.body.includes(`"${paymentId}"`)).map((e) => e.id);
  }

  /** Answers once the refunds made so far are processed and their refund.processed webhooks answered. */
  async settled(): Promise<void> {
    let seen: Promise<unknown>;
    do {
      seen = this.work;
      await seen;
    } while (seen !== this.work);
  }

  /** Marks pending refunds processed and sends refund.processed for each (now, later or never). */
  async processRefunds(webhooks: Webhooks = this.refundWebhooks): Promise<void> {
    for (const r of this.refunds.values()) {
      if (r.status !== 'pending') continue;
      r.status = 'processed';
      const payment = this.payments.get(r.payment_id);
      await this.emit('refund.processed', { refund: { entity: r }, payment: { entity: payment } }, webhooks);
    }
  }

  private newPayment(order: FakeOrder, amount: number, status: Payment['status']): Payment {
    const payment: Payment = {
      id: newId('pay'),
      entity: 'payment',
      amount,
      currency: order.currency,
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: status === 'captured',
      description: `Order ${order.receipt ?? order.id}`,
      vpa: 'success@razorpay',
      email: 'buyer@example.com',
      contact: '+919000000002',
      notes: order.notes,
      fee: status === 'captured' ? Math.round(amount * 0.02) : null,
      tax: status === 'captured' ? Math.round(amount * 0.0036) : null,
      error_code: null,
      error_description: null,
      created_at: epoch(),
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  private async emit(event: string, payload: Record<string, unknown>, when: Webhooks = 'now'): Promise<void> {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_FakeRazorpay01',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: epoch(),
    });
    const e = { id: newId('evt'), event, body };
    this.events.set(e.id, e);
    if (when === 'now') await this.deliver(e);
    else if (when === 'later') this.later.push(e);
  }

  private async deliver(e: Event): Promise<number> {
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(this.o.webhookSecret, e.body),
      'x-razorpay-event-id': e.id,
      'user-agent': 'Razorpay-Webhook/v1',
    };
    let status = 0;
    try {
      if (this.o.deliver) status = await this.o.deliver(e.body, headers);
      else if (this.o.webhookUrl) {
        const res = await request(this.o.webhookUrl, { method: 'POST', headers, body: e.body });
        await res.body.dump();
        status = res.statusCode;
      }
    } catch {
      status = 0;
    }
    this.deliveries.push({ event: e.event, eventId: e.id, status });
    return status;
  }

  // ─── HTTP ──────────────────────────────────────────────────────────────
  private async handle(req: IncomingMessage, res: ServerResponse): Promise<Sent> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const path = url.pathname;
    try {
      if (path.startsWith('/v1/') && path !== '/v1/checkout.js') {
        this.requests.push({ method, path, body });
        if (!this.authorised(req)) return error(res, 401, 'Authentication failed');
        return this.api(method, path, body, res);
      }
      if (method === 'GET' && path === '/v1/checkout.js') return checkoutScript(this.url, res);
      const page = path.match(/^\/checkout\/(order_[A-Za-z0-9]+)(\/(pay|fail))?$/);
      if (page) return checkoutPage(this, { method, orderId: page[1]!, action: page[3], url, raw: body }, res);
      return error(res, 404, 'The requested URL was not found on the server.');
    } catch (err) {
      return error(res, 500, (err as Error).message);
    }
  }

  private authorised(req: IncomingMessage): boolean {
    const [scheme, encoded] = String(req.headers.authorization ?? '').split(' ');
    const [user, pass] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    return scheme === 'Basic' && user === this.o.keyId && pass === this.o.keySecret;
  }

  private api(method: string, path: string, raw: string, res: ServerResponse): Sent {
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return error(res, 400, 'The request body is not valid JSON', 'body');
    }
    if (method === 'POST' && path === '/v1/orders') return this.createOrder(body, res);
    const order = path.match(/^\/v1\/orders\/([^/]+)$/);
    if (method === 'GET' && order) {
      const o = this.orders.get(decodeURIComponent(order[1]!));
      return o ? json(res, 200, o) : error(res, 400, 'The id provided does not exist', 'id');
    }
    const payment = path.match(/^\/v1\/payments\/([^/]+)(\/refunds?)?$/);
    if (!payment) return error(res, 404, 'The requested URL was not found on the server.');
    const p = this.payments.get(decodeURIComponent(payment[1]!));
    if (!p) return error(res, 400, 'The id provided does not exist', 'id');
    if (method === 'GET' && !payment[2]) return json(res, 200, p);
    if (method === 'GET' && payment[2] === '/refunds') {
      const items = [...this.refunds.values()].filter((r) => r.payment_id === p.id);
      return json(res, 200, { entity: 'collection', count: items.length, items });
    }
    if (method === 'POST' && payment[2] === '/refund') return this.refund(p, body, res);
    return error(res, 404, 'The requested URL was not found on the server.');
  }

  private createOrder(body: Record<string, unknown>, res: ServerResponse): Sent {
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      return error(res, 400, 'The amount must be an integer.', 'amount');
    if (amount < 100) return error(res, 400, 'The amount must be atleast INR 1.00', 'amount');
    if (body.currency !== 'INR') return error(res, 400, 'Currency is not supported', 'currency');
    const receipt = typeof body.receipt === 'string' ? body.receipt : null;
    if (receipt && receipt.length > 40)
      return error(res, 400, 'receipt: the length must be no more than 40.', 'receipt');
    const order: FakeOrder = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt,
      status: 'created',
      attempts: 0,
      notes: (body.notes as Record<string, string>) ?? {},
      created_at: epoch(),
    };
    this.orders.set(order.id, order);
    return json(res, 200, order);
  }

  private refund(p: Payment, body: Record<string, unknown>, res: ServerResponse): Sent {
    if (p.status !== 'captured' && p.status !== 'refunded')
      return error(res, 400, 'The payment has not been captured, so it cannot be refunded.');
    const left = p.amount - p.amount_refunded;
    if (left <= 0) return error(res, 400, 'The payment has been fully refunded already');
    const amount = body.amount === undefined ? left : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return error(res, 400, 'The refund amount must be at least INR 1.00', 'amount');
    if (amount > left)
      return error(res, 400, 'The total refund amount is greater than the refund payment amount', 'amount');
    const refund: Refund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: p.currency,
      payment_id: p.id,
      notes: (body.notes as Record<string, string>) ?? {},
      receipt: (body.receipt as string) ?? null,
      acquirer_data: { rrn: null },
      created_at: epoch(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    this.refunds.set(refund.id, refund);
    p.amount_refunded += amount;
    p.refund_status = p.amount_refunded >= p.amount ? 'full' : 'partial';
    if (p.amount_refunded >= p.amount) p.status = 'refunded';
    // Processed a moment later, as Razorpay does, with its webhook.
    if (this.autoProcessRefunds) {
      const processed = new Promise((ok) => setImmediate(() => void this.processRefunds().finally(() => ok(null))));
      this.work = Promise.all([this.work, processed]);
    }
    return json(res, 200, refund);
  }
}

function json(res: ServerResponse, status: number, body: unknown): Sent {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
  return true;
}

/** Razorpay's error shape. */
function error(res: ServerResponse, status: number, description: string, field: string | null = null): Sent {
  return json(res, status, {
    error: {
      code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      field,
    },
  });
}
