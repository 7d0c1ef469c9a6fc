import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { indianMobile, MOBILE_PROBLEMS } from '@safesathi/contract';
import { z } from 'zod';
import { BLOOD_ENV, type BloodConfig, bloodFromEnv, DEFAULT_BLOOD_CONFIG } from './blood-config.js';
import type { Limits } from './limits.js';
import { checkPapersEnv, PAPERS_ENV, type PapersConfig, papersFromEnv, TEST_PAPERS_CONFIG } from './papers-config.js';
import { checkPaymentsEnv, PAYMENTS_ENV, type PaymentsConfig, paymentsFromEnv } from './payments/payments-config.js';
import { checkPushEnv, PUSH_ENV, type PushConfig, pushFromEnv } from './push-config.js';
import { checkRoleEnv, ROLE_ENV, type Role } from './role-config.js';
import { CAMPAIGN_ENV, type CampaignsConfig, campaignsFromEnv, type Delivery } from './sms-config.js';
import type { S3Options } from './storage/s3-store.js';
import {
  checkTelephonyEnv,
  type MaskedCallCaps,
  maskedCallCapsFromEnv,
  TELEPHONY_ENV,
  type TelephonyConfig,
  telephonyFromEnv,
} from './telephony/telephony-config.js';
import { DEFAULT_TRIPS_CONFIG, TRIPS_ENV, type TripsConfig, tripsFromEnv } from './trips-config.js';
import { ZTrustProxy } from './trust-proxy-config.js';
import { checkWhatsAppEnv, WHATSAPP_ENV, type WhatsAppConfig, whatsappFromEnv } from './whatsapp-config.js';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const count = (max: number) => z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(max);

