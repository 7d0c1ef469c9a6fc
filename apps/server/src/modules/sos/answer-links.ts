import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CROCKFORD_ALPHABET } from '@safesathi/contract';

/** Characters of a text's answer token: 12 Crockford characters, 60 bits from the CSPRNG. */
export const ANSWER_TOKEN_LENGTH = 12;
const ANSWER_TOKEN_RE = new RegExp(`^[${CROCKFORD_ALPHABET}]{${ANSWER_TOKEN_LENGTH}}$`);

/**
 * The secret in a text's answer link (`PUBLIC_URL/r/{token}`): short enough for one SMS segment,
 * and with 2^60 possibilities and a per-address limit on tries, not worth guessing. It can do one
 * thing: answer the alerts of one tag, for a while (docs/decisions/0027-sos-loop.md).
 */
export function newAnswerToken(): string {
  let token = '';
  // 256 is a multiple of 32, so taking the low five bits is unbiased.
  for (const b of randomBytes(ANSWER_TOKEN_LENGTH)) token += CROCKFORD_ALPHABET[b & 31];
  return token;
}

/** A well-formed answer token (any case, as people retype links), upper-cased; else null. */
export function parseAnswerToken(raw: string): string | null {
  const token = raw.toUpperCase();
  return ANSWER_TOKEN_RE.test(token) ? token : null;
}

const MAC_CHARS = 22;

function mac(secret: string, callId: string): string {
  return createHmac('sha256', secret).update(`alert-view:${callId}`).digest('base64url').slice(0, MAC_CHARS);
}

/**
 * The bystander's handle on the alert they sent (`/alert/{token}`): the call's id and a MAC of it,
 * so that nothing is stored, nobody can walk from one alert to the next, and it shows only the
 * alert's progress (never the owner's number).
 */
export function alertViewToken(secret: string, callId: string): string {
  return `${callId.replaceAll('-', '')}${mac(secret, callId)}`;
}

/** The call id behind a view token, or null when it is malformed or was not made with this secret. */
export function readAlertViewToken(secret: string, token: string): string | null {
  if (token.length !== 32 + MAC_CHARS || !/^[0-9a-f]{32}/.test(token)) return null;
  const hex = token.slice(0, 32);
  const callId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const given = Buffer.from(token.slice(32));
  const expected = Buffer.from(mac(secret, callId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? callId : null;
}
