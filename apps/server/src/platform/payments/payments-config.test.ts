import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long';
const dev = { NODE_ENV: 'development', JWT_SECRET: SECRET };
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: SECRET,
  ADMIN_PHONE: '9876543210',
  PUBLIC_URL: 'https://safesathi.in',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'key',
  MSG91_TEMPLATE_ID: 'tmpl-1',
  PAPERS_KEY: Buffer.alloc(32, 5).toString('base64'),
};
const razorpay = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook',
};

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('accepted');
}

describe('payment settings', () => {
  it('runs the fake Razorpay in development and nothing in production unless Razorpay is configured', () => {
    expect(loadConfig(dev).payments).toEqual({ provider: { kind: 'fake', port: undefined }, pendingMinutes: 60 });
    expect(loadConfig(production).payments.provider).toEqual({ kind: 'none' });
    expect(loadConfig({ ...production, ...razorpay, PENDING_PAYMENT_MINUTES: '30' }).payments).toEqual({
      provider: {
        kind: 'razorpay',
        keyId: 'rzp_live_abc',
        keySecret: 'secret',
        webhookSecret: 'hook',
        url: 'https://api.razorpay.com',
        scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      },
      pendingMinutes: 30,
    });
  });

  it('refuses the fake in production, and Razorpay without its keys, naming each', () => {
    expect(refusal({ ...production, PAYMENT_PROVIDER: 'fake' })).toContain(
      'PAYMENT_PROVIDER must be none or razorpay in production (fake takes no money)',
    );
    const missing = refusal({ ...dev, PAYMENT_PROVIDER: 'razorpay' });
    for (const k of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'])
      expect(missing).toContain(`${k} is required when PAYMENT_PROVIDER=razorpay`);
    expect(refusal({ ...dev, PAYMENT_PROVIDER: 'stripe' })).toContain(
      'PAYMENT_PROVIDER must be none, fake or razorpay',
    );
  });
});
