import type { FastifyRequest } from 'fastify';
import type { Ctx } from './context.js';

/** The service context of one request. `now` comes from the app's clock so tests can move time. */
export function requestCtx(request: FastifyRequest): Ctx {
  return { user: request.user, now: request.server.clock(), ip: request.ip, reqId: request.id };
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: () => Date;
  }
}
