import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './test-app.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallExtras {
  /** More request headers (Accept-Language, User-Agent…); the token's Authorization is added to them. */
  headers?: Record<string, string>;
  /** The client's address, for routes limited per address. */
  remoteAddress?: string;
}

/**
 * The one request helper of the API tests (docs/decisions/0057-test-requests-and-waiting.md): a request
 * through the real HTTP handling (`app.inject`), always in this order — the test app, the method, the
 * URL, the signed-in person's token (or undefined: nobody), the JSON body (or none), then any extras.
 *
 *   await call(t, 'PUT', `/api/user/${id}`, admin, { name: 'Asha' });
 *   await call(t, 'GET', '/api/my/orders', buyer.token);
 */
export function call(
  t: { app: FastifyInstance },
  method: Method,
  url: string,
  token?: string,
  body?: unknown,
  extras: CallExtras = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { ...extras.headers, ...(token ? bearer(token) : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
    ...(extras.remoteAddress ? { remoteAddress: extras.remoteAddress } : {}),
  });
}
