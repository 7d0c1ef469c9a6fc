import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One payment-provider interface (docs/decisions/0030-payments-and-stock.md), the same pattern as
 * SMS: a real adapter over HTTP (Razorpay's API) and a local fake server that speaks the same
 * protocol, for development and tests. Amounts are integer paise.
 */
export interface PaymentProvider {
  readonly name: 'razorpay';
  /** The public key the browser's checkout opens with. */
  readonly keyId: string;
  /** The provider's checkout script for the browser. */
  readonly scriptUrl: string;
  createOrder(order: {
    amountPaise: number;
    currency: 'INR';
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<ProviderOrder>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** A full or partial refund of a captured payment. */
  refund(
    paymentId: string,
    refund: { amountPaise: number; receipt?: string; notes?: Record<string, string> },
  ): Promise<ProviderRefund>;
  /** The refunds already made of a payment (to retry a refund without making a second one). */
  listRefunds(paymentId: string): Promise<ProviderRefund[]>;
  /** The checkout's proof that this payment paid this order. */
  paymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's proof that the provider sent this exact body. */
  webhookSignatureValid(rawBody: string, signature: string | undefined): boolean;
}

export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: string;
  receipt: string | null;
  status: string;
}

export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: ProviderPaymentStatus;
  method: string | null;
  errorDescription: string | null;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
}

/** The provider refused or could not be reached; `retryable` when trying again may help. */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** HMAC-SHA256 of `data` with `secret`, hex: Razorpay's signature of payments and webhooks. */
export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

/** Compares a received signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, received: string | undefined): boolean {
  if (!received) return false;
  const a = Buffer.from(expectedHex, 'utf8');
  const b = Buffer.from(received.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's payment signature: HMAC_SHA256(order_id + "|" + payment_id, key_secret). */
export const paymentSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);
