import { z } from 'zod';

/**
 * The payment settings of the environment (docs/decisions/0030-payments-and-stock.md), validated
 * with the rest of it in config.ts. `none` offers no online payment (cash on delivery may still be
 * on); `fake` runs a local Razorpay in this process (development; refused in production).
 */
export const PAYMENTS_ENV = {
  PAYMENT_PROVIDER: z.enum(['none', 'fake', 'razorpay'], { error: 'must be none, fake or razorpay' }).optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_URL: z
    .string()
    .url('must be a full URL such as https://api.razorpay.com')
    .default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.string().url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /** The fake Razorpay's port (PAYMENT_PROVIDER=fake); unset: any free port. */
  FAKE_RAZORPAY_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
  /** How long an order waits for its online payment before it expires. */
  PENDING_PAYMENT_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(60),
};

const Shape = z.object(PAYMENTS_ENV);
type PaymentsEnv = z.output<typeof Shape> & { NODE_ENV: string };

export type ProviderConfig =
  | { kind: 'none' }
  | { kind: 'fake'; port?: number }
  | { kind: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; url: string; scriptUrl: string };

export interface PaymentsConfig {
  provider: ProviderConfig;
  pendingMinutes: number;
}

const REQUIRED = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

export function checkPaymentsEnv(env: PaymentsEnv, ctx: z.RefinementCtx): void {
  if (env.PAYMENT_PROVIDER === 'razorpay')
    for (const k of REQUIRED)
      if (!env[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when PAYMENT_PROVIDER=razorpay' });
  if (env.PAYMENT_PROVIDER === 'fake' && env.NODE_ENV === 'production')
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message: 'must be none or razorpay in production (fake takes no money)',
    });
}

/** Outside production the fake is the default, so checkout can be tried end to end. */
export function paymentsFromEnv(env: PaymentsEnv): PaymentsConfig {
  const kind = env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'none' : 'fake');
  const provider: ProviderConfig =
    kind === 'razorpay'
      ? {
          kind,
          keyId: env.RAZORPAY_KEY_ID ?? '',
          keySecret: env.RAZORPAY_KEY_SECRET ?? '',
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
          url: env.RAZORPAY_URL,
          scriptUrl: env.RAZORPAY_CHECKOUT_URL,
        }
      : kind === 'fake'
        ? { kind, port: env.FAKE_RAZORPAY_PORT }
        : { kind };
  return { provider, pendingMinutes: env.PENDING_PAYMENT_MINUTES };
}
