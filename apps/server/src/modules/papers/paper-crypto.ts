/**
 * Paper files at rest (docs/decisions/0058-vehicle-papers.md): AES-256-GCM under PAPERS_KEY, the
 * key's id stored beside the file so a rotated key (PAPERS_OLD_KEYS) still opens older files. The
 * stored name is bound in as additional data: a blob copied under another paper's name does not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { PaperKey, PapersConfig } from '../../platform/papers-config.js';

/** Format byte, then the 12-byte nonce, the 16-byte tag and the ciphertext. */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A file that cannot be opened with the configured keys: said plainly in the log, a 500 to the client. */
export class PaperKeyError extends Error {}

export function encryptPaper(key: PaperKey, name: string, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(name));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

export function decryptPaper(
  config: Pick<PapersConfig, 'key' | 'oldKeys'>,
  keyId: string,
  name: string,
  blob: Buffer,
): Buffer {
  const key = [config.key, ...config.oldKeys].find((k) => k.id === keyId);
  if (!key)
    throw new PaperKeyError(
      `Paper file ${name} was encrypted with key ${keyId}, which is neither PAPERS_KEY nor one of PAPERS_OLD_KEYS.`,
    );
  if (blob.length < 1 + IV_BYTES + TAG_BYTES || blob[0] !== VERSION)
    throw new PaperKeyError(`Paper file ${name} is not an encrypted paper file.`);
  const iv = blob.subarray(1, 1 + IV_BYTES);
  const tag = blob.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key.key, iv);
  decipher.setAAD(Buffer.from(name));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(blob.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new PaperKeyError(
      `Paper file ${name} could not be decrypted with key ${keyId}: the key is wrong or the file was changed.`,
    );
  }
}
