import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** A key of 32 bytes, written in base64 (`openssl rand -base64 32`). */
const isKey = (v: string) => Buffer.from(v.trim(), 'base64').length === 32;
const KEY_MESSAGE = 'must be 32 bytes in base64 (openssl rand -base64 32)';

/**
 * Vehicle papers (docs/decisions/0058-vehicle-papers.md): the key their files are encrypted with,
 * the keys of earlier files still readable during a rotation, and the hours no reminder is sent.
 */
export const PAPERS_ENV = {
  PAPERS_KEY: z.string().refine(isKey, KEY_MESSAGE).optional(),
  PAPERS_OLD_KEYS: z
    .string()
    .refine((v) => v.split(',').every((k) => !k.trim() || isKey(k)), `each ${KEY_MESSAGE}, separated by commas`)
    .optional(),
  PAPERS_QUIET_HOURS: z
    .string()
    .regex(/^\s*([01]?\d|2[0-3])\s*-\s*([01]?\d|2[0-3])\s*$/, 'must be two hours such as 21-8 (India time)')
    .default('21-8'),
};

export interface PaperKey {
  /** The first 8 hex digits of the key's SHA-256: stored with each file, never the key. */
  id: string;
  key: Buffer;
}

export interface PapersConfig {
  /** New files are encrypted with this one. */
  key: PaperKey;
  /** Earlier keys, to read files written before a rotation. */
  oldKeys: PaperKey[];
  /** No reminder goes out from `from` o'clock to `to` o'clock, India time. */
  quietHours: { from: number; to: number };
}

export function paperKey(base64: string): PaperKey {
  const key = Buffer.from(base64.trim(), 'base64');
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
}

export function quietHours(value: string): { from: number; to: number } {
  const [from, to] = value.split('-').map((h) => Number(h.trim()));
  return { from: from!, to: to! };
}

export function checkPapersEnv(env: { NODE_ENV: string; PAPERS_KEY?: string }, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production' && !env.PAPERS_KEY)
    ctx.addIssue({ code: 'custom', path: ['PAPERS_KEY'], message: 'is required in production' });
}

export function papersFromEnv(
  env: { PAPERS_KEY?: string; PAPERS_OLD_KEYS?: string; PAPERS_QUIET_HOURS: string },
  dataDir: string,
): PapersConfig {
  let key: PaperKey | null = null;
  return {
    // Made on first use: outside production a config that never touches a paper writes no key file.
    get key() {
      key ??= paperKey(env.PAPERS_KEY ?? devPapersKey(dataDir));
      return key;
    },
    oldKeys: (env.PAPERS_OLD_KEYS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)
      .map(paperKey),
    quietHours: quietHours(env.PAPERS_QUIET_HOURS),
  };
}

/** Outside production a key is generated once and kept in DATA_DIR (like the JWT secret), never in the repository. */
function devPapersKey(dataDir: string): string {
  const file = join(dataDir, 'papers-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** The tests' key (fixed, so a test can read what another instance wrote). */
export const TEST_PAPERS_CONFIG: PapersConfig = {
  key: paperKey(Buffer.alloc(32, 7).toString('base64')),
  oldKeys: [],
  quietHours: { from: 21, to: 8 },
};
