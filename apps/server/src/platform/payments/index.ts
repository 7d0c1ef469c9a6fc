import { FakeRazorpay } from './fake-razorpay.js';
import type { PaymentProvider } from './payments.js';
import type { PaymentsConfig } from './payments-config.js';
import { RazorpayProvider } from './razorpay-provider.js';

export * from './payments.js';

/** The fake's keys: public, development only (PAYMENT_PROVIDER=fake is refused in production). */
export const FAKE_KEYS = {
  keyId: 'rzp_test_FakeKey00000001',
  keySecret: 'fake-razorpay-key-secret',
  webhookSecret: 'fake-razorpay-webhook-secret',
};

export interface Payments {
  /** null: no online payment (PAYMENT_PROVIDER=none). */
  provider: PaymentProvider | null;
  /** The local Razorpay when PAYMENT_PROVIDER=fake. */
  fake: FakeRazorpay | null;
  close(): Promise<void>;
}

/** The origins a page needs for the provider's checkout (content security policy). */
export function paymentSources(payments: Payments): { script?: string[]; frame?: string[]; connect?: string[] } {
  if (payments.fake) return { script: [payments.fake.url] };
  if (!payments.provider) return {};
  return {
    script: ['https://checkout.razorpay.com'],
    frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  };
}

/**
 * The configured provider. With `fake`, a local Razorpay is started on loopback and the real
 * adapter talks to it over HTTP; its webhooks are handed to `deliver` (the app, in process).
 */
export async function startPayments(
  config: PaymentsConfig,
  deliver: (rawBody: string, headers: Record<string, string>) => Promise<number>,
  timeoutMs = 10_000,
): Promise<Payments> {
  const p = config.provider;
  if (p.kind === 'razorpay')
    return { provider: new RazorpayProvider({ ...p, timeoutMs }), fake: null, close: async () => {} };
  if (p.kind === 'none') return { provider: null, fake: null, close: async () => {} };
  const fake = await FakeRazorpay.start({ ...FAKE_KEYS, deliver, port: p.port });
  const provider = new RazorpayProvider({
    ...FAKE_KEYS,
    url: fake.url,
    scriptUrl: `${fake.url}/v1/checkout.js`,
    timeoutMs,
  });
  return { provider, fake, close: () => fake.close() };
}
