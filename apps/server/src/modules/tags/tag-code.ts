import { randomBytes } from 'node:crypto';
import { CROCKFORD_ALPHABET, TAG_CODE_LENGTH } from '@safesathi/contract';

/** A random tag code: 8 Crockford characters, 40 bits from the CSPRNG (a trillion possibilities). */
export function generateTagCode(): string {
  const bytes = randomBytes(TAG_CODE_LENGTH);
  let code = '';
  // 256 is a multiple of 32, so taking the low five bits is unbiased.
  for (const b of bytes) code += CROCKFORD_ALPHABET[b & 31];
  return code;
}
