import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { INDIAN_MOBILE_RE } from '@safesathi/contract';
import { z } from 'zod';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: z.string().url('must be a full URL such as https://safesathi.in').optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_PHONE: z.string().regex(INDIAN_MOBILE_RE, 'must be a 10-digit Indian mobile number').optional(),
    SMS_PROVIDER: z.enum(['console', 'msg91', 'twilio'], { error: 'must be console, msg91 or twilio' }).optional(),
    MSG91_AUTH_KEY: z.string().optional(),
    MSG91_SENDER: z.string().default('SAFSTH'),
    MSG91_URL: z.string().url().default('https://control.msg91.com/api/v5/flow'),
    MSG91_TEMPLATE_ID: z.string().optional(),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_URL: z.string().url().default('https://api.twilio.com'),
    APP_NAME: z.string().min(1).default('SafeSathi'),
    CURRENCY: z.string().min(1).default('₹'),
    SEED_DEMO: ZBool.optional(),
    // Abuse limits (PRODUCT.md §4); defaults are the product's, lowered or raised only by operators and tests.
    OTP_RESEND_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(3600).default(60),
    OTP_MAX_PER_HOUR: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(10_000).default(5),
    SOS_IP_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100_000).default(5),
    LEAD_IP_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100_000).default(5),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    // A chosen gateway needs its keys in every environment: failing at start beats failing on the first SOS.
    if (env.SMS_PROVIDER === 'msg91') {
      for (const k of ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] as const)
        if (!env[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when SMS_PROVIDER=msg91' });
    }
    if (env.SMS_PROVIDER === 'twilio') {
      for (const k of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const)
        if (!env[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when SMS_PROVIDER=twilio' });
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.JWT_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    if (!env.ADMIN_PHONE) ctx.addIssue({ code: 'custom', path: ['ADMIN_PHONE'], message: 'is required in production' });
    if (!env.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
    if (!env.SMS_PROVIDER || env.SMS_PROVIDER === 'console')
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'must be msg91 or twilio in production' });
  });

export type Env = z.infer<typeof ZEnv>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  jwtSecret: string;
  adminPhone: string;
  seedDemo: boolean;
  appName: string;
  currency: string;
  logLevel: Env['LOG_LEVEL'];
  limits: { otpResendSeconds: number; otpMaxPerHour: number; sosPerIp: number; leadsPerIp: number };
  webDist?: string;
  sms:
    | { provider: 'console' }
    | { provider: 'msg91'; authKey: string; sender: string; url: string; templateId?: string }
    | { provider: 'twilio'; accountSid: string; authToken: string; from: string; url: string };
}

export class ConfigError extends Error {}

/** Reads and validates the environment; every wrong value is named with what it must be. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and .env files use it.
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'} ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const isProduction = env.NODE_ENV === 'production';
  const provider = env.SMS_PROVIDER ?? 'console';
  let sms: Config['sms'];
  if (provider === 'msg91') {
    sms = {
      provider,
      authKey: env.MSG91_AUTH_KEY ?? '',
      sender: env.MSG91_SENDER,
      url: env.MSG91_URL,
      templateId: env.MSG91_TEMPLATE_ID,
    };
  } else if (provider === 'twilio') {
    sms = {
      provider,
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      from: env.TWILIO_FROM ?? '',
      url: env.TWILIO_URL,
    };
  } else sms = { provider: 'console' };
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ?? devSecret(dataDir),
    adminPhone: env.ADMIN_PHONE ?? '9000000001',
    seedDemo: env.SEED_DEMO ?? true,
    appName: env.APP_NAME,
    currency: env.CURRENCY,
    logLevel: env.LOG_LEVEL,
    limits: {
      otpResendSeconds: env.OTP_RESEND_SECONDS,
      otpMaxPerHour: env.OTP_MAX_PER_HOUR,
      sosPerIp: env.SOS_IP_LIMIT,
      leadsPerIp: env.LEAD_IP_LIMIT,
    },
    webDist: env.WEB_DIST,
    sms,
  };
}

/** Outside production a secret is generated once and kept in DATA_DIR, never in the repository. */
function devSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A config for tests: nothing read from the environment or the disk. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    isProduction: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: resolve('.tmp/test-data'),
    publicUrl: 'http://localhost:3000',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    adminPhone: '9000000001',
    seedDemo: false,
    appName: 'SafeSathi',
    currency: '₹',
    logLevel: 'silent',
    limits: { otpResendSeconds: 60, otpMaxPerHour: 5, sosPerIp: 5, leadsPerIp: 5 },
    sms: { provider: 'console' },
    ...overrides,
  };
}
