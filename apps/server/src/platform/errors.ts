import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorDetails, type FieldError } from '@safesathi/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The one error type services throw; the code decides the HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    /** Numbers a client words the refusal from (the tries left), sent as the body's `details`. */
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string, errors?: FieldError[]) => new AppError('CONFLICT', message, errors);
export const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

export function errorBody(code: ErrorCode, message: string, errors?: FieldError[], details?: ErrorDetails): ErrorBody {
  const body: ErrorBody = { status: 'Error', success: false, code, message };
  if (errors?.length) body.errors = errors;
  if (details) body.details = details;
  return body;
}

/** Postgres error codes that are the client's doing, not ours. */
function fromPostgres(err: { code?: string; constraint?: string; detail?: string }): AppError | null {
  switch (err.code) {
    case '23505':
      return new AppError('CONFLICT', 'That value is already taken.', constraintField(err.constraint));
    case '23503':
      return new AppError('IN_USE', 'This record is linked to others and cannot be changed that way.');
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22021':
    case '22P05':
    case '54000':
      return new AppError('BAD_REQUEST', 'A value in the request has the wrong format.');
    default:
      return null;
  }
}

function constraintField(constraint?: string): FieldError[] | undefined {
  if (!constraint) return undefined;
  const map: Record<string, string> = {
    users_phone_live_uq: 'phone',
    user_vehicles_registration_number_unique: 'registrationNumber',
    coupons_discount_name_unique: 'discountName',
    categories_name_unique: 'name',
    vehicle_types_name_unique: 'name',
    brands_type_name_uq: 'name',
    models_brand_name_uq: 'name',
  };
  const path = map[constraint];
  return path ? [{ path, message: 'This is already taken' }] : undefined;
}

const DB_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001']);
/** node-postgres reports a connection lost mid-query, or a pooled client that broke, without a code. */
const DB_GONE =
  /Connection terminated|connection (is )?(closed|ended)|not queryable|timeout exceeded when trying to connect/i;

function isDatabaseDown(err: { code?: string; message?: string }): boolean {
  return (!!err.code && DB_DOWN.has(err.code)) || (!err.code && DB_GONE.test(err.message ?? ''));
}

function pathOf(path: readonly PropertyKey[], prefix: string): string {
  const p = path.map(String).join('.');
  return prefix && prefix !== 'body' ? `${prefix}${p ? `.${p}` : ''}` : p || prefix;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((raw, request, reply) => {
    const err = raw as FastifyError & { code?: string; constraint?: string; cause?: unknown };
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.status).send(errorBody(err.code, err.message, err.errors, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: pathOf(v.instancePath.split('/').filter(Boolean), err.validationContext ?? ''),
        message: v.message ?? 'Invalid value',
      }));
      const first = errors[0];
      const message =
        errors.length === 1 && first ? `${first.path || 'Request'}: ${first.message}` : 'Some fields need attention.';
      return reply.status(400).send(errorBody('VALIDATION_FAILED', message, errors));
    }
    // drizzle wraps driver errors; the driver's is in `cause`.
    const pgErr = (err.cause && typeof err.cause === 'object' ? err.cause : err) as {
      code?: string;
      constraint?: string;
    };
    // An update whose body names no field (`{}`): drizzle refuses to build it.
    if (err.message === 'No values to set')
      return reply.status(400).send(errorBody('VALIDATION_FAILED', 'Nothing to change: send at least one field.'));
    const mapped = fromPostgres(pgErr);
    if (mapped) return reply.status(mapped.status).send(errorBody(mapped.code, mapped.message, mapped.errors));
    if (isDatabaseDown(pgErr)) {
      request.log.error({ err }, 'database unavailable');
      return reply.status(503).send(errorBody('DB_UNAVAILABLE', 'The service is briefly unavailable. Try again soon.'));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413)
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', 'The upload is too large.'));
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415)
      return reply.status(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE', 'That content type is not accepted here.'));
    if (err.statusCode === 429)
      return reply.status(429).send(errorBody('RATE_LIMITED', 'Too many requests. Please wait a moment.'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return reply.status(err.statusCode).send(errorBody('BAD_REQUEST', err.message || 'The request is not valid.'));
    if (isResponseSerializationError(err))
      request.log.error({ err, issues: err.cause }, 'response did not match schema');
    else request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

/**
 * Malformed HTTP that never becomes a request (a header block over the limit, a garbled request
 * line, a body that does not arrive in time): answered on the raw socket, in the failure shape.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: import('node:stream').Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'BAD_REQUEST', 'The request took too long to arrive.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'BAD_REQUEST', 'The request headers are too large.']
        : err.code === 'HPE_URI_TOO_LONG'
          ? [414, 'URI Too Long', 'BAD_REQUEST', 'The address is too long.']
          : [400, 'Bad Request', 'BAD_REQUEST', 'The request is not valid HTTP.'];
  const body = JSON.stringify(errorBody(code as ErrorCode, message));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}

/** Fastify's routing errors (a bad URL encoding, a path parameter over its length) in the failure shape. */
export function frameworkErrors(
  err: FastifyError,
  _request: import('fastify').FastifyRequest,
  reply: import('fastify').FastifyReply,
): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  const message =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A value in the address is too long.'
      : err.code === 'FST_ERR_BAD_URL'
        ? 'The address is not valid.'
        : 'The request is not valid.';
  void reply.status(status).send(errorBody('BAD_REQUEST', message));
}

/** C0 control characters and DEL, except tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Removes control characters from every string in a request's body, query and path: no text
 * field may carry them (PostgreSQL refuses a NUL in text, and none belongs in a name, a number or
 * a note). Stripped rather than refused, so that an SOS alert with one still goes through.
 */
export function stripControlCharacters<T>(value: T): T {
  if (typeof value === 'string') return value.replace(CONTROL, '') as T;
  if (Array.isArray(value)) return value.map(stripControlCharacters) as T;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const key of Object.keys(value)) {
      (value as Record<string, unknown>)[key] = stripControlCharacters((value as Record<string, unknown>)[key]);
    }
  }
  return value;
}
