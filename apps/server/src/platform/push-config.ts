import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const b64urlBytes = (v: string) => (/^[A-Za-z0-9_-]+$/.test(v.trim()) ? Buffer.from(v.trim(), 'base64url').length : 0);

/**
 * Web Push (docs/decisions/0066-web-push.md): the VAPID key pair that identifies this server to
 * push services (`npx web-push generate-vapid-keys`), a contact for their operators, and how long
 * a push waits for the device's acknowledgement before the recipient's SMS or WhatsApp goes.
 */
export const PUSH_ENV = {
  VAPID_PUBLIC_KEY: z
    .string()
    .refine((v) => b64urlBytes(v) === 65, 'must be an uncompressed P-256 public key in base64url (65 bytes)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine((v) => b64urlBytes(v) === 32, 'must be a P-256 private key in base64url (32 bytes)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: address push services can reach you at')
    .optional(),
  PUSH_FALLBACK_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(0)
    .max(600)
    .default(30),
};

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** A push not acknowledged by the device within this many seconds is followed by SMS or WhatsApp. */
  fallbackSeconds: number;
}

export function checkPushEnv(
  env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string },
  ctx: z.RefinementCtx,
): void {
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY)
    ctx.addIssue({
      code: 'custom',
      path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'is required with the other VAPID key (npx web-push generate-vapid-keys makes the pair)',
    });
}

/**
 * Push is on when the VAPID keys are set. Outside production without them, a pair is made once
 * and kept in DATA_DIR (never in the repository), so push works in development as it will live;
 * in production without them there is no push and every alert goes by SMS or WhatsApp.
 */
export function pushFromEnv(
  env: {
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    VAPID_SUBJECT?: string;
    PUSH_FALLBACK_SECONDS: number;
    PUBLIC_URL?: string;
  },
  dataDir: string,
  isProduction: boolean,
): PushConfig | null {
  let keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY.trim(), privateKey: env.VAPID_PRIVATE_KEY.trim() }
      : null;
  if (!keys && !isProduction) keys = devVapidKeys(dataDir);
  if (!keys) return null;
  return {
    ...keys,
    subject: env.VAPID_SUBJECT ?? (env.PUBLIC_URL?.startsWith('https://') ? env.PUBLIC_URL : 'mailto:push@localhost'),
    fallbackSeconds: env.PUSH_FALLBACK_SECONDS,
  };
}

function devVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
