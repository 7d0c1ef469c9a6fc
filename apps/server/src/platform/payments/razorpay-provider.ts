import { request } from 'undici';
import {
  hmacHex,
  PaymentError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
  paymentSignature,
  signatureMatches,
} from './payments.js';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com (the fake server's address in development and tests). */
  url: string;
  /** https://checkout.razorpay.com/v1/checkout.js */
  scriptUrl: string;
  timeoutMs?: number;
}

interface RazorpayError {
  error?: { code?: string; description?: string; reason?: string | null; field?: string | null };
}

/**
 * Razorpay's REST API (v1), as documented: HTTP basic auth key_id:key_secret, JSON bodies,
 * amounts in paise. Orders `POST /v1/orders`; a payment `GET /v1/payments/{id}`; refunds
 * `POST /v1/payments/{id}/refund` and `GET /v1/payments/{id}/refunds`. Failures answer
 * `{error: {code, description, …}}` with 400 (our request), 401 (keys), 5xx (theirs).
 */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay';
  constructor(private readonly o: RazorpayOptions) {}

  get keyId(): string {
    return this.o.keyId;
  }
  get scriptUrl(): string {
    return this.o.scriptUrl;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const timeout = this.o.timeoutMs ?? 10_000;
    let status: number;
    let text: string;
    try {
      const res = await request(`${this.o.url.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${this.o.keyId}:${this.o.keySecret}`).toString('base64')}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });
      status = res.statusCode;
      text = await res.body.text();
    } catch (err) {
      const e = err as Error & { code?: string };
      const why =
        e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_BODY_TIMEOUT'
          ? `no answer within ${timeout} ms`
          : (e.code ?? e.message);
      throw new PaymentError(`Razorpay unreachable: ${why}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = {};
    }
    if (status >= 200 && status < 300) return json as T;
    const description = (json as RazorpayError).error?.description ?? `HTTP ${status}`;
    // Throttling and their own failures may pass; any other refusal is about our request.
    throw new PaymentError(`Razorpay refused: ${description}`, status >= 500 || status === 429, status);
  }

  async createOrder(o: Parameters<PaymentProvider['createOrder']>[0]): Promise<ProviderOrder> {
    const r = await this.call<{ id: string; amount: number; currency: string; receipt: string | null; status: string }>(
      'POST',
      '/v1/orders',
      { amount: o.amountPaise, currency: o.currency, receipt: o.receipt, notes: o.notes ?? {} },
    );
    if (!r.id) throw new PaymentError('Razorpay answered an order without an id');
    return { id: r.id, amountPaise: r.amount, currency: r.currency, receipt: r.receipt, status: r.status };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    const p = await this.call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
    return toPayment(p);
  }

  async refund(paymentId: string, r: Parameters<PaymentProvider['refund']>[1]): Promise<ProviderRefund> {
    const body = { amount: r.amountPaise, speed: 'normal', receipt: r.receipt, notes: r.notes ?? {} };
    return toRefund(
      await this.call<RazorpayRefund>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, body),
    );
  }

  async listRefunds(paymentId: string): Promise<ProviderRefund[]> {
    const r = await this.call<{ items?: RazorpayRefund[] }>(
      'GET',
      `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
    );
    return (r.items ?? []).map(toRefund);
  }

  paymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(paymentSignature(this.o.keySecret, orderId, paymentId), signature);
  }

  webhookSignatureValid(rawBody: string, signature: string | undefined): boolean {
    return signatureMatches(hmacHex(this.o.webhookSecret, rawBody), signature);
  }
}

/** Razorpay's payment entity, as far as we read it. */
export interface RazorpayPayment {
  id: string;
  amount: number;
  currency: string;
  status: ProviderPayment['status'];
  order_id: string | null;
  method?: string | null;
  error_description?: string | null;
}

export interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: ProviderRefund['status'];
}

export const toPayment = (p: RazorpayPayment): ProviderPayment => ({
  id: p.id,
  orderId: p.order_id ?? null,
  amountPaise: p.amount,
  currency: p.currency,
  status: p.status,
  method: p.method ?? null,
  errorDescription: p.error_description ?? null,
});

export const toRefund = (r: RazorpayRefund): ProviderRefund => ({
  id: r.id,
  paymentId: r.payment_id,
  amountPaise: r.amount,
  status: r.status,
});
