import { type ErrorCode, type ErrorDetails, type FieldError, isErrorBody } from '@safesathi/contract';
import type { Caller, CallInit, CallOptions, QueryValues } from './api-types';
import { getToken, setToken } from './storage';

export type { ApiAnswer, ApiBody, ApiQuery } from './api-types';

/** Same origin: in development Vite proxies /api to the server, in production the server serves the SPA. */
const API_BASE = '';

export const NETWORK_MESSAGE = 'Could not reach SafeSathi. Check your connection.';

/** The server's error code, or `NETWORK` (not reached) / `HTTP_<status>` (an answer not in the documented shape). */
export type ApiErrorCode = ErrorCode | 'NETWORK' | `HTTP_${number}`;

/** Every failed call, whatever went wrong, arrives as one of these. */
export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** Server error code (`VALIDATION_FAILED`, `OTP_INVALID`, …) or `NETWORK` / `HTTP_<status>`. */
  readonly code: ApiErrorCode;
  readonly errors: FieldError[];
  /** Seconds to wait before trying again (from `Retry-After`), when the server said. */
  readonly retryAfter?: number;
  /** The refusal's numbers (the one-time code's tries left), when the server sent them. */
  readonly details: ErrorDetails;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    errors?: FieldError[];
    retryAfter?: number;
    details?: ErrorDetails;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
    this.retryAfter = init.retryAfter;
    this.details = init.details ?? {};
  }

  /** Server unreachable or failing on its side: worth retrying, and no reason to sign anyone out. */
  get isTransient(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The record asked for does not exist: a 404, or a 400 that refuses nothing but the id in the
 * address (a mistyped or cut link such as /admin-dashboard-products/not-a-uuid), which a person
 * should read as "not found", not as the validator's sentence.
 */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  return error.status === 400 && error.errors.length > 0 && error.errors.every((e) => /^(params\.)?id$/.test(e.path));
}

export const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again.';

/**
 * A human sentence for any thrown value: the server's (every call's failure is an ApiError), else
 * a plain one, since anything else is a bug's own text ("Cannot read properties of undefined").
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return UNEXPECTED_MESSAGE;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when a request that carried a token is refused with 401 (expired or revoked session). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'Please sign in again.';
  if (status === 403) return 'You do not have permission to do that.';
  if (status === 404) return 'We could not find that.';
  if (status === 413) return 'That file is too large.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status === 502 || status === 503 || status === 504)
    return 'SafeSathi is temporarily unavailable. Please try again in a moment.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return 'The request could not be completed.';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The body's `details`, keeping only numbers where numbers are meant (a proxy's page may say anything). */
function detailsOf(value: unknown): ErrorDetails {
  const triesLeft = (value as { triesLeft?: unknown } | null | undefined)?.triesLeft;
  return typeof triesLeft === 'number' && Number.isInteger(triesLeft) && triesLeft >= 0 ? { triesLeft } : {};
}

function toApiError(response: Response, body: unknown): ApiError {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  if (isErrorBody(body)) {
    return new ApiError({
      status: response.status,
      // The documented shape (ZErrorResponse) names one of the server's codes.
      code: body.code ?? `HTTP_${response.status}`,
      message: body.message,
      errors: Array.isArray(body.errors) ? body.errors : [],
      retryAfter,
      details: detailsOf(body.details),
    });
  }
  // Not the documented shape (a proxy page, `{success:false, message}`, …): keep whatever sentence there is.
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : fallbackMessage(response.status);
  return new ApiError({ status: response.status, code: `HTTP_${response.status}`, message, retryAfter });
}

/** Query string parameters; undefined, null and empty values are left out. */
function withQuery(path: string, query: QueryValues | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

/** `/api/thing/{id}` with each `{name}` replaced by its value, encoded. */
function withPathParams(path: string, values: Record<string, string | number> | undefined): string {
  if (!values) return path;
  return path.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(String(values[name])) : whole,
  );
}

async function request(
  method: string,
  path: string,
  body: unknown,
  options: CallOptions & { query?: QueryValues },
): Promise<unknown> {
  const token = options.anonymous ? null : getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${withQuery(path, options.query)}`, {
      method,
      headers,
      body: payload,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_MESSAGE });
  }

  // An active session's token is renewed by the server past half its life (x-session-token);
  // keep it unless this tab signed in or out meanwhile.
  const renewed = response.headers.get('x-session-token');
  if (renewed && token && getToken() === token) setToken(renewed);

  let parsed: unknown;
  try {
    parsed = await readBody(response);
  } catch {
    // The connection dropped while the body was streaming.
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_MESSAGE });
  }

  if (!response.ok) {
    const error = toApiError(response, parsed);
    if (response.status === 401 && token && !error.code.startsWith('OTP_')) {
      for (const listener of unauthorizedListeners) listener();
    }
    throw error;
  }
  return parsed;
}

function call(method: string) {
  return (path: string, init: CallInit = {}) => {
    const { params, body, ...options } = init;
    return request(method, withPathParams(path, params?.path), body, { ...options, query: params?.query });
  };
}

/**
 * The one way the web app calls the API, typed by the server's OpenAPI document (api-schema.gen.ts,
 * `npm run api:types`): `api.GET('/api/admin/permissions/{adminId}', { params: { path: { adminId } }, signal })`
 * answers the route's declared success body and throws an ApiError on any failure.
 */
export const api = {
  GET: call('GET') as Caller<'get'>,
  POST: call('POST') as Caller<'post'>,
  PUT: call('PUT') as Caller<'put'>,
  DELETE: call('DELETE') as Caller<'delete'>,
};

/** The error's sentence, plus how long to wait when the server rate-limited us and did not say so itself. */
export function messageWithWait(error: unknown): string {
  const message = errorMessage(error);
  if (error instanceof ApiError && error.status === 429 && error.retryAfter && !/\d/.test(message)) {
    return `${message} Try again in ${error.retryAfter} s.`;
  }
  return message;
}