const ZEnv = z
  .object({
    // Production unless development or test is chosen explicitly: the safe mode is the default.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    ...ROLE_ENV,
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().optional(),
    TRUST_PROXY: ZTrustProxy.optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: count(500).default(20),
    PUBLIC_URL: z.string().url('must be a full URL such as https://safesathi.in').optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Written any way a person writes it ("+91 90000 00001"), kept as its 10 digits.
    ADMIN_PHONE: indianMobile(
      Object.fromEntries(MOBILE_PROBLEMS.map((p) => [p, 'must be a 10-digit Indian mobile number'])),
    ).optional(),
    SMS_PROVIDER: z.enum(['console', 'msg91', 'twilio'], { error: 'must be console, msg91 or twilio' }).optional(),
    MSG91_AUTH_KEY: z.string().optional(),
    MSG91_SENDER: z.string().default('SAFSTH'),
    MSG91_URL: z.string().url().default('https://control.msg91.com/api/v5/flow'),
    MSG91_TEMPLATE_ID: z.string().optional(),
    /** The secret in the delivery-report webhook's address given to MSG91 (/api/sms/receipts/msg91/{token}). */
    MSG91_RECEIPT_TOKEN: z.string().min(24, { error: 'must be at least 24 characters (a random secret)' }).optional(),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_URL: z.string().url().default('https://api.twilio.com'),
    ...TELEPHONY_ENV,
    ...PAYMENTS_ENV,
    APP_NAME: z.string().min(1).default('SafeSathi'),
    CURRENCY: z.string().min(1).default('₹'),
    SEED_DEMO: ZBool.optional(),
    // Development and browser tests only: the console gateway refuses texts to these numbers.
    DEV_SMS_FAIL_NUMBERS: z
      .string()
      .regex(/^\s*\d{10}(\s*,\s*\d{10})*\s*$/, 'must be 10-digit numbers separated by commas')
      .optional(),
    API_DOCS: ZBool.optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    TOKEN_TTL_HOURS: count(24 * 365).default(7 * 24),
    // Abuse limits (docs/decisions/0018); defaults are the product's, changed only by operators and tests.
    OTP_RESEND_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(3600).default(60),
    // A sign-in code's life: the spec's one minute; every text and page states it from here.
    OTP_TTL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(30).max(3600).default(60),
    OTP_MAX_PER_HOUR: count(10_000).default(5),
    OTP_IP_LIMIT: count(100_000).default(20),
    OTP_NEW_NUMBERS_PER_HOUR: count(1_000_000).default(300),
    SOS_IP_LIMIT: count(100_000).default(5),
    SOS_IP_WINDOW_MINUTES: count(24 * 60).default(10),
    SOS_NOTIFY_WINDOW_SECONDS: count(3600).default(180),
    // The escalation ladder and answer links (docs/decisions/0027-sos-loop.md).
    SOS_ESCALATE_SECONDS: count(24 * 3600).default(300),
    SOS_ANSWER_LINK_HOURS: count(24 * 30).default(24),
    LEAD_IP_LIMIT: count(100_000).default(5),
    // Delivery of SOS texts (docs/decisions/0020-delivery.md).
    SMS_RETRY_HOURS: count(72).default(6),
    // A deleted customer or admin can be restored for this many days.
    DELETED_RETENTION_DAYS: count(3650).default(30),
    // Who opened a paper's share link is kept this many days after the link was revoked or expired (ADR 0063).
    PAPERS_SHARE_LOG_DAYS: count(3650).default(30),
    SMS_CONCURRENCY: count(256).default(64),
    ...CAMPAIGN_ENV,
    ...BLOOD_ENV,
    ...PAPERS_ENV,
    ...PUSH_ENV,
    ...WHATSAPP_ENV,
    ...TRIPS_ENV,
    SMS_TIMEOUT_SECONDS: count(120).default(10),
    // Load shedding (platform/admission.ts); the default depends on the database.
    MAX_CONCURRENT_REQUESTS: count(10_000).optional(),
    MAX_QUEUE_MS: count(60_000).default(5000),
    REQUEST_TIMEOUT_SECONDS: count(600).default(20),
    // Where uploaded pictures live (platform/storage): this machine's disk, or an S3-compatible bucket.
    STORAGE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.string().url('must be a full URL such as http://127.0.0.1:9000').optional(),
    S3_FORCE_PATH_STYLE: ZBool.optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PREFIX: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    checkTelephonyEnv(env, ctx);
    checkPaymentsEnv(env, ctx);
    checkPapersEnv(env, ctx);
    checkPushEnv(env, ctx);
    checkWhatsAppEnv(env, ctx);
    checkRoleEnv(env, ctx);
    // A chosen gateway needs its keys in every environment: failing at start beats failing on the first SOS.
    const gatewayKeys = {
      msg91: ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'],
      twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
    } as const;
    for (const k of env.SMS_PROVIDER === 'msg91' || env.SMS_PROVIDER === 'twilio' ? gatewayKeys[env.SMS_PROVIDER] : [])
      if (!env[k])
        ctx.addIssue({ code: 'custom', path: [k], message: `is required when SMS_PROVIDER=${env.SMS_PROVIDER}` });
    if (env.STORAGE === 's3' && !env.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    if (env.NODE_ENV !== 'production') return;
    const demo = 'must be false in production (demo data is public)';
    if (env.SEED_DEMO) ctx.addIssue({ code: 'custom', path: ['SEED_DEMO'], message: demo });
    if (env.DEV_SMS_FAIL_NUMBERS)
      ctx.addIssue({ code: 'custom', path: ['DEV_SMS_FAIL_NUMBERS'], message: 'is for development only' });
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
  /** What this process does: answer requests, send, or both (ROLE, platform/role-config.ts). */
  role: Role;
  /** Development conveniences (the SMS outbox at /api/dev/outbox): only when development or test is chosen. */
  devTools: boolean;
  port: number;
  host: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** Serve /api/docs and /api/openapi.json. */
  apiDocs: boolean;
  /** Bearer token a Prometheus scraper sends for /metrics; unset → /metrics only in development and tests. */
  metricsToken?: string;
  /** Days during which a deleted user can be restored (their numbers and tags are free meanwhile). */
  deletedRetentionDays: number;
  /** Days a paper share's view log is kept after the share was revoked or expired (docs/decisions/0063-paper-share-log-retention.md). */
  paperShareLogDays: number;
  /** Lifetime of a sign-in token; renewed while the user is active. */
  tokenTtlSeconds: number;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL connections for requests (the sender has 3 more of its own). */
  databasePoolSize: number;
  publicUrl: string;
  jwtSecret: string;
  adminPhone: string;
  seedDemo: boolean;
  appName: string;
  currency: string;
  logLevel: Env['LOG_LEVEL'];
  limits: Limits;
  delivery: Delivery;
  campaigns: CampaignsConfig;
  /** Emergency blood requests: rings, asks per donor, requests per day. */
  blood: BloodConfig;
  /** Vehicle papers: the files' encryption keys and the reminders' quiet hours. */
  papers: PapersConfig;
  /** Travel together: position retention, invitations a day, the map's tiles (ADR 0072). */
  trips: TripsConfig;
  /** Web Push to the owners' devices; null when off (no VAPID keys in production). */
  push: PushConfig | null;
  /** WhatsApp template messages (Meta's Cloud API); null when off (WHATSAPP_PROVIDER unset). */
  whatsapp: WhatsAppConfig | null;
  /** Development only: the console gateway refuses texts to these numbers (to see an undelivered text). */
  devSmsFailNumbers: string[];
  /** Where uploaded pictures live. */
  storage: { kind: 'disk' } | ({ kind: 's3' } & S3Options);
  /** A request's headers and body must arrive within this (a slow client cannot hold a connection). */
  requestTimeoutMs: number;
  /** Requests served at once (the rest queue) and the longest wait before a 503. */
  admission: { maxConcurrent: number; maxWaitMs: number };
  webDist?: string;
  sms:
    | { provider: 'console' }
    | { provider: 'msg91'; authKey: string; sender: string; url: string; templateId?: string; receiptToken?: string }
    | { provider: 'twilio'; accountSid: string; authToken: string; from: string; url: string };
  /** Masked calls between a bystander and the owner (platform/telephony); `none` turns them off. */
  telephony: TelephonyConfig;
  maskedCallCaps: MaskedCallCaps;
  /** Online payment (platform/payments) and how long an unpaid order waits. */
  payments: PaymentsConfig;
}

export type { Delivery, Limits };

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
      receiptToken: env.MSG91_RECEIPT_TOKEN,
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
    role: env.ROLE,
    devTools: !isProduction,
    port: env.PORT,
    // Outside production only this machine can reach the server unless HOST says otherwise.
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: env.TRUST_PROXY ?? false,
    apiDocs: env.API_DOCS ?? !isProduction,
    metricsToken: env.METRICS_TOKEN,
    deletedRetentionDays: env.DELETED_RETENTION_DAYS,
    paperShareLogDays: env.PAPERS_SHARE_LOG_DAYS,
    tokenTtlSeconds: env.TOKEN_TTL_HOURS * 3600,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ?? devSecret(dataDir),
    adminPhone: env.ADMIN_PHONE ?? '9000000001',
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV === 'development',
    appName: env.APP_NAME,
    currency: env.CURRENCY,
    logLevel: env.LOG_LEVEL,
    limits: {
      otpResendSeconds: env.OTP_RESEND_SECONDS,
      otpTtlSeconds: env.OTP_TTL_SECONDS,
      otpMaxPerHour: env.OTP_MAX_PER_HOUR,
      otpPerIp: env.OTP_IP_LIMIT,
      otpNewNumbersPerHour: env.OTP_NEW_NUMBERS_PER_HOUR,
      sosPerIp: env.SOS_IP_LIMIT,
      sosIpWindowSeconds: env.SOS_IP_WINDOW_MINUTES * 60,
      sosNotifyWindowSeconds: env.SOS_NOTIFY_WINDOW_SECONDS,
      sosEscalateSeconds: env.SOS_ESCALATE_SECONDS,
      sosAnswerLinkSeconds: env.SOS_ANSWER_LINK_HOURS * 3600,
      leadsPerIp: env.LEAD_IP_LIMIT,
    },
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    devSmsFailNumbers: (env.DEV_SMS_FAIL_NUMBERS ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            prefix: env.S3_PREFIX,
          }
        : { kind: 'disk' },
    // One embedded connection serves a few requests at once well; a PostgreSQL pool many more.
    admission: {
      maxConcurrent: env.MAX_CONCURRENT_REQUESTS ?? (env.DATABASE_URL ? 64 : 32),
      maxWaitMs: env.MAX_QUEUE_MS,
    },
    delivery: {
      retrySeconds: env.SMS_RETRY_HOURS * 3600,
      concurrency: env.SMS_CONCURRENCY,
      timeoutMs: env.SMS_TIMEOUT_SECONDS * 1000,
    },
    campaigns: campaignsFromEnv(env),
    blood: bloodFromEnv(env),
    papers: papersFromEnv(env, dataDir),
    trips: tripsFromEnv(env),
    push: pushFromEnv(env, dataDir, isProduction),
    whatsapp: whatsappFromEnv(env),
    webDist: env.WEB_DIST,
    sms,
    telephony: telephonyFromEnv(env),
    maskedCallCaps: maskedCallCapsFromEnv(env),
    payments: paymentsFromEnv(env),
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
    role: 'all',
    devTools: true,
    port: 0,
    host: '127.0.0.1',
    trustProxy: false,
    apiDocs: true,
    deletedRetentionDays: 30,
    paperShareLogDays: 30,
    tokenTtlSeconds: 7 * 24 * 3600,
    dataDir: resolve('.tmp/test-data'),
    databasePoolSize: 20,
    publicUrl: 'http://localhost:3000',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    adminPhone: '9000000001',
    seedDemo: false,
    appName: 'SafeSathi',
    currency: '₹',
    logLevel: 'silent',
    limits: {
      otpResendSeconds: 60,
      otpTtlSeconds: 60,
      otpMaxPerHour: 5,
      // Every inject comes from 127.0.0.1: the per-address and new-number ceilings are set low only by the tests of them.
      otpPerIp: 10_000,
      otpNewNumbersPerHour: 10_000,
      sosPerIp: 5,
      sosIpWindowSeconds: 600,
      sosNotifyWindowSeconds: 180,
      sosEscalateSeconds: 300,
      sosAnswerLinkSeconds: 24 * 3600,
      leadsPerIp: 5,
    },
    delivery: { retrySeconds: 6 * 3600, concurrency: 32, timeoutMs: 10_000 },
    campaigns: { perSecond: 10, costPerSmsPaise: 25, linkHosts: [] },
    blood: { ...DEFAULT_BLOOD_CONFIG, requestsPerIpPerDay: 10_000 },
    papers: TEST_PAPERS_CONFIG,
    trips: DEFAULT_TRIPS_CONFIG,
    // Off unless a test turns it on (the push tests run the fake push service).
    push: null,
    // Off unless a test turns it on (the WhatsApp tests run the fake Cloud API).
    whatsapp: null,
    admission: { maxConcurrent: 64, maxWaitMs: 5000 },
    requestTimeoutMs: 20_000,
    storage: { kind: 'disk' },
    devSmsFailNumbers: [],
    sms: { provider: 'console' },
    // Off unless a test turns it on: no call button on the alert pages of other tests.
    telephony: { provider: 'none' },
    maskedCallCaps: { perNumberPerHour: 5, perTagPerHour: 5 },
    // Off unless a test turns it on (the checkout tests run the fake Razorpay).
    payments: { provider: { kind: 'none' }, pendingMinutes: 60 },
    ...overrides,
  };
}
