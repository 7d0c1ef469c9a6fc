import { createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import { CROCKFORD_ALPHABET } from '@safesathi/contract';
import { hmacKey } from '../../platform/rate-limit.js';

/** Characters of a text's answer token: 12 Crockford characters, 60 bits from the CSPRNG. */
export const ANSWER_TOKEN_LENGTH = 12;
const ANSWER_TOKEN_RE = new RegExp(`^[${CROCKFORD_ALPHABET}]{${ANSWER_TOKEN_LENGTH}}$`);
/** Random bytes for the next tokens (newAnswerToken), refilled when used up. */
const pool = Buffer.alloc(ANSWER_TOKEN_LENGTH * 256);
let poolAt = pool.length;

/**
 * The secret in a text's answer link (`PUBLIC_URL/r/{token}`): short enough for one SMS segment,
 * and with 2^60 possibilities and a per-address limit on tries, not worth guessing. It can do one
 * thing: answer, for a while, the alerts texted to its one recipient (docs/decisions/0027-sos-loop.md,
 * 0040-answer-links-belong-to-a-recipient.md).
 */
export function newAnswerToken(): string {
  // Bytes from the CSPRNG, read a few hundred tokens at a time rather than one call per token
  // (every alert makes one per recipient); each byte is used once.
  if (poolAt + ANSWER_TOKEN_LENGTH > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  let token = '';
  // 256 is a multiple of 32, so taking the low five bits is unbiased.
  for (let i = 0; i < ANSWER_TOKEN_LENGTH; i++) token += CROCKFORD_ALPHABET[pool[poolAt++]! & 31];
  return token;
}

/** A well-formed answer token (any case, as people retype links), upper-cased; else null. */
export function parseAnswerToken(raw: string): string | null {
  const token = raw.toUpperCase();
  return ANSWER_TOKEN_RE.test(token) ? token : null;
}

const MAC_CHARS = 22;

function mac(secret: string, purpose: string, id: string): string {
  return createHmac('sha256', hmacKey(secret)).update(`${purpose}:${id}`).digest('base64url').slice(0, MAC_CHARS);
}

/**
 * A page's address for one record: the record's id and a MAC of it for one purpose, so that
 * nothing is stored, nobody can walk from one record to the next, and a token made for one kind
 * of page opens no other.
 */
export function signedIdToken(secret: string, purpose: string, id: string): string {
  return `${id.replaceAll('-', '')}${mac(secret, purpose, id)}`;
}

/** The id behind a signed token, or null when it is malformed or was not made with this secret for this purpose. */
export function readSignedIdToken(secret: string, purpose: string, token: string): string | null {
  if (token.length !== 32 + MAC_CHARS || !/^[0-9a-f]{32}/.test(token)) return null;
  const hex = token.slice(0, 32);
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const given = Buffer.from(token.slice(32));
  const expected = Buffer.from(mac(secret, purpose, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/**
 * The bystander's handle on the alert they sent (`/alert/{token}`): it shows only the alert's
 * progress (never the owner's number).
 */
export const alertViewToken = (secret: string, callId: string) => signedIdToken(secret, 'alert-view', callId);

/** The call id behind a view token, or null when it is malformed or was not made with this secret. */
export const readAlertViewToken = (secret: string, token: string) => readSignedIdToken(secret, 'alert-view', token);
