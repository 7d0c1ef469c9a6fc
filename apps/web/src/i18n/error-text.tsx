import type { ErrorCode } from '@safesathi/contract';
import type { TFunction } from 'i18next';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../config';
import { ApiError, messageWithWait, UNEXPECTED_MESSAGE } from '../lib/api';

/**
 * A refusal in the page's language `lang` (docs/decisions/0078-server-messages-in-the-page-language.md):
 * worded from the error's code and its numbers (the seconds in Retry-After, the tries left), so the
 * server's English never has to be read. A code whose sentence varies with the case (CONFLICT,
 * FORBIDDEN, NOT_FOUND, VALIDATION_FAILED, BAD_REQUEST: their reason is in the server's sentence
 * alone) and a code this list does not know keep the server's own sentence.
 */
export function errorText(t: TFunction, error: unknown, lang: string): string {
  if (!(error instanceof ApiError)) return t('common:apiErrors.unexpected');
  if (error.status === 429) return waitText(t, error.retryAfter);
  // The server's sentence is the English original, and often says more ("The coupon “DIWALI” has
  // been used its maximum of 100 times"): an English page keeps it, but for a wait's plural above.
  if (lang === 'en' && error.message) return error.message;
  // Own keys only: a code from a stranger's answer ("constructor") is not a wording.
  const word = Object.hasOwn(WORDING, error.code) ? WORDING[error.code as WordedCode] : undefined;
  if (word) return word(t, error);
  // An answer not in the documented shape (a proxy's page): its status says enough.
  if (error.code.startsWith('HTTP_') && error.status >= 500) return t('common:apiErrors.serverDown', { app: APP_NAME });
  return error.message || UNEXPECTED_MESSAGE;
}

type WordedCode = ErrorCode | 'NETWORK';
/**
 * A code's sentence: its translation key and the numbers it takes from the error. Each is written as
 * a call, t() with the key written out, rather than a [key, params] pair, so that the catalogue check
 * (scripts/check-web-i18n.ts) sees every key this file uses.
 */
type Wording = (t: TFunction, error: ApiError) => string;

const serverDown: Wording = (t) => t('common:apiErrors.serverDown', { app: APP_NAME });

/** The codes worded in the page's language; one not here keeps the server's sentence (see errorText). */
const WORDING: Partial<Record<WordedCode, Wording>> = {
  NETWORK: (t) => t('common:apiErrors.network', { app: APP_NAME }),
  // The tries left come as data (details.triesLeft); none left, or none said, is a dead code.
  OTP_INVALID: (t, { details }) =>
    details.triesLeft ? t('common:apiErrors.codeWrong', { count: details.triesLeft }) : t('common:apiErrors.codeDead'),
  OTP_EXPIRED: (t) => t('common:apiErrors.codeExpired'),
  ACCOUNT_NOT_FOUND: (t) => t('common:apiErrors.noAccount'),
  UNAUTHENTICATED: (t) => t('common:apiErrors.signInAgain'),
  SMS_UNAVAILABLE: (t) => t('common:apiErrors.smsDown'),
  TAG_NOT_FOUND: (t) => t('common:apiErrors.tagUnknown'),
  TAG_NOT_ACTIVE: (t) => t('common:apiErrors.tagNotActive'),
  COUPON_UNKNOWN: (t) => t('common:apiErrors.couponUnknown'),
  COUPON_EXPIRED: (t) => t('common:apiErrors.couponExpired'),
  COUPON_USED_UP: (t) => t('common:apiErrors.couponUsedUp'),
  COUPON_BELOW_MINIMUM: (t) => t('common:apiErrors.couponMinimum'),
  OUT_OF_STOCK: (t) => t('common:apiErrors.outOfStock'),
  PRICE_CHANGED: (t) => t('common:apiErrors.priceChanged'),
  PAYMENT_UNAVAILABLE: (t) => t('common:apiErrors.paymentUnavailable'),
  PAYMENT_REFUSED: (t) => t('common:apiErrors.paymentRefused'),
  PAYMENT_PROVIDER_DOWN: (t) => t('common:apiErrors.paymentDown'),
  RETURN_NOT_ALLOWED: (t) => t('common:apiErrors.returnNotAllowed'),
  IDEMPOTENCY_IN_FLIGHT: (t) => t('common:apiErrors.inFlight'),
  IN_USE: (t) => t('common:apiErrors.inUse'),
  PAYLOAD_TOO_LARGE: (t) => t('common:apiErrors.tooLarge'),
  UNSUPPORTED_MEDIA_TYPE: (t) => t('common:apiErrors.wrongFile'),
  STORAGE_UNAVAILABLE: (t) => t('common:apiErrors.storageDown'),
  CALL_UNAVAILABLE: (t) => t('common:apiErrors.callDown'),
  INTERNAL: (t) => t('common:apiErrors.unexpected'),
  DB_UNAVAILABLE: serverDown,
  SERVICE_BUSY: serverDown,
  NOT_READY: serverDown,
};

/** "Please wait 5 seconds", "… 3 minutes", "… 2 hours": the Retry-After in the unit a person counts in. */
function waitText(t: TFunction, seconds: number | undefined): string {
  if (!seconds) return t('common:apiErrors.tooMany');
  if (seconds <= 90) return t('common:apiErrors.waitSeconds', { count: seconds });
  if (seconds < 7200) return t('common:apiErrors.waitMinutes', { count: Math.ceil(seconds / 60) });
  return t('common:apiErrors.waitHours', { count: Math.ceil(seconds / 3600) });
}

/** A refusal the server reports inside an answer (a cart's coupon that does not apply), to be worded as a failure is. */
export const asRefusal = (problem: { code: ErrorCode; message: string }) =>
  new ApiError({ status: 409, code: problem.code, message: problem.message });

type Say = (error: unknown) => string;

/** English (the server's sentence) unless a translated screen says otherwise: the back office stays English. */
const ErrorTextContext = createContext<Say | null>(null);

/** The customer's screens (their layouts) word every refusal under them in the page's language. */
export function TranslatedErrors({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const say = useCallback((error: unknown) => errorText(t, error, lang), [t, lang]);
  return <ErrorTextContext.Provider value={say}>{children}</ErrorTextContext.Provider>;
}

/** The sentence for a failed call on this screen: in the page's language under TranslatedErrors, else the server's. */
export function useErrorText(): Say {
  return useContext(ErrorTextContext) ?? messageWithWait;
}
