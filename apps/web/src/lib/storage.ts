import { PENDING_LOGIN_KEY, TOKEN_KEY } from '../config';

// Storage can throw (private browsing, storage disabled); the app must keep working without it.
function safeGet(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function safeSet(store: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) store().removeItem(key);
    else store().setItem(key, value);
  } catch {
    // Nothing sensible to do: the value simply does not survive a reload.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function getToken(): string | null {
  return safeGet(local, TOKEN_KEY);
}

export function setToken(token: string | null): void {
  safeSet(local, TOKEN_KEY, token);
}

/** Sign-up details sent again with "Send Again" so the resent code still creates the account. */
export interface PendingSignUp {
  name: string;
  email: string;
  bloodGroup: string;
  /** The offers box as they left it: a resent code must not change their choice. */
  smsOffers?: boolean;
}

/** What the OTP screen needs between the phone step and the code step (docs/product.md §4). */
export interface PendingLogin {
  countryCode: string;
  phone: string;
  mode: 'sign-in' | 'sign-up';
  signUp?: PendingSignUp;
  /** Epoch ms when the last code was sent; drives the expiry text and the resend countdown. */
  sentAt: number;
  expiresIn: number;
  resendIn: number;
  /** Protected path the guard sent the visitor away from, to return to after sign-in. */
  from?: string;
}

export function getPendingLogin(): PendingLogin | null {
  const raw = safeGet(session, PENDING_LOGIN_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingLogin>;
    if (typeof value.phone !== 'string' || typeof value.countryCode !== 'string') return null;
    return {
      countryCode: value.countryCode,
      phone: value.phone,
      mode: value.mode === 'sign-up' ? 'sign-up' : 'sign-in',
      signUp: value.signUp,
      sentAt: typeof value.sentAt === 'number' ? value.sentAt : Date.now(),
      expiresIn: typeof value.expiresIn === 'number' ? value.expiresIn : 60,
      resendIn: typeof value.resendIn === 'number' ? value.resendIn : 60,
      from: typeof value.from === 'string' ? value.from : undefined,
    };
  } catch {
    return null;
  }
}

export function setPendingLogin(value: PendingLogin | null): void {
  safeSet(session, PENDING_LOGIN_KEY, value === null ? null : JSON.stringify(value));
}
