/** Crockford base32: no I, L, O or U, so a printed code cannot be misread. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TAG_CODE_LENGTH = 8;
export const TAG_CODE_RE = /^[0-9A-HJKMNP-TV-Z]{8}$/;
export const TAG_STATUSES = ['unassigned', 'active', 'suspended', 'lost'] as const;
export type TagStatus = (typeof TAG_STATUSES)[number];

/**
 * Reads a code as a person may type it: any case, spaces or dashes, and the letters
 * Crockford maps to digits (I, L → 1; O → 0). Answers null for anything that cannot be a code.
 */
export function normaliseTagCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return TAG_CODE_RE.test(code) ? code : null;
}
