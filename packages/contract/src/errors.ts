import { z } from 'zod';

/** Error codes and the HTTP status each maps to (docs/api.md "Failure"). */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  COUPON_UNKNOWN: 400,
  UNAUTHENTICATED: 401,
  OTP_INVALID: 401,
  OTP_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,
  TAG_NOT_FOUND: 404,
  TAG_NOT_ACTIVE: 404,
  CONFLICT: 409,
  ILLEGAL_STATUS_CHANGE: 409,
  IN_USE: 409,
  COUPON_EXPIRED: 409,
  COUPON_USED_UP: 409,
  /** The order's subtotal is under the coupon's minimum. */
  COUPON_BELOW_MINIMUM: 409,
  /** A product is no longer sold, or fewer are left than asked for (docs/decisions/0030-payments-and-stock.md). */
  OUT_OF_STOCK: 409,
  /** The total the buyer was shown is not what the server charges now: nothing was charged. */
  PRICE_CHANGED: 409,
  /** That way of paying is not offered (online payment not configured, cash on delivery off). */
  PAYMENT_UNAVAILABLE: 409,
  /** A payment's proof does not hold: bad signature, another order's payment, a different amount. */
  PAYMENT_REFUSED: 400,
  /** A return the refund policy does not allow (too late, not delivered, an activated tag). */
  RETURN_NOT_ALLOWED: 409,
  /** A request with this Idempotency-Key is still being answered; Retry-After says when to ask again (ADR 0070). */
  IDEMPOTENCY_IN_FLIGHT: 409,
  /** This Idempotency-Key came before with a different request: a new request needs a new key (ADR 0070). */
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SMS_UNAVAILABLE: 503,
  /** The telephony provider did not take a masked call (docs/decisions/0028-masked-calls.md); try again later. */
  CALL_UNAVAILABLE: 503,
  /** The payment provider could not be reached or refused our request; try again later. */
  PAYMENT_PROVIDER_DOWN: 503,
  INTERNAL: 500,
  DB_UNAVAILABLE: 503,
  STORAGE_UNAVAILABLE: 503,
  /** Too many requests waiting for their turn (load shedding); Retry-After says when to come back. */
  SERVICE_BUSY: 503,
  /** GET /readyz: the database, its migrations or the SMS sender are not ready (the body says which). */
  NOT_READY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

export interface FieldError {
  path: string;
  message: string;
}

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/**
 * A failure's numbers, as data, for a client to word the refusal in its own language without
 * reading the English `message`. Only the failures that have them carry them.
 */
export const ZErrorDetails = z.object({
  triesLeft: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('OTP_INVALID from otp-verify after a wrong code: the tries the code has left (0: it is dead).'),
});
export type ErrorDetails = z.infer<typeof ZErrorDetails>;

/**
 * The failure shape as a schema: every route declares it for the 4xx and 5xx it can answer. Its
 * id makes it one component of the OpenAPI document, which every failure refers to.
 */
export const ZErrorResponse = z
  .object({
    status: z.literal('Error'),
    success: z.literal(false),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    details: ZErrorDetails.optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
/** The body of every failed request. */
export type ErrorBody = TErrorResponse;

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { status?: unknown }).status === 'Error' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
