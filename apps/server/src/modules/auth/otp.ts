import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@safesathi/contract';

/** A fresh numeric code of OTP_LENGTH digits from the CSPRNG. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Codes are stored only as a keyed hash bound to the phone, so a leaked table reveals nothing usable. */
export function hashOtp(secret: string, countryCode: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${countryCode}:${phone}:${code}`).digest('hex');
}

export function otpMatches(secret: string, countryCode: string, phone: string, code: string, stored: string): boolean {
  const a = Buffer.from(hashOtp(secret, countryCode, phone, code), 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
