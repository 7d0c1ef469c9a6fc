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
  switch (error.code) {
    case 'NETWORK':
      return t('common:apiErrors.network', { app: APP_NAME });
    case 'OTP_INVALID': {
      const left = error.details.triesLeft;
      return left ? t('common:apiErrors.codeWrong', { count: left }) : t('common:apiErrors.codeDead');
    }
    case 'OTP_EXPIRED':
      return t('common:apiErrors.codeExpired');
    case 'ACCOUNT_NOT_FOUND':
      return t('common:apiErrors.noAccount');
    case 'UNAUTHENTICATED':
      return t('common:apiErrors.signInAgain');
    case 'SMS_UNAVAILABLE':
      return t('common:apiErrors.smsDown');
    case 'TAG_NOT_FOUND':
      return t('common:apiErrors.tagUnknown');
    case 'TAG_NOT_ACTIVE':
      return t('common:apiErrors.tagNotActive');
    case 'COUPON_UNKNOWN':
      return t('common:apiErrors.couponUnknown');
    case 'COUPON_EXPIRED':
      return t('common:apiErrors.couponExpired');
    case 'COUPON_USED_UP':
      return t('common:apiErrors.couponUsedUp');
    case 'COUPON_BELOW_MINIMUM':
      return t('common:apiErrors.couponMinimum');
    case 'OUT_OF_STOCK':
      return t('common:apiErrors.outOfStock');
    case 'PRICE_CHANGED':
      return t('common:apiErrors.priceChanged');
    case 'PAYMENT_UNAVAILABLE':
      return t('common:apiErrors.paymentUnavailable');
    case 'PAYMENT_REFUSED':
      return t('common:apiErrors.paymentRefused');
    case 'PAYMENT_PROVIDER_DOWN':
      return t('common:apiErrors.paymentDown');
    case 'RETURN_NOT_ALLOWED':
      return t('common:apiErrors.returnNotAllowed');
    case 'IDEMPOTENCY_IN_FLIGHT':
      return t('common:apiErrors.inFlight');
    case 'IN_USE':
      return t('common:apiErrors.inUse');
    case 'PAYLOAD_TOO_LARGE':
      return t('common:apiErrors.tooLarge');
    case 'UNSUPPORTED_MEDIA_TYPE':
      return t('common:apiErrors.wrongFile');
    case 'STORAGE_UNAVAILABLE':
      return t('common:apiErrors.storageDown');
    case 'CALL_UNAVAILABLE':
      return t('common:apiErrors.callDown');
    case 'INTERNAL':
      return t('common:apiErrors.unexpected');
    case 'DB_UNAVAILABLE':
    case 'SERVICE_BUSY':
    case 'NOT_READY':
      return t('common:apiErrors.serverDown', { app: APP_NAME });
    default:
      // An answer not in the documented shape (a proxy's page): its status says enough.
      if (error.code.startsWith('HTTP_') && error.status >= 500)
        return t('common:apiErrors.serverDown', { app: APP_NAME });
      return error.message || UNEXPECTED_MESSAGE;
  }
}

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
