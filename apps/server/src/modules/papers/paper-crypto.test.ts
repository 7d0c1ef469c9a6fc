import { describe, expect, it } from 'vitest';
import { paperKey } from '../../platform/papers-config.js';
import { decryptPaper, encryptPaper, PaperKeyError } from './paper-crypto.js';

const key = paperKey(Buffer.alloc(32, 1).toString('base64'));
const other = paperKey(Buffer.alloc(32, 2).toString('base64'));
const plain = Buffer.from('policy number POL-1 and a photo');

describe('paper files at rest', () => {
  it('are AES-256-GCM: not the plain bytes, a fresh nonce each time, and they open with their key', () => {
    const a = encryptPaper(key, 'a.bin', plain);
    const b = encryptPaper(key, 'a.bin', plain);
    expect(a.includes(plain)).toBe(false);
    expect(a.equals(b)).toBe(false);
    expect(decryptPaper({ key, oldKeys: [] }, key.id, 'a.bin', a).equals(plain)).toBe(true);
    // After a rotation the old key, among PAPERS_OLD_KEYS, still opens it.
    expect(decryptPaper({ key: other, oldKeys: [key] }, key.id, 'a.bin', a).equals(plain)).toBe(true);
  });

  it('fail clearly with a missing key, a wrong key, another name or changed bytes', () => {
    const a = encryptPaper(key, 'a.bin', plain);
    expect(() => decryptPaper({ key: other, oldKeys: [] }, key.id, 'a.bin', a)).toThrow(
      new PaperKeyError(
        `Paper file a.bin was encrypted with key ${key.id}, which is neither PAPERS_KEY nor one of PAPERS_OLD_KEYS.`,
      ),
    );
    const wrongKeySameId = { ...other, id: key.id };
    expect(() => decryptPaper({ key: wrongKeySameId, oldKeys: [] }, key.id, 'a.bin', a)).toThrow(
      /the key is wrong or the file was changed/,
    );
    expect(() => decryptPaper({ key, oldKeys: [] }, key.id, 'b.bin', a)).toThrow(PaperKeyError);
    const tampered = Buffer.from(a);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => decryptPaper({ key, oldKeys: [] }, key.id, 'a.bin', tampered)).toThrow(PaperKeyError);
  });
});
